import { z } from 'zod';
import { BONUS_ENTRY_KINDS, BONUS_ENTRY_REASONS } from 'shared-domain';
import { positiveEurAmount } from './common';

export const BONUS_TYPES = ['earned', 'spent', 'expired', 'refunded'] as const;

export const bonusTransaction = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.enum(BONUS_TYPES),
  amount: z.number(),
  reason: z.enum(BONUS_ENTRY_REASONS),
  /** What the entry is, for the reader to name in their language (with the order's number where there is one). */
  kind: z.enum(BONUS_ENTRY_KINDS),
  /** The text the entry was written with (an administrator's note on a grant); not for display in the client's language. */
  description: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type BonusTransaction = z.infer<typeof bonusTransaction>;

export const bonusBalance = z.object({
  /** What can be spent now. */
  available: z.number(),
  /** Spent on orders that can still be cancelled, and so may come back. */
  pending: z.number(),
  currency: z.literal('EUR'),
  /** Threshold offer: an order that is not cancelled already took the client's discount (once, in full). */
  thresholdUsed: z.boolean(),
});
export type BonusBalance = z.infer<typeof bonusBalance>;

/** More bonus for one of the client's pending orders: at most what the pricing rule lets its subtotal take (spec 9). */
export const applyBonusBody = z.object({
  amount: positiveEurAmount,
  orderId: z.uuid({ message: 'Must be an id' }),
});

export const earnBonusBody = z.object({
  userId: z.uuid({ message: 'Must be an id' }),
  amount: positiveEurAmount,
  description: z.string().trim().min(1).max(200),
});

export const transactionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const bonusHistoryMonth = z.object({
  month: z.string(),
  earned: z.number(),
  spent: z.number(),
  expired: z.number(),
  refunded: z.number(),
});
