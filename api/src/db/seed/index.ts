import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_PRICING_RULES } from 'shared-domain';
import type { Database, Transaction } from '../database';
import {
  categories,
  categoryTranslations,
  contentPages,
  invoices,
  orders,
  orderStatusHistory,
  type OrderStatus,
  contentPageTranslations,
  servicePrices,
  services,
  serviceTranslations,
  siteSettings,
  users,
} from '../schema';
import { hashPassword } from '../../modules/auth/passwords';
import { grantBonus, grantWelcomeBonus } from '../../modules/bonus/ledger';
import { placeOrder, requestFingerprint } from '../../modules/orders/place-order';
import { seedCategories } from './categories';
import { seedContentPages } from './content-pages';
import { seedServicesA } from './services-a';
import { seedServicesB } from './services-b';
import { seedSiteSettings } from './site-settings';
import { seedTexts } from './translations';
import type { SeedLanguage } from './types';

export const seedServices = [...seedServicesA, ...seedServicesB];

/** The demo accounts the README names. */
export const DEMO_CLIENT = { email: 'demo@example.com', password: 'demo12345' } as const;
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin12345' } as const;

/**
 * An item's texts in every language: those written beside its data and those kept in files of their
 * own (translations/), e.g. [['en', {...}], …, ['nl', {...}]].
 */
function everyLanguage<T>(inline: Record<SeedLanguage, T>, elsewhere: (texts: (typeof seedTexts)[keyof typeof seedTexts]) => T | undefined): Array<[string, T]> {
  const fromFiles = Object.entries(seedTexts).flatMap(([lang, texts]) => {
    const text = elsewhere(texts);
    return text ? [[lang, text] as [string, T]] : [];
  });
  return [...(Object.entries(inline) as Array<[string, T]>), ...fromFiles];
}

async function seedCatalogue(tx: Transaction) {
  const categoryIds = new Map<string, string>();
  for (const category of seedCategories) {
    await tx
      .insert(categories)
      .values({ slug: category.slug, icon: category.icon, color: category.color, sortOrder: category.sortOrder })
      .onConflictDoNothing();
    const [existing] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, category.slug));
    categoryIds.set(category.slug, existing!.id);
    // A language missing from a database seeded earlier is added; texts already there (perhaps edited) stay.
    await tx
      .insert(categoryTranslations)
      .values(everyLanguage(category.translations, (texts) => texts.categories[category.slug]).map(([lang, text]) => ({ categoryId: existing!.id, lang, ...text })))
      .onConflictDoNothing();
  }

  for (const [position, service] of seedServices.entries()) {
    const [row] = await tx
      .insert(services)
      .values({
        slug: service.slug,
        categoryId: categoryIds.get(service.category) ?? null,
        isPopular: service.isPopular,
        isUrgent: service.isUrgent,
        expertLevel: service.expertLevel,
        hasGuarantee: service.hasGuarantee,
        roi: service.roi,
        estimatedDeliveryDays: service.estimatedDeliveryDays,
        sortOrder: position,
      })
      .onConflictDoNothing()
      .returning({ id: services.id });
    const [existing] = row ? [row] : await tx.select({ id: services.id }).from(services).where(eq(services.slug, service.slug));
    if (!existing) continue;
    await tx
      .insert(serviceTranslations)
      .values(everyLanguage(service.translations, (texts) => texts.services[service.slug]).map(([lang, text]) => ({ serviceId: existing.id, lang, ...text })))
      .onConflictDoNothing();
    if (!row) continue;
    await tx.insert(servicePrices).values(
      service.prices.map((price, index) => ({
        serviceId: row.id,
        amountCents: Math.round(price.amount * 100),
        currency: price.currency ?? 'EUR',
        kind: price.kind,
        position: index,
      })),
    );
  }
}

async function seedContent(tx: Transaction) {
  for (const page of seedContentPages) {
    const [row] = await tx
      .insert(contentPages)
      .values({ slug: page.slug, sortOrder: page.sortOrder })
      .onConflictDoNothing()
      .returning({ id: contentPages.id });
    const [existing] = row ? [row] : await tx.select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.slug, page.slug));
    if (!existing) continue;
    await tx
      .insert(contentPageTranslations)
      .values(everyLanguage(page.translations, (texts) => texts.contentPages[page.slug]).map(([lang, text]) => ({ pageId: existing.id, lang, ...text })))
      .onConflictDoNothing();
  }
  await tx.insert(siteSettings).values({ key: 'site', value: seedSiteSettings }).onConflictDoNothing();
}

async function seedDemoAccounts(tx: Transaction) {
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
 * overdue, one pending with its invoice sent; each spent bonus, so the history matches.
 */
async function seedDemoOrders(db: Database) {
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

/** Fills an empty database and leaves a filled one as it is: safe to run at every start. */
export async function seed(db: Database, options: { demoAccounts: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCatalogue(tx);
    await seedContent(tx);
    if (options.demoAccounts) await seedDemoAccounts(tx);
  });
  if (options.demoAccounts) await seedDemoOrders(db);
}
