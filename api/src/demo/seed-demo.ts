// The demo accounts the README names and their history, made through the modules that own the rules
// (passwords, the bonus ledger, placing an order), so that demo data is what real use would leave.
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_PRICING_RULES } from 'shared-domain';
import type { Database, Transaction } from '../db/database';
import { invoices, orders, orderStatusHistory, services, users, type OrderStatus } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { grantBonus, grantWelcomeBonus } from '../modules/bonus/ledger';
import { placeOrder, requestFingerprint } from '../modules/orders/place-order';

/** The demo accounts the README names. */
export const DEMO_CLIENT = { email: 'demo@example.com', password: 'demo12345' } as const;
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin12345' } as const;

/** The demo client, with the welcome and a referral bonus, and the demo admin; accounts already there stay. */
export async function seedDemoAccounts(tx: Transaction): Promise<void> {
  const [client] = await tx
    .insert(users)
    .values({
      email: DEMO_CLIENT.email,
      passwordHash: await hashPassword(DEMO_CLIENT.password),
      firstName: 'Daria',
      lastName: 'Demo',
      phone: '+420 777 123 456',
      isEmailVerified: true,
      companyName: 'Demo Retail s.r.o.',
      vatId: 'CZ12345678',
      billingAddress: { street: 'Národní 10', city: 'Prague', postalCode: '110 00', country: 'Czech Republic' },
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (client) {
    await grantWelcomeBonus(tx, client.id);
    await grantBonus(tx, { userId: client.id, amountCents: 25_000, reason: 'referral', description: 'Referral bonus' });
  }
  await tx
    .insert(users)
    .values({
      email: DEMO_ADMIN.email,
      passwordHash: await hashPassword(DEMO_ADMIN.password),
      firstName: 'Adam',
      lastName: 'Admin',
      role: 'admin',
      isEmailVerified: true,
    })
    .onConflictDoNothing();
}

const DAY_MS = 86_400_000;

/**
 * The demo client's orders: one completed with its invoice paid, one in progress whose invoice is
 * overdue, one pending with its invoice sent; each spent bonus, so the history matches. Each is
 * placed once (by its idempotency key), after the accounts and the catalogue exist.
 */
export async function seedDemoOrders(db: Database): Promise<void> {
  const [client] = await db.select().from(users).where(eq(users.email, DEMO_CLIENT.email));
  if (!client) return;
  const slugs = ['technical-seo-audit', 'google-ads-management', 'crm-implementation', 'brand-identity-design'];
  const found = await db.select({ id: services.id, slug: services.slug }).from(services).where(inArray(services.slug, slugs));
  const id = (slug: string) => found.find((service) => service.slug === slug)?.id;
  const plans: Array<{ key: string; daysAgo: number; lines: Array<[string, number]>; path: OrderStatus[]; invoice: 'paid' | 'sent' }> = [
    { key: 'seed-demo-order-1', daysAgo: 90, lines: [['technical-seo-audit', 1], ['google-ads-management', 2]], path: ['confirmed', 'in_progress', 'completed'], invoice: 'paid' },
    { key: 'seed-demo-order-2', daysAgo: 40, lines: [['crm-implementation', 1]], path: ['confirmed', 'in_progress'], invoice: 'sent' },
    { key: 'seed-demo-order-3', daysAgo: 3, lines: [['brand-identity-design', 1]], path: [], invoice: 'sent' },
  ];
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN.email));
  for (const plan of plans) {
    const lines = plan.lines.flatMap(([slug, quantity]) => (id(slug) ? [{ serviceId: id(slug)!, quantity, customOptions: {} }] : []));
    if (lines.length === 0) continue;
    const placedAt = new Date(Date.now() - plan.daysAgo * DAY_MS);
    const { orderId, created } = await placeOrder(db, DEFAULT_PRICING_RULES, {
      userId: client.id,
      idempotencyKey: plan.key,
      requestHash: requestFingerprint(plan),
      lines,
      useBonus: true,
      language: 'en',
      now: placedAt,
    });
    if (!created) continue;
    let from: OrderStatus = 'pending';
    for (const [step, to] of plan.path.entries()) {
      const changedAt = new Date(placedAt.getTime() + (step + 1) * 5 * DAY_MS);
      await db.update(orders).set({ status: to, updatedAt: changedAt }).where(eq(orders.id, orderId));
      await db.insert(orderStatusHistory).values({ orderId, fromStatus: from, toStatus: to, changedBy: admin?.id ?? null, changedAt });
      from = to;
    }
    if (plan.invoice === 'paid') {
      await db.update(invoices).set({ state: 'paid', paidAt: new Date(placedAt.getTime() + 7 * DAY_MS) }).where(eq(invoices.orderId, orderId));
    }
  }
}
