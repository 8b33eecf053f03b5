import { htmlLangOf, isLanguage } from 'shared-i18n';

/** Number formats are costly to make and a page shows many prices: one per locale, currency and kind. */
const priceFormats = new Map<string, Intl.NumberFormat>();

/** A price with its currency sign in the reader's language, e.g. '€490' or '490 €'. */
export function formatPrice(amount: number, currency: string, language: string): string {
  const locale = isLanguage(language) ? htmlLangOf(language) : 'en';
  const whole = Number.isInteger(amount);
  const key = `${locale}|${currency}|${whole}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // The sign itself (€), not the code some languages prefer (EUR): spec 9.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    priceFormats.set(key, format);
  }
  return format.format(amount);
}

/** Feature keys are snake_case; people read them with spaces (spec 2). */
export function featureLabel(feature: string): string {
  return feature.replaceAll('_', ' ');
}
