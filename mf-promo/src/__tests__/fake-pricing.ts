import { calculatePricing, type BonusOffer } from 'shared-domain';
import type { PricingResultBody } from 'shared-api/contracts/pricing';

/** What POST /api/pricing/calculate answers a signed-in client: the shared rule with their offer, in EUR. */
export function pricingAnswer(body: { subtotal: number; bonusBalance: number }, offer: BonusOffer, thresholdUsed = false): PricingResultBody {
  const r = calculatePricing({ subtotalCents: Math.round(body.subtotal * 100), bonusBalanceCents: Math.round(body.bonusBalance * 100), offer, thresholdUsed });
  return {
    offer: r.offer,
    subtotal: r.subtotalCents / 100,
    bonusEligible: r.bonusEligibleCents / 100,
    bonusApplied: r.bonusAppliedCents / 100,
    cashPayment: r.cashPaymentCents / 100,
    taxes: r.taxesCents / 100,
    fees: r.feesCents / 100,
    total: r.totalCents / 100,
    shortOfThreshold: r.shortOfThresholdCents / 100,
    thresholdNote: r.thresholdNote,
  };
}
