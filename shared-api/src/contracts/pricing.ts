import { z } from 'zod';
import { BONUS_OFFERS, fromCents, MAX_LINE_QUANTITY, MAX_ORDER_LINES, THRESHOLD_NOTES, type PricingResult } from 'shared-domain';
import { eurAmount } from './common';

export const pricingResult = z.object({
  offer: z.enum(BONUS_OFFERS),
  subtotal: z.number(),
  bonusEligible: z.number(),
  bonusApplied: z.number(),
  cashPayment: z.number(),
  taxes: z.number(),
  fees: z.number(),
  total: z.number(),
  /** Threshold offer: how much more the order needs for the discount. */
  shortOfThreshold: z.number(),
  thresholdNote: z.enum(THRESHOLD_NOTES).nullable(),
});
export type PricingResultBody = z.infer<typeof pricingResult>;

export const calculateBody = z.object({
  subtotal: eurAmount.refine((n) => n >= 0, { message: 'Must not be negative' }),
  /** Defaults to the caller's available bonus, 0 when anonymous. */
  bonusBalance: eurAmount.refine((n) => n >= 0, { message: 'Must not be negative' }).optional(),
  /** A visitor's preview of an offer; a signed-in client is always priced with their own. */
  offer: z.enum(BONUS_OFFERS).optional(),
});

export const estimateBody = z.object({
  items: z
    .array(z.object({ serviceId: z.uuid({ message: 'Must be an id' }), quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }))
    .min(1)
    .max(MAX_ORDER_LINES),
});

export const estimate = z.object({
  subtotal: z.number(),
  currency: z.string(),
  /** The longest delivery of the items, in days. */
  estimatedDeliveryDays: z.number().int(),
  items: z.array(z.object({ serviceId: z.string(), quantity: z.number().int(), unitPrice: z.number(), totalPrice: z.number() })),
});

/** The server's pricing parameters (GET /api/pricing): amounts in EUR, unlike shared-domain's PricingRules in cents. */
export const pricingRules = z.object({ bonusCapPercent: z.number(), minCashPayment: z.number(), currency: z.string() });
export type PricingRulesBody = z.infer<typeof pricingRules>;

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
