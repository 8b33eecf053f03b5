/** The pricing rule of spec 9, in integer cents, shared by the server and the checkout. */
import type { PricingResultBody } from './contracts/pricing';
import { fromCents } from './money';

export interface PricingRules {
  /** The most of an order's subtotal the bonus may pay, in percent (20). */
  bonusCapPercent: number;
  /** The least an order is paid in cash, in cents (10 EUR). */
  minCashPaymentCents: number;
}

export const DEFAULT_PRICING_RULES: PricingRules = { bonusCapPercent: 20, minCashPaymentCents: 1000 };

/**
 * The two readings of the welcome offer (spec 9): 'percentage' — the bonus pays at most 20 % of an
 * order, at least 10 EUR in cash; 'threshold' — a 10 000 EUR discount on an order over 25 000 EUR,
 * once, in full, not combinable. A client's offer is the one of the terms they accepted.
 */
export const BONUS_OFFERS = ['percentage', 'threshold'] as const;
export type BonusOffer = (typeof BONUS_OFFERS)[number];

/** The terms in these languages promise the threshold offer; every other language, the percentage offer. */
export const THRESHOLD_OFFER_LANGUAGES: readonly string[] = ['ua', 'es', 'cz'];

export function offerForTermsLanguage(language: string): BonusOffer {
  return THRESHOLD_OFFER_LANGUAGES.includes(language) ? 'threshold' : 'percentage';
}

/** The threshold offer: an order must come to more than 25 000 EUR, and the discount is 10 000 EUR. */
export const THRESHOLD_OFFER = { subtotalOverCents: 2_500_000, discountCents: 1_000_000 } as const;

/** Why the threshold offer gives nothing on this order. */
export type ThresholdNote = 'below_threshold' | 'insufficient_balance' | 'already_used';

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

/** A pricing result as the API answers it and the checkout shows it: amounts in EUR. */
export function pricingInEuros(result: PricingResult): PricingResultBody {
  return {
    offer: result.offer,
    subtotal: fromCents(result.subtotalCents),
    bonusEligible: fromCents(result.bonusEligibleCents),
    bonusApplied: fromCents(result.bonusAppliedCents),
    cashPayment: fromCents(result.cashPaymentCents),
    taxes: fromCents(result.taxesCents),
    fees: fromCents(result.feesCents),
    total: fromCents(result.totalCents),
    shortOfThreshold: fromCents(result.shortOfThresholdCents),
    thresholdNote: result.thresholdNote,
  };
}
