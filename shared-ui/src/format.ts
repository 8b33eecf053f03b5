import { htmlLangOf, isLanguage } from 'shared-i18n';
import { formatPrice as formatPriceIn, toCents } from 'shared-domain';

/** A price with its currency sign in the reader's language, e.g. '€490' or '490 €' (shared-domain's rule). */
export function formatPrice(amount: number, currency: string, language: string): string {
  return formatPriceIn(toCents(amount), currency, isLanguage(language) ? htmlLangOf(language) : 'en');
}

/** Feature keys are snake_case; people read them with spaces (spec 2). */
export function featureLabel(feature: string): string {
  return feature.replaceAll('_', ' ');
}
