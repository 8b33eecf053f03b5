import { and, desc, eq, sql } from 'drizzle-orm';
import { fromCents, invoiceStatus } from 'shared-domain';
import type { Database } from '../../db/database';
import { invoices, orderItems, orders } from '../../db/schema';
import { notFound } from '../../errors';
import { findUserById } from '../accounts/repository';
import { serviceTitles } from '../catalogue/repository';
import { paymentInstructions } from './issuer';
import { vatResponse } from './vat';

export type InvoiceRow = typeof invoices.$inferSelect;
/** An invoice as its reader gets it: lines named in their language, and its order's number, which makes the payment reference. */
export type ReadableInvoice = InvoiceRow & { orderNumber: string };

export function invoiceSummaryResponse(row: InvoiceRow) {
  return {
    id: row.id,
    number: row.number,
    orderId: row.orderId,
    date: row.issuedAt.toISOString(),
    dueDate: row.dueAt.toISOString(),
    amount: fromCents(row.amountDueCents),
    currency: row.currency,
    status: invoiceStatus(row.state, row.dueAt),
  };
}

/**
 * The services a line bills: its own serviceId, or for a line issued before lines kept one, the
 * order's item it was written from (the same stored title).
 */
async function lineServiceIds(db: Database, row: InvoiceRow): Promise<Array<string | undefined>> {
  if (row.lines.every((line) => line.serviceId)) return row.lines.map((line) => line.serviceId);
  const items = await db.select({ serviceId: orderItems.serviceId, title: orderItems.title }).from(orderItems).where(eq(orderItems.orderId, row.orderId));
  return row.lines.map((line) => line.serviceId ?? items.find((item) => item.title === line.description)?.serviceId ?? undefined);
}

/**
 * The invoice with each line named by its service's title in a language (the stored description, in
 * the language of the checkout, only names a service that no longer exists), and its order's number.
 */
export async function invoiceInLanguage(db: Database, row: InvoiceRow, lang: string): Promise<ReadableInvoice> {
  const serviceIds = await lineServiceIds(db, row);
  const [titles, [order]] = await Promise.all([
    serviceTitles(db, serviceIds.filter((id): id is string => id !== undefined), lang),
    db.select({ number: orders.number }).from(orders).where(eq(orders.id, row.orderId)),
  ]);
  return {
    ...row,
    orderNumber: order!.number,
    lines: row.lines.map((line, index) => {
      const title = titles.get(serviceIds[index] ?? '')?.title;
      return title ? { ...line, description: title } : line;
    }),
  };
}

/** The language an invoice PDF is written in when no other is asked for: its client's preferred language. */
export async function invoiceLanguage(db: Database, row: InvoiceRow): Promise<string> {
  return (await findUserById(db, row.userId))?.preferredLanguage ?? row.language;
}

/** An invoice as the API answers it, with how to pay it; read it first with invoiceInLanguage. */
export function invoiceResponse(row: ReadableInvoice) {
  return {
    ...invoiceSummaryResponse(row),
    issuer: row.issuer,
    client: row.client,
    lines: row.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: fromCents(line.unitPriceCents),
      total: fromCents(line.totalCents),
    })),
    subtotal: fromCents(row.subtotalCents),
    bonusApplied: fromCents(row.bonusAppliedCents),
    bonusOffer: row.bonusOffer,
    net: fromCents(row.netCents),
    vat: vatResponse(row),
    payment: paymentInstructions(row.issuer, row.orderNumber),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** A client's invoice (or anyone's, for an admin); another client's invoice is 'not found'. */
export async function getInvoiceRow(db: Database, id: string, ownerId?: string): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(ownerId === undefined ? eq(invoices.id, id) : and(eq(invoices.id, id), eq(invoices.userId, ownerId)));
  if (!row) throw notFound('Invoice not found', 'INVOICE_NOT_FOUND');
  return row;
}

export async function listInvoices(db: Database, userId: string, limit: number, offset: number) {
  const [rows, [count]] = await Promise.all([
    db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issuedAt)).limit(limit).offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(invoices).where(eq(invoices.userId, userId)),
  ]);
  return { data: rows.map(invoiceSummaryResponse), total: count?.total ?? 0 };
}
