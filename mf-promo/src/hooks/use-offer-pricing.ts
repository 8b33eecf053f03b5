import { useMemo } from 'react';
import { selectCurrentUser, selectSessionStatus, useAppSelector, type ApiError } from 'shared-api';
import type { PricingRulesBody } from 'shared-api/contracts/pricing';
import { calculatePricing, offerForTermsLanguage, toCents, WELCOME_BONUS_CENTS, type BonusOffer, type PricingResult, type PricingRules } from 'shared-domain';
import { useGetCheckoutBonusQuery, useGetPricingRulesQuery } from '../api/promo-api';

export interface OfferPricing {
  /** A signed-in client priced with their own offer, or a visitor shown the offer of the site language. */
  audience: 'client' | 'visitor';
  offer: BonusOffer;
  /**
   * In cents, by shared-domain's rule with the server's parameters; undefined until they (and a
   * client's bonus) have arrived, so nothing shows figures the server would not charge.
   */
  pricing: PricingResult | undefined;
  /** The client's available bonus in EUR, once known; undefined for a visitor. */
  available: number | undefined;
  /** Why the parameters or the client's bonus could not be loaded. */
  error: ApiError | undefined;
  /** Asks again for what failed. */
  retry: () => void;
}

/** The server's parameters (EUR) as the shared rule takes them (cents). */
export const pricingRulesOf = (body: PricingRulesBody): PricingRules => ({ bonusCapPercent: body.bonusCapPercent, minCashPaymentCents: toCents(body.minCashPayment) });

/**
 * An order's pricing with the welcome offer that applies to it (issue 18), by the shared pure rule
 * with the server's parameters (GET /api/pricing, once a session). A signed-in client: their own
 * offer (fixed by the terms they accepted, not by the page's language), bonus and whether their
 * threshold discount was already taken (GET /api/bonus/balance). A visitor: the offer of the site
 * language's terms, with the 10 000 EUR welcome bonus a new client receives. `useBonus` is the
 * percentage offer's choice only: the threshold offer is all or nothing and is always applied when
 * it can be. The server prices the order again when it is placed.
 */
export function useOfferPricing(subtotal: number, language: string, useBonus = true): OfferPricing {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const client = status === 'authenticated' && user !== null;
  const rules = useGetPricingRulesQuery();
  const bonus = useGetCheckoutBonusQuery(undefined, { skip: !client });
  const offer: BonusOffer = client ? user.bonusOffer : offerForTermsLanguage(language);
  // While the bonus is fetched again (after the server said it changed), its old figures are not shown.
  const clientBonus = client ? (bonus.isFetching ? undefined : bonus.data) : null;
  const pricing = useMemo(() => {
    if (!rules.data || clientBonus === undefined) return undefined;
    const balanceCents = clientBonus === null ? WELCOME_BONUS_CENTS : offer === 'threshold' || useBonus ? toCents(clientBonus.available) : 0;
    return calculatePricing(
      { subtotalCents: toCents(subtotal), bonusBalanceCents: balanceCents, offer, thresholdUsed: clientBonus?.thresholdUsed ?? false },
      pricingRulesOf(rules.data),
    );
  }, [rules.data, clientBonus, offer, useBonus, subtotal]);
  const { refetch: refetchRules } = rules;
  const { refetch: refetchBonus } = bonus;
  const retry = () => {
    if (rules.isError) void refetchRules();
    if (client && bonus.isError) void refetchBonus();
  };
  return {
    audience: client ? 'client' : 'visitor',
    offer,
    pricing,
    available: bonus.data?.available,
    error: (rules.error ?? (client ? bonus.error : undefined)) as ApiError | undefined,
    retry,
  };
}
