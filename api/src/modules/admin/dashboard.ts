import { and, count, eq, gte, sql, type AnyColumn } from 'drizzle-orm';
import { fromCents, LEAD_KINDS } from 'shared-domain';
import { centsSum } from '../../db/cents-sum';
import type { Database } from '../../db/database';
import { bonusLedger, invoices, leads, orders, users } from '../../db/schema';

/** The back office's overview: clients, orders by status, money paid and outstanding, bonus spent, leads. */
export async function dashboardFigures(db: Database) {
  const [[clients], byStatus, [money], [spent], [leadCount]] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.role, 'client')),
    db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
    db
      .select({
        paid: centsSum(sql`case when ${invoices.state} = 'paid' then ${invoices.amountDueCents} else 0 end`),
        outstanding: centsSum(sql`case when ${invoices.state} = 'sent' then ${invoices.amountDueCents} else 0 end`),
      })
      .from(invoices),
    db
      .select({
        cents: centsSum(
          sql`case when ${bonusLedger.type} = 'spent' then ${bonusLedger.amountCents} when ${bonusLedger.type} = 'refunded' then -${bonusLedger.amountCents} else 0 end`,
        ),
      })
      .from(bonusLedger),
    db.select({ n: count() }).from(leads),
  ]);
  return {
    clients: clients?.n ?? 0,
    ordersByStatus: Object.fromEntries(byStatus.map((row) => [row.status, row.n])),
    revenuePaid: fromCents(money?.paid ?? 0),
    amountOutstanding: fromCents(money?.outstanding ?? 0),
    bonusSpent: fromCents(spent?.cents ?? 0),
    leads: leadCount?.n ?? 0,
  };
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The Monday (UTC) a moment's week starts on, as YYYY-MM-DD. */
export function weekOf(moment: Date): string {
  const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * The last `weeks` weeks, oldest first (weeks without activity are zeros): orders placed, revenue
 * (invoices paid that week), bonus issued (earned rows) and bonus spent (spent less refunded); and
 * all leads by source.
 */
export async function dashboardSeries(db: Database, weeks: number, now = new Date()) {
  const firstWeek = weekOf(new Date(now.getTime() - (weeks - 1) * WEEK_MS));
  const since = new Date(`${firstWeek}T00:00:00Z`);
  const week = (column: AnyColumn) => sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const [placed, paid, bonus, bySource] = await Promise.all([
    db.select({ week: week(orders.createdAt), n: count() }).from(orders).where(gte(orders.createdAt, since)).groupBy(week(orders.createdAt)),
    db
      .select({ week: week(invoices.paidAt), cents: centsSum(sql`${invoices.amountDueCents}`) })
      .from(invoices)
      .where(and(eq(invoices.state, 'paid'), gte(invoices.paidAt, since)))
      .groupBy(week(invoices.paidAt)),
    db
      .select({
        week: week(bonusLedger.createdAt),
        issued: centsSum(sql`case when ${bonusLedger.type} = 'earned' then ${bonusLedger.amountCents} else 0 end`),
        spent: centsSum(sql`case when ${bonusLedger.type} = 'spent' then ${bonusLedger.amountCents} when ${bonusLedger.type} = 'refunded' then -${bonusLedger.amountCents} else 0 end`),
      })
      .from(bonusLedger)
      .where(gte(bonusLedger.createdAt, since))
      .groupBy(week(bonusLedger.createdAt)),
    db.select({ source: leads.kind, n: count() }).from(leads).groupBy(leads.kind),
  ]);
  const rows = Array.from({ length: weeks }, (_, index) => {
    const monday = weekOf(new Date(since.getTime() + index * WEEK_MS));
    const bonusWeek = bonus.find((row) => row.week === monday);
    return {
      week: monday,
      orders: placed.find((row) => row.week === monday)?.n ?? 0,
      revenue: fromCents(paid.find((row) => row.week === monday)?.cents ?? 0),
      bonusIssued: fromCents(bonusWeek?.issued ?? 0),
      bonusSpent: fromCents(bonusWeek?.spent ?? 0),
    };
  });
  return {
    weeks: rows,
    leadsBySource: LEAD_KINDS.map((source) => ({ source, count: bySource.find((row) => row.source === source)?.n ?? 0 })),
  };
}
