import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { acceptsMoreBonus, BONUS_CREDIT_TYPES, CANCELLABLE_STATUSES, calculatePricing, moreBonusForOrder, ORDER_CEILING_CENTS, vatAmounts, WELCOME_BONUS_CENTS, type PricingRules } from 'shared-domain';
import type { Database, Transaction } from '../../db/database';
import { centsSum } from '../../db/cents-sum';
import { bonusLedger, invoices, orders, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';

type Executor = Database | Transaction;

export const INVALID_BONUS_AMOUNT = 'Invalid bonus amount';

/** Credits (earned, refunded) add; spent and expired take away. */
const signedAmount = centsSum(sql`case when ${inArray(bonusLedger.type, [...BONUS_CREDIT_TYPES])} then ${bonusLedger.amountCents} else -${bonusLedger.amountCents} end`);

export async function availableBonusCents(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ balance: signedAmount }).from(bonusLedger).where(eq(bonusLedger.userId, userId));
  return row?.balance ?? 0;
}

/** Whether an order that is not cancelled already took the client's threshold discount (once, in full). */
async function thresholdDiscountUsed(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.bonusOffer, 'threshold'), gt(orders.bonusAppliedCents, 0), ne(orders.status, 'cancelled')))
    .limit(1);
  return row !== undefined;
}

/** The checkout's word on the threshold offer before an order is priced: the client's discount is already taken. */
export function isThresholdDiscountUsed(db: Executor, userId: string): Promise<boolean> {
  return thresholdDiscountUsed(db, userId);
}

/**
 * Prices an order for a client with their welcome offer and bonus as they stand (spec 9). Inside a
 * transaction that holds the client's lock, the answer cannot change before the order is written.
 */
export async function pricingForClient(
  db: Executor,
  request: { userId: string; subtotalCents: number; useBonus: boolean; /** a balance to price with instead of the client's */ bonusBalanceCents?: number },
  rules: PricingRules,
) {
  const [user] = await db.select({ offer: users.bonusOffer }).from(users).where(eq(users.id, request.userId));
  if (!user) throw notFound('User not found');
  const [balanceCents, thresholdUsed] = request.useBonus
    ? await Promise.all([
        request.bonusBalanceCents ?? availableBonusCents(db, request.userId),
        user.offer === 'threshold' ? thresholdDiscountUsed(db, request.userId) : false,
      ])
    : [0, false];
  return calculatePricing({ subtotalCents: request.subtotalCents, bonusBalanceCents: balanceCents, offer: user.offer, thresholdUsed }, rules);
}

/** Bonus spent on orders that can still be cancelled (Pending or Confirmed), and so may come back. */
export async function pendingBonusCents(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ pending: centsSum(sql`${bonusLedger.amountCents}`) })
    .from(bonusLedger)
    .innerJoin(orders, eq(orders.id, bonusLedger.orderId))
    .where(and(eq(bonusLedger.userId, userId), eq(bonusLedger.type, 'spent'), inArray(orders.status, [...CANCELLABLE_STATUSES])));
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

/**
 * The bonus an order spends: a 'spent' entry tied to the order, written in the transaction that
 * writes the order's amounts.
 */
export async function spendOnOrder(tx: Transaction, spent: { userId: string; orderId: string; orderNumber: string; amountCents: number; at?: Date }) {
  const [entry] = await tx
    .insert(bonusLedger)
    .values({
      userId: spent.userId,
      type: 'spent',
      amountCents: spent.amountCents,
      reason: 'order',
      description: `Applied to order ${spent.orderNumber}`,
      orderId: spent.orderId,
      ...(spent.at && { createdAt: spent.at }),
    })
    .returning();
  return entry!;
}

/** What a cancelled order spent comes back as a 'refunded' entry (once: a unique index allows one per order). */
export async function refundCancelledOrder(tx: Transaction, order: { id: string; userId: string; number: string; bonusAppliedCents: number }) {
  if (order.bonusAppliedCents <= 0) return;
  await tx.insert(bonusLedger).values({
    userId: order.userId,
    type: 'refunded',
    amountCents: order.bonusAppliedCents,
    reason: 'order',
    description: `Returned from cancelled order ${order.number}`,
    orderId: order.id,
  });
}

export interface ApplyRequest {
  userId: string;
  orderId: string;
  amountCents: number;
}

/**
 * Applies more bonus to one of the client's pending orders: more than 0, at most the available
 * balance and at most what the pricing rule lets that order's real subtotal take. The 'spent' entry,
 * the order's split with its VAT (at the order's rate, on the new net) and its open invoice change
 * together, under the client's and the order's locks. Another client's order, or none, is 'not found'.
 */
