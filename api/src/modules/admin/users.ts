import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { admin } from 'shared-api/contracts';
import type { BonusOffer } from 'shared-domain';
import type { Database } from '../../db/database';
import { auditLog, users } from '../../db/schema';
import { notFound } from '../../errors';
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
export async function listUsers(db: Database, query: z.output<typeof admin.adminUsersQuery>) {
  const { search, limit, offset } = query;
  const pattern = search ? `%${search.replace(/[%_\\]/g, '\\$&')}%` : undefined;
  const where = pattern ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern)) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt)).limit(limit).offset(offset),
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
