/**
 * Spec 3's prices of a service, derived from its price list, and what an order charges for it.
 *
 * A service's currency is its first price's (EUR without prices); priceFrom is its lowest active
 * price in that currency (0 if none), pricePro its active 'pro' price in that currency. A lowest
 * price across currencies would compare dollars with euros: a service at 1 490 EUR with a 500 USD
 * price would start "from 500" and be charged 500 EUR.
 */

/** One entry of a service's price list, in integer cents of its currency. */
export interface PriceEntry {
  amountCents: number;
  currency: string;
  isActive: boolean;
  kind: 'standard' | 'pro';
}

export interface ServicePrices {
  currency: string;
  priceFromCents: number;
  priceProCents?: number;
}

/** Orders, carts and invoices are in euros. */
export const ORDER_CURRENCY = 'EUR';

/** A service's currency, priceFrom and pricePro from its price list, in the list's order. */
export function derivePrices(entries: readonly PriceEntry[]): ServicePrices {
  const currency = entries[0]?.currency ?? ORDER_CURRENCY;
  const active = entries.filter((entry) => entry.isActive && entry.currency === currency);
  const pro = active.find((entry) => entry.kind === 'pro');
  return {
    currency,
    priceFromCents: active.length > 0 ? Math.min(...active.map((entry) => entry.amountCents)) : 0,
    ...(pro && { priceProCents: pro.amountCents }),
  };
}

/**
 * What one of a service costs in an order: its priceFrom, when that is a price in euros. A service
 * without an active price (it would be free) or priced in another currency cannot be ordered.
 */
export function orderPriceCents(prices: ServicePrices): number | undefined {
  return prices.currency === ORDER_CURRENCY && prices.priceFromCents > 0 ? prices.priceFromCents : undefined;
}
