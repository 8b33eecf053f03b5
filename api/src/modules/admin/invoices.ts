import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invoices } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { InvoiceRow } from '../invoices/repository';

/** Records the payment of a sent invoice; a draft, paid or void one is a conflict. */
export async function markInvoicePaid(db: Database, invoiceId: string): Promise<InvoiceRow> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw notFound('Invoice not found', 'INVOICE_NOT_FOUND');
  if (invoice.state !== 'sent') throw conflict('INVOICE_NOT_PAYABLE', `An invoice that is ${invoice.state} cannot be marked paid`);
  const [paid] = await db
    .update(invoices)
    .set({ state: 'paid', paidAt: new Date() })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.state, 'sent')))
    .returning();
  return paid!;
}
