// Invoices: the summary an order shows, the whole invoice, and its signed download link.
import { z } from 'zod';
import { BONUS_OFFERS, INVOICE_STATUSES } from 'shared-domain';
import { billingAddress } from './users';

export const invoiceSummary = z.object({
  id: z.string(),
  number: z.string(),
  orderId: z.string(),
  date: z.string(),
  dueDate: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoiceLine = z.object({ description: z.string(), quantity: z.number().int(), unitPrice: z.number(), total: z.number() });
export const invoice = invoiceSummary.extend({
  issuer: z.object({ name: z.string(), address: z.string(), registrationNumber: z.string(), email: z.string() }),
  client: z.object({
    name: z.string(),
    email: z.string(),
    companyName: z.string().nullable(),
    vatId: z.string().nullable(),
    billingAddress: billingAddress.nullable(),
  }),
  lines: z.array(invoiceLine),
  subtotal: z.number(),
  bonusApplied: z.number(),
  bonusOffer: z.enum(BONUS_OFFERS),
  paidAt: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoice>;
export const signedUrl = z.object({ url: z.string(), expiresAt: z.string() });
