import { formatMoney, formatPrice, fromCents, hasAtMostTwoDecimals, sumCents, toCents } from '../money';

describe('cents and euros', () => {
  it.each([
    [10_000, 1_000_000],
    [0.1 + 0.2, 30],
    [19.99, 1_999],
    [10.55, 1_055],
    [0, 0],
  ])('toCents(%p) is %p', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each([
    [1_000_000, 10_000],
    [1_999, 19.99],
    [1, 0.01],
  ])('fromCents(%p) is %p', (cents, amount) => {
    expect(fromCents(cents)).toBe(amount);
  });

  it.each([
    [10, true],
    [10.5, true],
    [10.55, true],
    [10.555, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('hasAtMostTwoDecimals(%p) is %p', (amount, expected) => {
    expect(hasAtMostTwoDecimals(amount)).toBe(expected);
  });

  it('sums cents exactly', () => {
    expect(sumCents([10, 20, 1])).toBe(31);
    expect(sumCents([])).toBe(0);
  });
});

describe('formatting', () => {
  it.each([
    // [cents, locale, price, money]
    [49_000, 'en', '€490', '€490.00'],
    [1_250, 'en', '€12.50', '€12.50'],
    [49_000, 'cs', '490 €', '490,00 €'],
    [123_456_789, 'en', '€1,234,567.89', '€1,234,567.89'],
  ])('%p cents in %s: price %p, money %p', (cents, locale, price, money) => {
    // Intl separates groups and the sign with narrow or no-break spaces; compare with plain spaces.
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(formatPrice(cents, 'EUR', locale))).toBe(price);
    expect(plain(formatMoney(cents, 'EUR', locale))).toBe(money);
  });
});
