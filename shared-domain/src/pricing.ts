/** The pricing rule of spec 9, in integer cents: the one the server charges and the checkout shows. */
import { THRESHOLD_OFFER, type BonusOffer } from './bonus';

export interface PricingRules {
  /** The most of an order's subtotal the bonus may pay, in percent (20). */
  bonusCapPercent: number;
  /** The least an order is paid in cash, in cents (10 EUR). */
  minCashPaymentCents: number;
}

export const DEFAULT_PRICING_RULES: PricingRules = { bonusCapPercent: 20, minCashPaymentCents: 1000 };

/** Why the threshold offer gives nothing on this order. */
export type ThresholdNote = 'below_threshold' | 'insufficient_balance' | 'already_used';
export const THRESHOLD_NOTES = ['below_threshold', 'insufficient_balance', 'already_used'] as const satisfies readonly ThresholdNote[];

export interface PricingInput {
  subtotalCents: number;
  bonusBalanceCents: number;
  /** The client's offer; 'percentage' when not given (visitors, existing clients). */
  offer?: BonusOffer;
  /** Threshold offer: another order that is not cancelled already took the discount. */
  thresholdUsed?: boolean;
  taxesCents?: number;
  feesCents?: number;
}

/** Spec 3's pricing result, in cents. */
export interface PricingResult {
  offer: BonusOffer;
  subtotalCents: number;
  /** The share of the subtotal the bonus may pay at most (20 %). */
  bonusEligibleCents: number;
  bonusAppliedCents: number;
  cashPaymentCents: number;
  taxesCents: number;
  feesCents: number;
  totalCents: number;
  /** Threshold offer: how much more the order needs for the discount (0 once it is over 25 000 EUR). */
  shortOfThresholdCents: number;
  /** Threshold offer: why no discount applies, when none does. */
  thresholdNote: ThresholdNote | null;
}

/** The percentage offer: at most the cap and the balance, with at least the minimum paid in cash. */
function percentageBonus(subtotal: number, balance: number, rules: PricingRules) {
  const eligible = Math.floor((subtotal * rules.bonusCapPercent) / 100);
  let applied = Math.min(eligible, balance);
  if (subtotal - applied < rules.minCashPaymentCents) {
    applied = Math.min(Math.max(subtotal - rules.minCashPaymentCents, 0), balance);
  }
  return { eligible, applied, shortOfThreshold: 0, note: null };
}

/** The threshold offer: the whole discount on an order over the threshold, or nothing. */
function thresholdDiscount(subtotal: number, balance: number, used: boolean) {
  const { subtotalOverCents, discountCents } = THRESHOLD_OFFER;
  const over = subtotal > subtotalOverCents;
  const note: ThresholdNote | null = !over ? 'below_threshold' : used ? 'already_used' : balance < discountCents ? 'insufficient_balance' : null;
  return {
    eligible: over ? discountCents : 0,
    applied: note === null ? discountCents : 0,
    shortOfThreshold: over ? 0 : subtotalOverCents + 1 - subtotal,
    note,
  };
}

/**
 * Spec 9's pricing of an order in cents, for the client's offer. Percentage: the bonus applied is the
 * smaller of the cap and the balance; if the cash part would fall below the minimum, the bonus
 * shrinks so cash equals the minimum, never below 0 nor above the balance. Threshold: 10 000 EUR off
 * an order over 25 000 EUR, once, in full. Total = cash + taxes + fees.
 */
export function calculatePricing(input: PricingInput, rules: PricingRules = DEFAULT_PRICING_RULES): PricingResult {
  const subtotal = Math.max(0, Math.round(input.subtotalCents));
  const balance = Math.max(0, Math.round(input.bonusBalanceCents));
  const taxes = input.taxesCents ?? 0;
  const fees = input.feesCents ?? 0;
  const offer = input.offer ?? 'percentage';
  const bonus = offer === 'threshold' ? thresholdDiscount(subtotal, balance, input.thresholdUsed ?? false) : percentageBonus(subtotal, balance, rules);
  const cash = subtotal - bonus.applied;
  return {
    offer,
    subtotalCents: subtotal,
    bonusEligibleCents: bonus.eligible,
    bonusAppliedCents: bonus.applied,
    cashPaymentCents: cash,
    taxesCents: taxes,
    feesCents: fees,
    totalCents: cash + taxes + fees,
    shortOfThresholdCents: bonus.shortOfThreshold,
    thresholdNote: bonus.note,
  };
}

/**
 * How much more bonus a pending order on the percentage offer may take after checkout: what the rule
 * lets its subtotal take with the client's balance, less what it took already (never below 0).
 */
export function moreBonusForOrder(
  order: { subtotalCents: number; bonusAppliedCents: number },
  availableBalanceCents: number,
  rules: PricingRules = DEFAULT_PRICING_RULES,
): number {
  const most = calculatePricing({ subtotalCents: order.subtotalCents, bonusBalanceCents: availableBalanceCents + order.bonusAppliedCents }, rules);
  return Math.max(most.bonusAppliedCents - order.bonusAppliedCents, 0);
}

/**
 * The largest order the site takes, in cents (100 000 000 EUR): larger ones go through sales. It keeps
 * every sum of orders far inside exact integer range.
 */
export const ORDER_CEILING_CENTS = 10_000_000_000;

export type OrderAmountProblem = 'below_minimum' | 'too_large';

/** Whether an order's subtotal can be ordered: at least the minimum cash payment, at most the ceiling. */
export function orderAmountProblem(subtotalCents: number, rules: PricingRules = DEFAULT_PRICING_RULES): OrderAmountProblem | null {
  if (subtotalCents < Math.max(rules.minCashPaymentCents, 1)) return 'below_minimum';
  if (subtotalCents > ORDER_CEILING_CENTS) return 'too_large';
  return null;
}
