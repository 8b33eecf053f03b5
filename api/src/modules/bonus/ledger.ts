import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { calculatePricing, type PricingRules } from 'shared-api/src/pricing';
import type { Database, Transaction } from '../../db/database';
import { bonusLedger, orders, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';

type Executor = Database | Transaction;

/** The welcome bonus every verified client receives once (spec 9: 10 000 EUR). */
export const WELCOME_BONUS_CENTS = 1_000_000;
export const INVALID_BONUS_AMOUNT = 'Invalid bonus amount';

/** earned and refunded add; spent and expired take away. */
const signedAmount = sql<number>`coalesce(sum(case when ${bonusLedger.type} in ('earned', 'refunded') then ${bonusLedger.amountCents} else -${bonusLedger.amountCents} end), 0)::int`;

export async function availableBonusCents(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ balance: signedAmount }).from(bonusLedger).where(eq(bonusLedger.userId, userId));
  return row?.balance ?? 0;
}

/** Bonus spent on orders that can still be cancelled (Pending or Confirmed), and so may come back. */
export async function pendingBonusCents(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ pending: sql<number>`coalesce(sum(${bonusLedger.amountCents}), 0)::int` })
    .from(bonusLedger)
    .innerJoin(orders, eq(orders.id, bonusLedger.orderId))
    .where(and(eq(bonusLedger.userId, userId), eq(bonusLedger.type, 'spent'), inArray(orders.status, ['pending', 'confirmed'])));
  return row?.pending ?? 0;
}

/** Grants the welcome bonus unless the client already has it (a unique index makes it once, even in a race). */
export async function grantWelcomeBonus(tx: Executor, userId: string): Promise<boolean> {
  const inserted = await tx
    .insert(bonusLedger)
    .values({ userId, type: 'earned', amountCents: WELCOME_BONUS_CENTS, reason: 'welcome', description: 'Welcome bonus' })
    .onConflictDoNothing()
    .returning({ id: bonusLedger.id });
  return inserted.length > 0;
}

export interface SpendRequest {
  userId: string;
  amountCents: number;
  orderSubtotalCents: number;
  orderId?: string;
  description?: string;
}

/**
 * Spends bonus on an order: more than 0, at most the available balance and at most what the pricing
 * rule lets that order take. The client's row is locked so concurrent spends cannot overspend.
 */
export async function spendBonus(db: Database, request: SpendRequest, rules: PricingRules) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, request.userId)).for('update');
    if (!user) throw notFound('User not found');
    const balance = await availableBonusCents(tx, request.userId);
    const cap = calculatePricing({ subtotalCents: request.orderSubtotalCents, bonusBalanceCents: balance }, rules).bonusAppliedCents;
    if (request.amountCents <= 0 || request.amountCents > balance || request.amountCents > cap) {
      throw badRequest('INVALID_BONUS_AMOUNT', INVALID_BONUS_AMOUNT, { available: balance / 100, maximumForOrder: cap / 100 });
    }
    const [entry] = await tx
      .insert(bonusLedger)
      .values({
        userId: request.userId,
        type: 'spent',
        amountCents: request.amountCents,
        reason: 'order',
        description: request.description ?? 'Applied to an order',
        orderId: request.orderId,
      })
      .returning();
    return { entry: entry!, balanceCents: balance - request.amountCents };
  });
}

export async function earnBonus(db: Database, userId: string, amountCents: number, description: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('User not found');
    const [entry] = await tx.insert(bonusLedger).values({ userId, type: 'earned', amountCents, reason: 'admin', description }).returning();
    return entry!;
  });
}

export async function listTransactions(db: Database, userId: string, limit: number, offset: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(bonusLedger)
      .where(eq(bonusLedger.userId, userId))
      .orderBy(desc(bonusLedger.createdAt), desc(bonusLedger.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(bonusLedger).where(eq(bonusLedger.userId, userId)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Totals per calendar month, newest first. */
export async function monthlyHistory(db: Database, userId: string) {
  const month = sql<string>`to_char(date_trunc('month', ${bonusLedger.createdAt} at time zone 'UTC'), 'YYYY-MM')`;
  const total = (type: string) =>
    sql<number>`coalesce(sum(case when ${bonusLedger.type} = ${type} then ${bonusLedger.amountCents} else 0 end), 0)::int`;
  return db
    .select({ month, earned: total('earned'), spent: total('spent'), expired: total('expired'), refunded: total('refunded') })
    .from(bonusLedger)
    .where(and(eq(bonusLedger.userId, userId)))
    .groupBy(month)
    .orderBy(desc(month));
}
