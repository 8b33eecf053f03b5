import { htmlLangOf, isLanguage } from 'shared-i18n';
import { formatPrice as formatPriceIn, toCents } from 'shared-domain';

/**
 * The locale Intl writes a language's numbers, money and dates in: the product's ua and cz are not
 * BCP 47 codes (Intl would read them as unknown and write English), so they map to uk and cs.
 */
export function localeOf(language: string): string {
  return isLanguage(language) ? htmlLangOf(language) : 'en';
}

/** A price with its currency sign in the reader's language, e.g. '€490' or '490 €' (shared-domain's rule). */
export function formatPrice(amount: number, currency: string, language: string): string {
  return formatPriceIn(toCents(amount), currency, localeOf(language));
}

/** A count or figure with the reader's digit grouping: '12,500', '12 500', '12.500' (shared-i18n's rule). */
export { formatNumber } from 'shared-i18n';

/** A date (an ISO timestamp from the API) as the reader writes it, with the time of day when asked. */
export function formatDate(iso: string, language: string, withTime = false): string {
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(localeOf(language), options).format(new Date(iso));
}

/** Feature keys are snake_case; people read them with spaces (spec 2). */
export function featureLabel(feature: string): string {
  return feature.replaceAll('_', ' ');
}
