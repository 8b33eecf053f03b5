import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { htmlLangOf, isLanguage } from 'shared-api/contracts';
import { fromCents, isCancellable } from 'shared-domain';
import type { Database } from '../../db/database';
import { invoices, orderItems, orders, orderStatusHistory, type OrderStatus } from '../../db/schema';
import { notFound } from '../../errors';
import { serviceTitles } from '../catalogue/repository';
import { issuerFor, paymentInstructions } from '../invoices/issuer';
import { invoiceSummaryResponse } from '../invoices/repository';
import { vatResponse } from '../invoices/vat';

type OrderRow = typeof orders.$inferSelect;

/**
 * Orders as a reader sees them: each item named by its service in the reader's language (the title
 * stored with the item, in the language of the checkout, names only a service that no longer exists),
 * with its VAT and how to pay it: to the account of the entity its invoice names.
 */
export async function orderResponses(db: Database, rows: OrderRow[], lang: string) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [items, orderInvoices] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db.select().from(invoices).where(inArray(invoices.orderId, ids)),
  ]);
  const titles = await serviceTitles(db, items.flatMap((item) => (item.serviceId ? [item.serviceId] : [])), lang);
  const titleOf = (item: (typeof items)[number]) => (item.serviceId && titles.get(item.serviceId)?.title) || item.title;
  return rows.map((row) => {
    const invoice = orderInvoices.find((candidate) => candidate.orderId === row.id);
    return {
      id: row.id,
      number: row.number,
      date: row.createdAt.toISOString(),
      status: row.status,
      subtotal: fromCents(row.subtotalCents),
      bonusApplied: fromCents(row.bonusAppliedCents),
      bonusOffer: row.bonusOffer,
      cashPayment: fromCents(row.cashCents),
      vat: vatResponse(row),
      total: fromCents(row.totalCents),
      currency: row.currency,
      cancellable: isCancellable(row.status),
      items: items
        .filter((item) => item.orderId === row.id)
        .map((item) => ({
          serviceId: item.serviceId,
          title: titleOf(item),
          unitPrice: fromCents(item.unitPriceCents),
          quantity: item.quantity,
          totalPrice: fromCents(item.unitPriceCents * item.quantity),
          customOptions: item.customOptions,
        }))
        .sort((a, b) => a.title.localeCompare(b.title, isLanguage(lang) ? htmlLangOf(lang) : undefined)),
      invoice: invoice ? invoiceSummaryResponse(invoice) : null,
      payment: paymentInstructions(invoice?.issuer ?? issuerFor(row.billing), row.number),
    };
  });
}

/**
 * One order of a client (or of anyone, for an admin: ownerId undefined), its services named in a
 * language; another client's order is 'not found'.
 */
export async function getOrder(db: Database, id: string, ownerId: string | undefined, lang: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(ownerId === undefined ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, ownerId)));
  if (!row) throw notFound('Order not found', 'ORDER_NOT_FOUND');
  return (await orderResponses(db, [row], lang))[0]!;
}

export async function listOrders(db: Database, filter: { userId?: string; status?: OrderStatus; limit: number; offset: number }, lang: string) {
  const where = and(
    filter.userId === undefined ? undefined : eq(orders.userId, filter.userId),
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
  );
  const [rows, [count]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(filter.limit).offset(filter.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { data: await orderResponses(db, rows, lang), total: count?.total ?? 0 };
}

export async function orderHistory(db: Database, id: string, ownerId?: string) {
  const [owned] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(ownerId === undefined ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, ownerId)));
  if (!owned) throw notFound('Order not found', 'ORDER_NOT_FOUND');
  const rows = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id)).orderBy(asc(orderStatusHistory.changedAt));
  return rows.map((row) => ({ from: row.fromStatus, to: row.toStatus, changedBy: row.changedBy, changedAt: row.changedAt.toISOString() }));
}
