import { writeEuros, writeWholeNumber } from '../numbers';

/** The locales the site's eight languages write in (ua and cz as uk and cs). */
const LOCALES = ['en', 'uk', 'ru', 'es', 'pl', 'lt', 'nl', 'cs'];

/** Whole numbers around every grouping boundary, both signs, and some that are not round. */
const WHOLE = [0, -0, 1, 7, 12, 999, 1_000, 1_234, 9_999, 10_000, 12_345, 99_999, 100_000, 123_456, 999_999, 1_000_000, 1_234_567, 98_765_432, 1_234_567_890, Number.MAX_SAFE_INTEGER];
const WHOLE_BOTH_SIGNS = [...WHOLE, ...WHOLE.filter((value) => value !== 0).map((value) => -value)];

/** Cents: whole euros, odd cents, one-digit cents, and the same around the grouping boundaries. */
const CENTS = [...new Set([0, -0, 1, 5, 10, 99, 100, 150, 1_005, 49_000, 99_999, 100_000, 123_450, 999_999, 1_000_000, 1_234_567, 123_456_789, 10_000_000_000].flatMap((value) => (value === 0 ? [value] : [value, -value])))];

const intlEuros = (locale: string, minimumFractionDigits: 0 | 2) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', currencyDisplay: 'narrowSymbol', minimumFractionDigits, maximumFractionDigits: 2 });

describe('the eight languages write numbers as Intl does', () => {
  it.each(LOCALES)('whole numbers in %s', (locale) => {
    const intl = new Intl.NumberFormat(locale);
    for (const value of WHOLE_BOTH_SIGNS) expect([value, writeWholeNumber(value, locale)]).toEqual([value, intl.format(value)]);
  });

  it.each(LOCALES)('euro amounts in %s, always with cents', (locale) => {
    const intl = intlEuros(locale, 2);
    for (const cents of CENTS) expect([cents, writeEuros(cents, locale, 'always')]).toEqual([cents, intl.format(cents / 100)]);
  });

  it.each(LOCALES)('euro amounts in %s, without cents when whole', (locale) => {
    for (const cents of CENTS) {
      const intl = intlEuros(locale, cents % 100 === 0 ? 0 : 2);
      expect([cents, writeEuros(cents, locale, 'unless-whole')]).toEqual([cents, intl.format(cents / 100)]);
    }
  });

  it('a thousand random amounts agree with Intl in every language', () => {
    let seed = 17;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 1_000; i += 1) {
      const cents = (next() % 2_000_000_000) - 1_000_000_000;
      for (const locale of LOCALES) expect([cents, locale, writeEuros(cents, locale, 'always')]).toEqual([cents, locale, intlEuros(locale, 2).format(cents / 100)]);
    }
  });
});

describe('what the table leaves to Intl', () => {
  it.each([
    ['a locale it does not know', 1_234, 'fr'],
    ['a fraction', 12.5, 'en'],
    ['a number beyond 2^53', 2 ** 53, 'en'],
    ['not a number', Number.NaN, 'en'],
  ])('%s', (_case, value, locale) => {
    expect(writeWholeNumber(value, locale)).toBeUndefined();
    expect(writeEuros(value, locale, 'always')).toBeUndefined();
  });
});
