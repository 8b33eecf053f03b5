/** The pricing rule of spec 9, in integer cents, shared by the server and the checkout. */

export interface PricingRules {
  /** The most of an order's subtotal the bonus may pay, in percent (20). */
  bonusCapPercent: number;
  /** The least an order is paid in cash, in cents (10 EUR). */
  minCashPaymentCents: number;
}

export const DEFAULT_PRICING_RULES: PricingRules = { bonusCapPercent: 20, minCashPaymentCents: 1000 };

export interface PricingInput {
  subtotalCents: number;
  bonusBalanceCents: number;
  taxesCents?: number;
  feesCents?: number;
}

/** Spec 3's pricing result, in cents. */
export interface PricingResult {
  subtotalCents: number;
  /** The share of the subtotal the bonus may pay at most (20 %). */
  bonusEligibleCents: number;
  bonusAppliedCents: number;
  cashPaymentCents: number;
  taxesCents: number;
  feesCents: number;
  totalCents: number;
}

/**
 * Bonus applied is the smaller of the cap and the balance; if the cash part would fall below the
 * minimum, the bonus shrinks so cash equals the minimum, never below 0 nor above the balance.
 * Total = cash + taxes + fees.
 */
export function calculatePricing(input: PricingInput, rules: PricingRules = DEFAULT_PRICING_RULES): PricingResult {
  const subtotal = Math.max(0, Math.round(input.subtotalCents));
  const balance = Math.max(0, Math.round(input.bonusBalanceCents));
  const taxes = input.taxesCents ?? 0;
  const fees = input.feesCents ?? 0;
  const eligible = Math.floor((subtotal * rules.bonusCapPercent) / 100);
  let applied = Math.min(eligible, balance);
  if (subtotal - applied < rules.minCashPaymentCents) {
    applied = Math.min(Math.max(subtotal - rules.minCashPaymentCents, 0), balance);
  }
  const cash = subtotal - applied;
  return {
    subtotalCents: subtotal,
    bonusEligibleCents: eligible,
    bonusAppliedCents: applied,
    cashPaymentCents: cash,
    taxesCents: taxes,
    feesCents: fees,
    totalCents: cash + taxes + fees,
  };
}
