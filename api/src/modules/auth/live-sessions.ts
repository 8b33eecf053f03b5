import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/database';
import { isSessionLive } from './refresh-tokens';

/** How long a process trusts what it learnt about a session: a logout elsewhere takes effect within it. */
export const SESSION_CHECK_TTL_MS = 30_000;
const MAX_REMEMBERED = 10_000;

/**
 * Whether an access token's session still stands, checked in the database and remembered briefly, so
 * a logout, a password change or a reset ends its access tokens within seconds rather than at expiry.
 * A session ended by this process is forgotten at once, and by every other process on the database
 * as soon as the change feed tells it.
 */
export function createLiveSessions(db: Database, changes: ChangeFeed, ttlMs = SESSION_CHECK_TTL_MS) {
  const known = new Map<string, { live: boolean; until: number }>();
  changes.subscribe('sessions', () => known.clear());
  return {
    async isLive(sessionId: string): Promise<boolean> {
      const now = Date.now();
      const entry = known.get(sessionId);
      if (entry && entry.until > now) return entry.live;
      const live = await isSessionLive(db, sessionId);
      if (known.size >= MAX_REMEMBERED) known.clear();
      known.set(sessionId, { live, until: now + ttlMs });
      return live;
    },
    /** Called when this process ends sessions: their tokens stop working here at once, and everywhere within a moment. */
    async forget(sessionIds?: string[]) {
      if (sessionIds === undefined) known.clear();
      else for (const id of sessionIds) known.delete(id);
      await changes.publish('sessions');
    },
  };
}

export type LiveSessions = ReturnType<typeof createLiveSessions>;
