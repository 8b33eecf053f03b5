import { eq } from 'drizzle-orm';
import type { BonusOffer } from 'shared-domain';
import type { Database } from '../../db/database';
import { auditLog, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { UserRow } from '../users/repository';

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
