import { asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { admin } from 'shared-api/contracts';
import { fromCents, type BonusOffer } from 'shared-domain';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { auditLog, orders, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { revokeAllSessions } from '../auth/refresh-tokens';
import { availableBonusCents, listTransactions } from '../bonus/ledger';
import { transactionResponse } from '../bonus/routes';
import type { UserRow } from '../accounts/repository';

export function adminUserResponse(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isEmailVerified: user.isEmailVerified,
    bonusOffer: user.bonusOffer,
    termsVersion: user.termsVersion,
    termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Accounts newest first, optionally those whose email or name contains `search` (taken literally). */
/** The clients list's orders: newest first by default, or by e-mail, or by family name then given name. */
const USER_ORDER = {
  date: [users.createdAt],
  email: [users.email],
  name: [users.lastName, users.firstName],
} as const;

export async function listUsers(db: Database, query: z.output<typeof admin.adminUsersQuery>) {
  const { search, limit, offset } = query;
  const order = query.direction === 'asc' ? asc : desc;
  const pattern = containsPattern(search);
  const where = pattern ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern)) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(...USER_ORDER[query.sort].map((column) => order(column)), order(users.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { data: rows.map(adminUserResponse), total: total?.n ?? 0 };
}

/** Sets a client's welcome offer and records who changed it, from what, and why, in one transaction. */
export async function changeBonusOffer(db: Database, change: { userId: string; offer: BonusOffer; reason: string; by: string }) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, change.userId)).for('update');
    if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
    const [updated] = await tx.update(users).set({ bonusOffer: change.offer, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    await tx.insert(auditLog).values({
      actorId: change.by,
      action: 'bonus_offer_changed',
      subjectId: user.id,
      details: { from: user.bonusOffer, to: change.offer, reason: change.reason },
    });
    return updated!;
  });
}

/** A client as the back office opens them: details, offer, balance, orders and the whole bonus ledger. */
export async function adminClientDetail(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
  const [balanceCents, clientOrders, ledger] = await Promise.all([
    availableBonusCents(db, user.id),
    db
      .select({ id: orders.id, number: orders.number, createdAt: orders.createdAt, status: orders.status, totalCents: orders.totalCents, currency: orders.currency })
      .from(orders)
      .where(eq(orders.userId, user.id))
      .orderBy(desc(orders.createdAt))
      .limit(CLIENT_ORDERS_SHOWN),
    listTransactions(db, user.id, CLIENT_LEDGER_SHOWN, 0),
  ]);
  return {
    ...adminUserResponse(user),
    companyName: user.companyName,
    phone: user.phone,
    disabled: user.disabledAt !== null,
    bonusBalance: fromCents(balanceCents),
    orders: clientOrders.map((order) => ({ id: order.id, number: order.number, date: order.createdAt.toISOString(), status: order.status, total: fromCents(order.totalCents), currency: order.currency })),
    ledger: ledger.rows.map((row) => transactionResponse(row.entry, row.orderNumber)),
  };
}

/** The most recent orders and ledger rows the client's page lists. */
const CLIENT_ORDERS_SHOWN = 50;
const CLIENT_LEDGER_SHOWN = 100;

/**
 * Disables a client's account (it cannot sign in, and every session ends) or enables it again,
 * recording who did it in the audit log. An administrator's account is not disabled here.
 */
export async function setAccountDisabled(db: Database, change: { userId: string; disabled: boolean; by: string }) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, change.userId)).for('update');
    if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
    if (user.role === 'admin') throw conflict('ADMIN_NOT_DISABLED', "An administrator's account cannot be disabled here");
    await tx.update(users).set({ disabledAt: change.disabled ? new Date() : null, updatedAt: new Date() }).where(eq(users.id, user.id));
    if (change.disabled) await revokeAllSessions(tx, user.id);
    await tx.insert(auditLog).values({ actorId: change.by, action: change.disabled ? 'account_disabled' : 'account_enabled', subjectId: user.id, details: {} });
  });
}
