import crypto from 'node:crypto';
import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loginFailures, trustedSources } from '../../db/schema';
import { tooManyRequests } from '../../errors';

/** Where a sign-in comes from: the client's address and, if it signed in here before, its device id. */
export interface SignInSource {
  address: string;
  device?: string;
}

/** Failures one address may make against one account in the window, whoever the account is. */
export const FAILURES_PER_SOURCE = 10;
const SOURCE_WINDOW_MS = 15 * 60_000;
const ACCOUNT_WINDOW_MS = 3_600_000;
/** Failure rows are kept a day; places a client signed in from, half a year. */
const FAILURE_RETENTION_MS = 86_400_000;
const TRUST_RETENTION_MS = 180 * 86_400_000;

const hashOf = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

function sourceHashes(source: SignInSource) {
  return [
    { kind: 'address' as const, valueHash: hashOf(source.address) },
    ...(source.device ? [{ kind: 'device' as const, valueHash: hashOf(source.device) }] : []),
  ];
}

export const TOO_MANY_FAILURES = 'Too many failed sign-ins for this account. Please try again later.';

/**
 * Guards password checks (sign-in, change of password) against guessing without letting strangers
 * lock a client out: each address gets a few tries per account; beyond that, an account refuses
 * sources it has never seen after many failures, while an address or device the client signed in
 * from before keeps working.
 */
export function signInGuard(db: Database, failuresPerHour: number) {
  async function isTrusted(userId: string, source: SignInSource): Promise<boolean> {
    const hashes = sourceHashes(source);
    const [row] = await db
      .select({ n: count() })
      .from(trustedSources)
      .where(and(eq(trustedSources.userId, userId), or(...hashes.map((h) => and(eq(trustedSources.kind, h.kind), eq(trustedSources.valueHash, h.valueHash))))));
    return (row?.n ?? 0) > 0;
  }

  async function failuresSince(email: string, since: number, address?: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.email, email),
          gt(loginFailures.createdAt, new Date(since)),
          address === undefined ? undefined : eq(loginFailures.address, address),
        ),
      );
    return row?.n ?? 0;
  }

  return {
    /** Refuses with 429 when this source, or any unknown source, has failed too often for the account. */
    async assertAllowed(email: string, userId: string | undefined, source: SignInSource): Promise<void> {
      const now = Date.now();
      if ((await failuresSince(email, now - SOURCE_WINDOW_MS, source.address)) >= FAILURES_PER_SOURCE) throw tooManyRequests(TOO_MANY_FAILURES);
      if (userId && (await isTrusted(userId, source))) return;
      if ((await failuresSince(email, now - ACCOUNT_WINDOW_MS)) >= failuresPerHour) throw tooManyRequests(TOO_MANY_FAILURES);
    },

    async recordFailure(email: string, source: SignInSource): Promise<void> {
      await db.insert(loginFailures).values({ email, address: source.address });
    },

    /** Remembers where the client signed in from, so failures from elsewhere cannot lock them out there. */
    async trust(userId: string, source: SignInSource): Promise<void> {
      const rows = sourceHashes(source).map((hash) => ({ userId, ...hash, lastSeenAt: new Date() }));
      await db
        .insert(trustedSources)
        .values(rows)
        .onConflictDoUpdate({ target: [trustedSources.userId, trustedSources.kind, trustedSources.valueHash], set: { lastSeenAt: sql`excluded.last_seen_at` } });
    },

    /** Drops failures older than a day and places unused for half a year. */
    async sweep(now = Date.now()): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now - FAILURE_RETENTION_MS)));
      await db.delete(trustedSources).where(lt(trustedSources.lastSeenAt, new Date(now - TRUST_RETENTION_MS)));
    },
  };
}

export type SignInGuard = ReturnType<typeof signInGuard>;
