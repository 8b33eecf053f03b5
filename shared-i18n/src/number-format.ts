import type { FormatFunction, FormatterModule } from 'i18next';
import { writeWholeNumber } from 'shared-domain/numbers';
import { htmlLangOf, isLanguage } from './languages';

/** One Intl number format per locale, for what shared-domain's table does not write (fractions). */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as a language writes it (ua and cz through their BCP 47 locales uk and cs): 12,500 ·
 * 12 500 · 12.500. Whole numbers by shared-domain's table (no Intl formatter: its first use sets ICU
 * up, a long task on a phone); others by Intl.
 */
export function formatNumber(value: number, lng: string): string {
  const locale = isLanguage(lng) ? htmlLangOf(lng) : lng;
  const written = writeWholeNumber(value, locale);
  if (written !== undefined) return written;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(value);
}

/**
 * i18next's formatter for every interpolated value (with `alwaysFormat`): numbers in the text's
 * language ('Showing 50 of 1 200'); strings, already formatted prices and dates pass unchanged.
 * i18next's own formatter would read ua and cz as unknown locales and group digits the English way.
 */
export const numbersInLanguage: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  // Whatever is not a number goes back as it came: i18next tells a missing value by its undefined.
  format: ((value: unknown, _format: string | undefined, lng: string | undefined) =>
    typeof value === 'number' && lng ? formatNumber(value, lng) : value) as FormatFunction,
};
