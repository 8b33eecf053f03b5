import { writeEuros } from './numbers';

/**
 * Money is kept in integer cents everywhere; it crosses the API as EUR numbers with at most two
 * decimals (spec: bonusBalance 10000). These are the only conversions between the two.
 */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** True when a number has at most two decimals (10, 10.5, 10.55; not 10.555). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** The sum of amounts in cents. */
export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((sum, cents) => sum + cents, 0);
}

/** Number formats are costly to make and a page shows many amounts: one per locale, currency and kind. */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // The sign itself (€), not the code some languages prefer (EUR): spec 9.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A price as people read it in a catalogue, in a locale ('en', 'uk', 'cs'…): whole amounts without
 * cents ('€490', '490 €'), others with two decimals ('€12.50').
 */
export function formatPrice(cents: number, currency: string, locale: string): string {
  return (
    (currency === 'EUR' ? writeEuros(cents, locale, 'unless-whole') : undefined) ??
    numberFormat(locale, currency, cents % 100 === 0 ? 0 : 2).format(fromCents(cents))
  );
}

/** An amount as a document shows it, always with two decimals ('€490.00'): invoices, order totals. */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return (currency === 'EUR' ? writeEuros(cents, locale, 'always') : undefined) ?? numberFormat(locale, currency, 2).format(fromCents(cents));
}
