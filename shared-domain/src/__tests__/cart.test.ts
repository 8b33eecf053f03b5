import { addedQuantity, changedQuantity, lineTotalCents, MAX_LINE_QUANTITY, mergeCartLines, subtotalCents, type CartLine } from '../cart';

const line = (serviceId: string, quantity: number, customOptions: Record<string, string> = {}): CartLine => ({ serviceId, quantity, customOptions });

describe('cart totals (spec 3)', () => {
  it.each([
    [49_000, 1, 49_000],
    [49_000, 3, 147_000],
    [0, 5, 0],
  ])('a line of %p cents × %p is %p', (unit, quantity, total) => {
    expect(lineTotalCents(unit, quantity)).toBe(total);
  });

  it('a subtotal is the sum of the line totals', () => {
    expect(subtotalCents([{ unitPriceCents: 49_000, quantity: 2 }, { unitPriceCents: 1_999, quantity: 1 }])).toBe(99_999);
    expect(subtotalCents([])).toBe(0);
  });
});

describe('quantities (spec 4)', () => {
  it.each([
    ['raising adds', 2, 3, 5],
    ['raising stops at the maximum', 999, 5, MAX_LINE_QUANTITY],
  ])('%s', (_case, current, added, result) => {
    expect(addedQuantity(current, added)).toBe(result);
  });

  it.each([
    [0, 'remove'],
    [-1, 'remove'],
    [1, 1],
    [MAX_LINE_QUANTITY + 1, MAX_LINE_QUANTITY],
  ] as const)('changing to %p gives %p', (quantity, result) => {
    expect(changedQuantity(quantity)).toBe(result);
  });
});

describe('mergeCartLines (spec 4)', () => {
  it.each([
    ['a new service is added at the end', [line('a', 1)], line('b', 2), [line('a', 1), line('b', 2)]],
    ['the same service raises its quantity', [line('a', 1), line('b', 1)], line('a', 2), [line('a', 3), line('b', 1)]],
    ['options merge, the newer winning', [line('a', 1, { tier: 'basic', region: 'EU' })], line('a', 1, { tier: 'pro' }), [line('a', 2, { tier: 'pro', region: 'EU' })]],
    ['quantities stay within the maximum', [line('a', 990)], line('a', 20), [line('a', MAX_LINE_QUANTITY)]],
    ['a new line is capped too', [], line('a', 5_000), [line('a', MAX_LINE_QUANTITY)]],
  ])('%s', (_case, lines, added, result) => {
    expect(mergeCartLines(lines, added)).toEqual(result);
  });

  it('leaves the lines it was given unchanged', () => {
    const lines = [line('a', 1)];
    mergeCartLines(lines, line('a', 1));
    expect(lines).toEqual([line('a', 1)]);
  });
});
