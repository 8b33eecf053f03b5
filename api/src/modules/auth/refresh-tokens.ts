import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Database, Transaction } from '../../db/database';
import { refreshTokens } from '../../db/schema';
import { unauthorized } from '../../errors';
import { hashToken, newOpaqueToken } from './opaque-tokens';

const DAY_MS = 86_400_000;
/**
 * Two tabs refreshing with the same token at once: within this window the second gets a working
 * token of the same session too; a replay after it is a theft and ends the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export interface RefreshPolicy {
  /** How long one refresh token lives unused. */
  ttlDays: number;
  /** How long a session (a token family) lives at most, however often it is refreshed. */
  maxAgeDays: number;
}

type Executor = Database | Transaction;

/** Starts a session: a new token family, whose id the access tokens carry. */
export async function issueRefreshToken(db: Executor, userId: string, policy: RefreshPolicy, now = new Date()) {
  const { token, hash } = newOpaqueToken();
  const sessionId = crypto.randomUUID();
  await db.insert(refreshTokens).values({
    userId,
    familyId: sessionId,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + policy.ttlDays * DAY_MS),
    familyExpiresAt: new Date(now.getTime() + policy.maxAgeDays * DAY_MS),
  });
  return { refreshToken: token, sessionId };
}

/**
 * Exchanges a refresh token for a new one in the same family. A token rotated more than the grace
 * window ago is being reused (stolen, or replayed): the whole family is revoked and the caller must
 * sign in again.
 */
export async function rotateRefreshToken(db: Database, token: string, policy: RefreshPolicy, now = new Date()) {
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!current || current.revokedAt) return { refused: unauthorized('Invalid refresh token', 'INVALID_REFRESH_TOKEN') };
    if (current.rotatedAt && now.getTime() - current.rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      // Committed before answering: the revocation must stand although the call fails.
      await tx.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.familyId, current.familyId));
      return { refused: unauthorized('Refresh token reused; the session has been ended', 'REFRESH_TOKEN_REUSED') };
    }
    if (current.expiresAt <= now || current.familyExpiresAt <= now) return { refused: unauthorized('Session expired', 'SESSION_EXPIRED') };

    const next = newOpaqueToken();
    if (!current.rotatedAt) await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, current.id));
    const ttlEnd = new Date(now.getTime() + policy.ttlDays * DAY_MS);
    await tx.insert(refreshTokens).values({
      userId: current.userId,
      familyId: current.familyId,
      tokenHash: next.hash,
      expiresAt: ttlEnd < current.familyExpiresAt ? ttlEnd : current.familyExpiresAt,
      familyExpiresAt: current.familyExpiresAt,
    });
    return { rotated: { userId: current.userId, sessionId: current.familyId, refreshToken: next.token } };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.rotated;
}

/** Ends the session the token belongs to (logout) and returns its id. Unknown tokens are ignored. */
export async function revokeFamilyOf(db: Database, token: string, now = new Date()): Promise<string | null> {
  const [current] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!current) return null;
  await db.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.familyId, current.familyId));
  return current.familyId;
}

/** Ends every session of a client (password reset), or every other one (password change). */
export async function revokeAllSessions(db: Executor, userId: string, options: { except?: string } = {}, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        options.except === undefined ? undefined : ne(refreshTokens.familyId, options.except),
      ),
    );
}

/** A session is live while one of its tokens is neither revoked nor past the family's end. */
export async function isSessionLive(db: Executor, sessionId: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt), gt(refreshTokens.familyExpiresAt, now)))
    .limit(1);
  return row !== undefined;
}
