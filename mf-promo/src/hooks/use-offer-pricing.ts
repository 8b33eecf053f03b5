import { useMemo } from 'react';
import { selectCurrentUser, selectSessionStatus, useAppSelector } from 'shared-api';
import { pricingInEuros, type PricingResultBody } from 'shared-api/contracts/pricing';
import { calculatePricing, fromCents, offerForTermsLanguage, THRESHOLD_OFFER, toCents, type BonusOffer } from 'shared-domain';
import { useConfirmPricingQuery, useGetCheckoutBonusQuery } from '../api/promo-api';

export interface OfferPricing {
  /** A signed-in client priced with their own offer, or a visitor shown the offer of the site language. */
  audience: 'client' | 'visitor';
  offer: BonusOffer;
  /** In EUR, as the server answers it. */
  pricing: PricingResultBody;
  /** The client's available bonus, once known; undefined for a visitor. */
  available: number | undefined;
  /** The client's balance has arrived, so the figures are theirs. */
  ready: boolean;
}


/**
 * An order's pricing with the welcome offer that applies to it (issue 18). A signed-in client: their
 * own offer (fixed by the terms they accepted, not by the page's language) and bonus, by the shared
 * pure rule at once, then as the server confirms it (the server also knows whether the threshold
 * discount was already taken). A visitor: the offer of the site language's terms, with the 10 000 EUR
 * welcome bonus a new client receives. `useBonus` is the percentage offer's choice only: the
 * threshold offer is all or nothing and is always applied when it can be.
 */
export function useOfferPricing(subtotal: number, language: string, useBonus = true): OfferPricing {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const client = status === 'authenticated' && user !== null;
  const bonus = useGetCheckoutBonusQuery(undefined, { skip: !client });
  const ownOffer: BonusOffer = client ? user.bonusOffer : offerForTermsLanguage(language);
  const balance = !client ? fromCents(THRESHOLD_OFFER.discountCents) : ownOffer === 'threshold' || useBonus ? (bonus.data?.available ?? 0) : 0;
  const local = useMemo(
    () => calculatePricing({ subtotalCents: toCents(subtotal), bonusBalanceCents: toCents(balance), offer: ownOffer }),
    [subtotal, balance, ownOffer],
  );
  const confirmed = useConfirmPricingQuery({ subtotal, bonusBalance: balance }, { skip: !client || !bonus.data });
  // currentData: the answer for these figures, never the previous ones while the next is on its way.
  const pricing = confirmed.currentData ?? pricingInEuros(local);
  return { audience: client ? 'client' : 'visitor', offer: pricing.offer, pricing, available: bonus.data?.available, ready: !client || bonus.data !== undefined };
}
