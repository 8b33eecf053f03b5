import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { admin } from 'shared-api/contracts';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { orders, orderStatusHistory, users } from '../../db/schema';
import { notFound } from '../../errors';
import { orderResponses } from '../orders/repository';

type OrdersQuery = z.output<typeof admin.adminOrdersQuery>;
type OrderRow = typeof orders.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The clients of some orders, by id, as the back office names them. */
async function clientsOf(db: Database, rows: OrderRow[]) {
  const ids = [...new Set(rows.map((row) => row.userId))];
  if (ids.length === 0) return new Map<string, z.output<typeof admin.orderClient>>();
  const found = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, companyName: users.companyName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((user) => [user.id, { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim(), companyName: user.companyName }]));
}

async function withClients(db: Database, rows: OrderRow[], lang: string) {
  const [responses, clients] = await Promise.all([orderResponses(db, rows, lang), clientsOf(db, rows)]);
  return responses.map((response, index) => ({ ...response, client: clients.get(rows[index]!.userId)! }));
}

/** Every client's orders: by status, by part of the client's e-mail or name or the order number, by day placed. */
export async function listAdminOrders(db: Database, query: OrdersQuery) {
  const pattern = containsPattern(query.search);
  const conditions: Array<SQL | undefined> = [
    query.status ? eq(orders.status, query.status) : undefined,
    pattern
      ? or(ilike(orders.number, pattern), ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.companyName, pattern))
      : undefined,
    query.from ? gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    // `to` is a whole day: orders before the next midnight.
    query.to ? lt(orders.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
  ];
  const where = and(...conditions);
  const order = query.direction === 'asc' ? asc : desc;
  const sortColumn = query.sort === 'total' ? orders.totalCents : orders.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(order(sortColumn), order(orders.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { data: await withClients(db, rows.map((row) => row.order), query.lang), total: total?.n ?? 0 };
}

/** One order as staff see it: its client and its status history with who made each change. */
export async function adminOrderDetail(db: Database, id: string, lang: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound('Order not found', 'ORDER_NOT_FOUND');
  const [[order], history] = await Promise.all([
    withClients(db, [row], lang),
    db
      .select({ from: orderStatusHistory.fromStatus, to: orderStatusHistory.toStatus, changedBy: orderStatusHistory.changedBy, changedAt: orderStatusHistory.changedAt, email: users.email })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.changedAt)),
  ]);
  return {
    ...order!,
    history: history.map((entry) => ({ from: entry.from, to: entry.to, changedBy: entry.changedBy, changedByEmail: entry.email, changedAt: entry.changedAt.toISOString() })),
  };
}
