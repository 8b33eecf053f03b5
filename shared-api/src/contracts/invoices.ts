// Invoices: the summary an order shows, the whole invoice, the VAT and payment instructions an order and its invoice carry, and the signed download link.
import { z } from 'zod';
import { BONUS_OFFERS, INVOICE_STATUSES, VAT_TREATMENTS } from 'shared-domain';
import { billingAddress } from './users';

/**
 * An order's or invoice's VAT (shared-domain's rule): the treatment (null on orders placed before VAT
 * was charged), the rate in basis points (2100 = 21 %), the amount in EUR, and reverse charge.
 */
export const vat = z.object({
  treatment: z.enum(VAT_TREATMENTS).nullable(),
  rateBasisPoints: z.number().int(),
  amount: z.number(),
  reverseCharge: z.boolean(),
});
export type Vat = z.infer<typeof vat>;

/** How an order is paid: by bank transfer to the invoicing entity's account, quoting the reference. */
export const paymentInstructions = z.object({
  method: z.literal('bank_transfer'),
  iban: z.string(),
  bic: z.string(),
  beneficiary: z.string(),
  /** The order's ISO 11649 creditor reference, the same every time. */
  reference: z.string(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructions>;

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
  issuer: z.object({ name: z.string(), address: z.string(), registrationNumber: z.string(), email: z.string(), iban: z.string(), bic: z.string() }),
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
  /** The subtotal less the bonus or offer, before VAT; amount is the net and its VAT. */
  net: z.number(),
  vat,
  payment: paymentInstructions,
  paidAt: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoice>;
export const signedUrl = z.object({ url: z.string(), expiresAt: z.string() });
