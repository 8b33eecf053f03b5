import { and, eq, sql } from 'drizzle-orm';
import { invoiceDueAt, lineTotalCents, type IssuerCountry, type PricingResult } from 'shared-domain';
import type { Transaction } from '../../db/database';
import { invoiceSeries, invoices, type BillingSnapshot } from '../../db/schema';
import { ISSUERS } from './issuer';
import type { VatColumns } from './vat';

/** The next invoice number of the year's series, taken under the series row's lock. */
async function nextInvoiceNumber(tx: Transaction, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceSeries.year, set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceSeries.lastNumber });
  return `INV-${year}-${String(row!.lastNumber).padStart(6, '0')}`;
}

export interface InvoiceRequest {
  orderId: string;
  userId: string;
  billing: BillingSnapshot;
  /** The entity that invoices the client (shared-domain's vat rule). */
  issuer: IssuerCountry;
  lines: ReadonlyArray<{ serviceId: string; title: string; quantity: number; unitPriceCents: number }>;
  pricing: Pick<PricingResult, 'subtotalCents' | 'bonusAppliedCents' | 'offer' | 'cashPaymentCents'>;
  /** The order's VAT on the net. */
  vat: VatColumns;
  language: string;
  issuedAt: Date;
}

/** Issues the invoice of a new order for its net and VAT, numbered in the year's series, due after the payment term. */
export async function issueInvoice(tx: Transaction, request: InvoiceRequest) {
  const { totalCents, ...vat } = request.vat;
  await tx.insert(invoices).values({
    number: await nextInvoiceNumber(tx, request.issuedAt.getUTCFullYear()),
    orderId: request.orderId,
    userId: request.userId,
    issuer: ISSUERS[request.issuer],
    client: request.billing,
    lines: request.lines.map((line) => ({
      serviceId: line.serviceId,
      description: line.title,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      totalCents: lineTotalCents(line.unitPriceCents, line.quantity),
    })),
    subtotalCents: request.pricing.subtotalCents,
    bonusAppliedCents: request.pricing.bonusAppliedCents,
    bonusOffer: request.pricing.offer,
    netCents: request.pricing.cashPaymentCents,
    ...vat,
    amountDueCents: totalCents,
    language: request.language,
    issuedAt: request.issuedAt,
    dueAt: invoiceDueAt(request.issuedAt),
  });
}

/** A cancelled order's unpaid invoice becomes void. */
export async function voidUnpaidInvoice(tx: Transaction, orderId: string) {
  await tx
    .update(invoices)
    .set({ state: 'void' })
    .where(and(eq(invoices.orderId, orderId), eq(invoices.state, 'sent')));
}
