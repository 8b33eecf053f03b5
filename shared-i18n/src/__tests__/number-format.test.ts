import { htmlLangOf, LANGUAGES } from '../languages';
import { numbersInLanguage } from '../number-format';

const format = (value: unknown, lng: string) => (numbersInLanguage.format as (value: unknown, format: undefined, lng: string) => unknown)(value, undefined, lng);

describe('numbers in the text’s language', () => {
  // Whole numbers are written by shared-domain's table, not Intl: they must read exactly as Intl writes them.
  it.each(LANGUAGES.flatMap((lng) => [0, 1, 7, 42, 999, 1000, 12_500, 1_234_567, 2.5, -3].map((value) => [lng, value] as const)))(
    'writes %s %p as Intl does for the language',
    (lng, value) => {
      expect(format(value, lng)).toBe(new Intl.NumberFormat(htmlLangOf(lng)).format(value));
    },
  );

  it('groups digits the language’s way (ua and cz by their locales)', () => {
    expect(format(12_500, 'en')).toBe('12,500');
    expect(format(12_500, 'ua')).toBe('12\u00a0500');
    expect(format(12_500, 'cz')).toBe('12\u00a0500');
    expect(format(12_500, 'nl')).toBe('12.500');
  });

  it('passes whatever is not a number unchanged', () => {
    expect(format('12 500 EUR', 'en')).toBe('12 500 EUR');
    expect(format(undefined, 'en')).toBeUndefined();
  });
});
