import { and, desc, eq, sql } from 'drizzle-orm';
import { fromCents, invoiceStatus } from 'shared-domain';
import type { Database } from '../../db/database';
import { invoices } from '../../db/schema';
import { notFound } from '../../errors';

export type InvoiceRow = typeof invoices.$inferSelect;

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

export function invoiceResponse(row: InvoiceRow) {
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
