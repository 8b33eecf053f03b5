import type { FormatFunction, FormatterModule } from 'i18next';
import { htmlLangOf, isLanguage } from './languages';

/** One Intl number format per locale: texts interpolate numbers often. */
const formats = new Map<string, Intl.NumberFormat>();

/** A number as a language writes it (ua and cz through their BCP 47 locales uk and cs): 12,500 · 12 500 · 12.500. */
function formatNumberIn(lng: string, value: number): string {
  // Every language here writes 0 to 999 in the same digits without grouping: no Intl formatter (its
  // first use sets ICU up, a long task on a phone) for a cart's count.
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  const locale = isLanguage(lng) ? htmlLangOf(lng) : lng;
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
    typeof value === 'number' && lng ? formatNumberIn(lng, value) : value) as FormatFunction,
};
