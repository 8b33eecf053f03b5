import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database';
import { rateLimitCounters } from '../db/schema';

type Counted = { current: number; ttl: number };

/**
 * @fastify/rate-limit's counters in PostgreSQL, so that every process behind the balancer counts the
 * same requests: a limit of 30 a minute stays 30, however many processes serve the site. One upsert
 * per limited request counts it and says how long its window has left.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly scope = 'global') {}

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number) {
      count(`${this.scope}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { method?: string | string[]; url?: string; routeInfo?: { method?: string | string[]; url?: string }; groupId?: string }) {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new DatabaseRateLimitStore(routeOptions.groupId ?? `${String(route.method)} ${route.url}`);
    }
  }

  async function count(key: string, windowMs: number): Promise<Counted> {
    const windowEnds = sql`now() + ${windowMs} * interval '1 millisecond'`;
    const ended = sql`${rateLimitCounters.windowEndsAt} <= now()`;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, windowEndsAt: windowEnds })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
          windowEndsAt: sql`case when ${ended} then ${windowEnds} else ${rateLimitCounters.windowEndsAt} end`,
        },
      })
      .returning({
        hits: rateLimitCounters.hits,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.windowEndsAt} - now())) * 1000))::int`,
      });
    return { current: row!.hits, ttl: row!.ttl };
  }

  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Drops the counters whose window ended (they would start again at 1 anyway). */
export async function forgetEndedRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
}
