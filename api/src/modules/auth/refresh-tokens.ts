import { and, eq, isNull } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Database, Transaction } from '../../db/database';
import { refreshTokens } from '../../db/schema';
import { unauthorized } from '../../errors';
import { hashToken, newOpaqueToken } from './opaque-tokens';

const DAY_MS = 86_400_000;

export interface RefreshPolicy {
  /** How long one refresh token lives unused. */
  ttlDays: number;
  /** How long a session (a token family) lives at most, however often it is refreshed. */
  maxAgeDays: number;
}

type Executor = Database | Transaction;

/** Starts a session: a new token family. */
export async function issueRefreshToken(db: Executor, userId: string, policy: RefreshPolicy, now = new Date()): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId: crypto.randomUUID(),
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + policy.ttlDays * DAY_MS),
    familyExpiresAt: new Date(now.getTime() + policy.maxAgeDays * DAY_MS),
  });
  return token;
}

/**
 * Exchanges a refresh token for a new one in the same family. A token that was already rotated is
 * being reused (stolen, or replayed): the whole family is revoked and the caller must sign in.
 */
export async function rotateRefreshToken(db: Database, token: string, policy: RefreshPolicy, now = new Date()) {
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!current || current.revokedAt) return { refused: unauthorized('Invalid refresh token', 'INVALID_REFRESH_TOKEN') };
    if (current.rotatedAt) {
      // Committed before answering: the revocation must stand although the call fails.
      await tx.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.familyId, current.familyId));
      return { refused: unauthorized('Refresh token reused; the session has been ended', 'REFRESH_TOKEN_REUSED') };
    }
    if (current.expiresAt <= now || current.familyExpiresAt <= now) return { refused: unauthorized('Session expired', 'SESSION_EXPIRED') };

    const next = newOpaqueToken();
    await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, current.id));
    const ttlEnd = new Date(now.getTime() + policy.ttlDays * DAY_MS);
    await tx.insert(refreshTokens).values({
      userId: current.userId,
      familyId: current.familyId,
      tokenHash: next.hash,
      expiresAt: ttlEnd < current.familyExpiresAt ? ttlEnd : current.familyExpiresAt,
      familyExpiresAt: current.familyExpiresAt,
    });
    return { rotated: { userId: current.userId, refreshToken: next.token } };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.rotated;
}

/** Ends the session the token belongs to (logout). Unknown tokens are ignored. */
export async function revokeFamilyOf(db: Database, token: string, now = new Date()): Promise<void> {
  const [current] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (current) await db.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.familyId, current.familyId));
}

/** Ends every session of a client (password reset or change). */
export async function revokeAllSessions(db: Executor, userId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
