import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { admin } from 'shared-api/contracts';
import type { InvoiceStatus } from 'shared-domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { invoices, orders, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { paymentInstructions } from '../invoices/issuer';
import { invoiceSummaryResponse, type InvoiceRow } from '../invoices/repository';
import { mails } from '../mail/templates';

type InvoicesQuery = z.output<typeof admin.adminInvoicesQuery>;

/** The stored rows a shown status stands for: Overdue is a sent invoice past its due date. */
function statusCondition(status: InvoiceStatus | undefined, now: Date): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'overdue') return and(eq(invoices.state, 'sent'), lt(invoices.dueAt, now));
  if (status === 'sent') return and(eq(invoices.state, 'sent'), gte(invoices.dueAt, now));
  return eq(invoices.state, status);
}

const SORT_COLUMNS = { date: invoices.issuedAt, dueDate: invoices.dueAt, amount: invoices.amountDueCents } as const;

function invoicesWithClients(db: Database) {
  return db
    .select({ invoice: invoices, orderNumber: orders.number, user: users })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, invoices.userId));
}

function adminInvoiceResponse({ invoice, orderNumber, user }: { invoice: InvoiceRow; orderNumber: string; user: typeof users.$inferSelect }) {
  return {
    ...invoiceSummaryResponse(invoice),
    orderNumber,
    client: { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim(), companyName: user.companyName },
    paidAt: invoice.paidAt?.toISOString() ?? null,
    paymentReference: invoice.paidReference,
  };
}

/** Invoices with their due dates, by status (Overdue included) and by client, invoice or order number. */
export async function listAdminInvoices(db: Database, query: InvoicesQuery, now = new Date()) {
  const pattern = containsPattern(query.search);
  const where = and(
    statusCondition(query.status, now),
    pattern ? or(ilike(invoices.number, pattern), ilike(orders.number, pattern), ilike(users.email, pattern)) : undefined,
  );
  const order = query.direction === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    invoicesWithClients(db).where(where).orderBy(order(SORT_COLUMNS[query.sort]), order(invoices.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).innerJoin(users, eq(users.id, invoices.userId)).where(where),
  ]);
  return { data: rows.map(adminInvoiceResponse), total: total?.n ?? 0 };
}

/** One invoice as the list shows it. */
export async function adminInvoice(db: Database, id: string) {
  const [row] = await invoicesWithClients(db).where(eq(invoices.id, id));
  if (!row) throw notFound('Invoice not found', 'INVOICE_NOT_FOUND');
  return adminInvoiceResponse(row);
}

/**
 * Records the payment of a sent (or Overdue) invoice: the day the transfer arrived and its reference.
 * A draft, paid or void one is a conflict; the day cannot be in the future or before the invoice.
 */
export async function markInvoicePaid(db: Database, invoiceId: string, payment: z.output<typeof admin.invoicePaymentBody>, now = new Date()): Promise<InvoiceRow> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw notFound('Invoice not found', 'INVOICE_NOT_FOUND');
  if (invoice.state !== 'sent') throw conflict('INVOICE_NOT_PAYABLE', `An invoice that is ${invoice.state} cannot be marked paid`);
  const paidAt = new Date(`${payment.paidOn}T12:00:00Z`);
  const issuedDay = invoice.issuedAt.toISOString().slice(0, 10);
  if (payment.paidOn > now.toISOString().slice(0, 10) || payment.paidOn < issuedDay) {
    throw badRequest('VALIDATION_ERROR', `The payment date must be between the invoice date (${issuedDay}) and today`, { paidOn: 'Between the invoice date and today' });
  }
  const [paid] = await db
    .update(invoices)
    .set({ state: 'paid', paidAt, paidReference: payment.reference })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.state, 'sent')))
    .returning();
  if (!paid) throw conflict('INVOICE_NOT_PAYABLE', 'The invoice changed meanwhile; reload it');
  return paid;
}


/**
 * Sends an invoice to its client again, in the client's language, with how to pay it and the way to its
 * PDF. A void invoice is not sent: there is nothing to pay.
 */
export async function sendInvoiceAgain(app: FastifyInstance, invoiceId: string) {
  const [row] = await invoicesWithClients(app.db).where(eq(invoices.id, invoiceId));
  if (!row) throw notFound('Invoice not found', 'INVOICE_NOT_FOUND');
  if (row.invoice.state === 'void') throw conflict('INVOICE_VOID', 'A void invoice is not sent');
  const { invoice, user, orderNumber } = row;
  const language = user.preferredLanguage;
  const link = `${app.config.publicUrl}/${language}/account/invoices`;
  await app.mailer.send(mails.invoiceAgain(user.email, user.firstName, { ...invoice, payment: paymentInstructions(invoice.issuer, orderNumber) }, link, language));
  return adminInvoiceResponse(row);
}