export async function applyBonusToOrder(db: Database, request: ApplyRequest, rules: PricingRules) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, request.userId)).for('update');
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
    if (!order || order.userId !== request.userId) throw notFound('Order not found', 'ORDER_NOT_FOUND');
    if (!acceptsMoreBonus(order.status)) throw conflict('ORDER_NOT_PENDING', 'Bonus can be applied only to a pending order');
    // The threshold offer is all or nothing, taken at checkout, and combines with nothing.
    if (order.bonusOffer === 'threshold') throw conflict('OFFER_NOT_COMBINABLE', 'Your welcome offer is applied at checkout and cannot be combined');
    const balance = await availableBonusCents(tx, request.userId);
    const mostForOrder = moreBonusForOrder(order, balance, rules);
    if (request.amountCents <= 0 || request.amountCents > balance || request.amountCents > mostForOrder) {
      throw badRequest('INVALID_BONUS_AMOUNT', INVALID_BONUS_AMOUNT, { available: balance / 100, maximumForOrder: mostForOrder / 100 });
    }
    const bonusAppliedCents = order.bonusAppliedCents + request.amountCents;
    const cashCents = order.subtotalCents - bonusAppliedCents;
    const { vatCents, totalCents } = vatAmounts(cashCents, { treatment: order.vatTreatment, rateBp: order.vatRateBp });
    const invoiced = await tx
      .update(invoices)
      .set({ bonusAppliedCents, netCents: cashCents, vatCents, amountDueCents: totalCents })
      .where(and(eq(invoices.orderId, order.id), eq(invoices.state, 'sent')))
      .returning({ id: invoices.id });
    if (invoiced.length === 0) throw conflict('INVOICE_SETTLED', "This order's invoice is already settled");
    await tx.update(orders).set({ bonusAppliedCents, cashCents, vatCents, totalCents, updatedAt: new Date() }).where(eq(orders.id, order.id));
    const entry = await spendOnOrder(tx, { userId: request.userId, orderId: order.id, orderNumber: order.number, amountCents: request.amountCents });
    return { entry, orderNumber: order.number, balanceCents: balance - request.amountCents };
  });
}

/** Bonus earned for something other than the welcome: an administrator's grant, a referral. */
export async function grantBonus(tx: Executor, grant: { userId: string; amountCents: number; reason: 'admin' | 'referral'; description: string }) {
  const [entry] = await tx.insert(bonusLedger).values({ ...grant, type: 'earned' }).returning();
  return entry!;
}

/**
 * An administrator's grant, at most the largest order the site takes: the contract bounds no amount,
 * and a larger one would leave the bigint column (500) or the exact range of balances.
 */
export async function earnBonus(db: Database, userId: string, amountCents: number, description: string) {
  if (amountCents > ORDER_CEILING_CENTS) {
    throw badRequest('INVALID_BONUS_AMOUNT', `A grant can be at most ${ORDER_CEILING_CENTS / 100} EUR`, { amount: `At most ${ORDER_CEILING_CENTS / 100}` });
  }
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('User not found');
    return grantBonus(tx, { userId, amountCents, reason: 'admin', description });
  });
}

/**
 * An administrator's correction, always a new ledger entry (never an edited balance): a positive
 * amount is granted, a negative one taken back ('spent' with no order), never below a zero balance.
 * The client's row is locked, so two corrections cannot both spend the same balance.
 */
export async function adjustBonus(db: Database, correction: { userId: string; amountCents: number; reason: string }) {
  if (Math.abs(correction.amountCents) > ORDER_CEILING_CENTS) {
    throw badRequest('INVALID_BONUS_AMOUNT', `A correction can be at most ${ORDER_CEILING_CENTS / 100} EUR`, { amount: `At most ${ORDER_CEILING_CENTS / 100}` });
  }
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, correction.userId)).for('update');
    if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
    if (correction.amountCents > 0) return grantBonus(tx, { userId: user.id, amountCents: correction.amountCents, reason: 'admin', description: correction.reason });
    const balance = await availableBonusCents(tx, user.id);
    if (balance + correction.amountCents < 0) {
      throw badRequest('BONUS_BALANCE_TOO_LOW', `The balance is ${balance / 100} EUR; a correction cannot take more`, { amount: `At most ${balance / 100} can be taken back` });
    }
    const [entry] = await tx
      .insert(bonusLedger)
      .values({ userId: user.id, type: 'spent', reason: 'admin', amountCents: -correction.amountCents, description: correction.reason })
      .returning();
    return entry!;
  });
}

/** A client's ledger, newest first, each row with the number of the order it belongs to (if any). */
export async function listTransactions(db: Database, userId: string, limit: number, offset: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({ entry: bonusLedger, orderNumber: orders.number })
      .from(bonusLedger)
      .leftJoin(orders, eq(orders.id, bonusLedger.orderId))
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
    centsSum(sql`case when ${bonusLedger.type} = ${type} then ${bonusLedger.amountCents} else 0 end`);
  return db
    .select({ month, earned: total('earned'), spent: total('spent'), expired: total('expired'), refunded: total('refunded') })
    .from(bonusLedger)
    .where(and(eq(bonusLedger.userId, userId)))
    .groupBy(month)
    .orderBy(desc(month));
}
