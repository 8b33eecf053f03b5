import { derivePrices, orderPriceCents, type PriceEntry } from '../service-prices';

const price = (amountCents: number, currency = 'EUR', isActive = true, kind: PriceEntry['kind'] = 'standard'): PriceEntry => ({ amountCents, currency, isActive, kind });

describe("a service's prices (spec 3)", () => {
  it.each<[string, PriceEntry[], { currency: string; priceFromCents: number; priceProCents?: number }]>([
    ['no prices: 0 in euros', [], { currency: 'EUR', priceFromCents: 0 }],
    ['the lowest active price', [price(149_000), price(99_000), price(49_000, 'EUR', false)], { currency: 'EUR', priceFromCents: 99_000 }],
    ['none active: 0', [price(149_000, 'EUR', false)], { currency: 'EUR', priceFromCents: 0 }],
    ['the active pro price', [price(149_000), price(299_000, 'EUR', true, 'pro')], { currency: 'EUR', priceFromCents: 149_000, priceProCents: 299_000 }],
    ['an inactive pro price is not shown', [price(149_000), price(299_000, 'EUR', false, 'pro')], { currency: 'EUR', priceFromCents: 149_000 }],
    ['the first price names the currency', [price(50_000, 'USD'), price(45_000, 'USD')], { currency: 'USD', priceFromCents: 45_000 }],
    ['a cheaper price in another currency does not count', [price(149_000), price(50_000, 'USD'), price(1_000_000, 'UAH', true, 'pro')], { currency: 'EUR', priceFromCents: 149_000 }],
    ['euros after a first price in dollars do not count', [price(50_000, 'USD'), price(40_000)], { currency: 'USD', priceFromCents: 50_000 }],
  ])('%s', (_case, entries, expected) => {
    expect(derivePrices(entries)).toEqual(expected);
  });
});

describe('what an order charges for a service', () => {
  it.each<[string, PriceEntry[], number | undefined]>([
    ['its lowest active price in euros', [price(149_000), price(99_000)], 99_000],
    ['not a cheaper price in dollars', [price(149_000), price(50_000, 'USD')], 149_000],
    ['nothing without an active price: it cannot be ordered', [price(149_000, 'EUR', false)], undefined],
    ['nothing without prices', [], undefined],
    ['nothing when priced in another currency', [price(50_000, 'USD')], undefined],
  ])('%s', (_case, entries, expected) => {
    expect(orderPriceCents(derivePrices(entries))).toBe(expected);
  });
});
