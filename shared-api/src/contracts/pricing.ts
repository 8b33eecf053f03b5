import { z } from 'zod';
import { eurAmount } from './common';

export const pricingResult = z.object({
  subtotal: z.number(),
  bonusEligible: z.number(),
  bonusApplied: z.number(),
  cashPayment: z.number(),
  taxes: z.number(),
  fees: z.number(),
  total: z.number(),
});
export type PricingResultBody = z.infer<typeof pricingResult>;

export const calculateBody = z.object({
  subtotal: eurAmount.refine((n) => n >= 0, { message: 'Must not be negative' }),
  /** Defaults to the caller's available bonus, 0 when anonymous. */
  bonusBalance: eurAmount.refine((n) => n >= 0, { message: 'Must not be negative' }).optional(),
});

export const estimateBody = z.object({
  items: z
    .array(z.object({ serviceId: z.uuid({ message: 'Must be an id' }), quantity: z.number().int().min(1).max(1000) }))
    .min(1)
    .max(100),
});

export const estimate = z.object({
  subtotal: z.number(),
  currency: z.string(),
  /** The longest delivery of the items, in days. */
  estimatedDeliveryDays: z.number().int(),
  items: z.array(z.object({ serviceId: z.string(), quantity: z.number().int(), unitPrice: z.number(), totalPrice: z.number() })),
});

export const pricingRules = z.object({ bonusCapPercent: z.number(), minCashPayment: z.number(), currency: z.string() });
