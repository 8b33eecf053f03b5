// Orders as a client and the back office see them, their status history and queries.
import { z } from 'zod';
import { BONUS_OFFERS, ORDER_STATUSES } from 'shared-domain';
import { languageParam } from './common';
import { invoiceSummary, paymentInstructions, vat } from './invoices';

export const orderItem = z.object({
  serviceId: z.string().nullable(),
  /** The service's title in the language asked for (lang). */
  title: z.string(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  totalPrice: z.number(),
  customOptions: z.record(z.string(), z.string()),
});

export const statusChange = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type StatusChange = z.infer<typeof statusChange>;

export const order = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
  subtotal: z.number(),
  bonusApplied: z.number(),
  /** The welcome offer the order was priced with. */
  bonusOffer: z.enum(BONUS_OFFERS),
  /** The net: the subtotal less the bonus or offer, before VAT. */
  cashPayment: z.number(),
  vat,
  /** What the client pays: the net and its VAT. */
  total: z.number(),
  currency: z.string(),
  cancellable: z.boolean(),
  items: z.array(orderItem),
  invoice: invoiceSummary.nullable(),
  payment: paymentInstructions,
});
export type Order = z.infer<typeof order>;

export const checkoutResult = z.object({ order, bonusBalance: z.number() });
export type CheckoutResult = z.infer<typeof checkoutResult>;

export const ordersQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  /** The language the orders' services are named in. */
  lang: languageParam,
});

/** The language an order's services are named in. */
export const orderLangQuery = z.object({ lang: languageParam });

export const orderStatusBody = z.object({ status: z.enum(ORDER_STATUSES) });
