import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { analyticsEvents } from '../../db/schema';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export async function recordAnalytics(db: Database, events: NewAnalyticsEvent[]) {
  await db.insert(analyticsEvents).values(events);
}

/** The back office's view of the last 30 days: the 50 most viewed paths and the 50 most frequent events. */
export async function analyticsSummary(db: Database) {
  const since = sql`now() - interval '30 days'`;
  const [views, events] = await Promise.all([
    db
      .select({ path: sql<string>`coalesce(${analyticsEvents.path}, '')`, views: count() })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.kind, 'pageview'), sql`${analyticsEvents.createdAt} > ${since}`))
      .groupBy(analyticsEvents.path)
      .orderBy(desc(count()))
      .limit(50),
    db
      .select({ name: analyticsEvents.name, count: count() })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.kind, 'event'), sql`${analyticsEvents.createdAt} > ${since}`))
      .groupBy(analyticsEvents.name)
      .orderBy(desc(count()))
      .limit(50),
  ]);
  return { pageviewsByPath: views, eventsByName: events };
}
