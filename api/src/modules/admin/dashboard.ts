import { count, eq, sql } from 'drizzle-orm';
import { fromCents } from 'shared-domain';
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
