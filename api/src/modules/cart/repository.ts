import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fromCents } from 'shared-api/src/money';
import type { Database } from '../../db/database';
import { cartItems, services, serviceTranslations } from '../../db/schema';
import { priceSummaries } from '../catalogue/repository';

const local = alias(serviceTranslations, 'local');
const english = alias(serviceTranslations, 'english');

/** The client's cart with spec 3's totals: unit price = priceFrom, total = unit × quantity. */
export async function cartResponse(db: Database, userId: string, lang: string) {
  const rows = await db
    .select({
      serviceId: cartItems.serviceId,
      quantity: cartItems.quantity,
      customOptions: cartItems.customOptions,
      slug: services.slug,
      isActive: services.isActive,
      title: sql<string>`coalesce(nullif(${local.title}, ''), ${english.title})`,
    })
    .from(cartItems)
    .innerJoin(services, eq(services.id, cartItems.serviceId))
    .innerJoin(english, and(eq(english.serviceId, services.id), eq(english.lang, 'en')))
    .leftJoin(local, and(eq(local.serviceId, services.id), eq(local.lang, lang)))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt));
  const prices = await priceSummaries(db, rows.map((row) => row.serviceId));
  const items = rows.map((row) => {
    const unitCents = prices.get(row.serviceId)?.priceFromCents ?? 0;
    return {
      serviceId: row.serviceId,
      service: {
        id: row.serviceId,
        slug: row.slug,
        title: row.title,
        priceFrom: fromCents(unitCents),
        currency: prices.get(row.serviceId)?.currency ?? 'EUR',
        isActive: row.isActive,
      },
      quantity: row.quantity,
      customOptions: row.customOptions,
      unitPrice: fromCents(unitCents),
      totalPrice: fromCents(unitCents * row.quantity),
    };
  });
  const subtotalCents = rows.reduce((sum, row) => sum + (prices.get(row.serviceId)?.priceFromCents ?? 0) * row.quantity, 0);
  return { items, subtotal: fromCents(subtotalCents), currency: 'EUR' };
}

/** Adds a service, or raises its quantity and merges its custom options when it is there already (spec 4). */
export async function addToCart(db: Database, userId: string, item: { serviceId: string; quantity: number; customOptions: Record<string, string> }) {
  await db
    .insert(cartItems)
    .values({ userId, ...item })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.serviceId],
      set: {
        quantity: sql`least(${cartItems.quantity} + excluded.quantity, 1000)`,
        customOptions: sql`${cartItems.customOptions} || excluded.custom_options`,
      },
    });
}

export async function activeServiceIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: services.id }).from(services).where(and(inArray(services.id, ids), eq(services.isActive, true)));
  return new Set(rows.map((row) => row.id));
}
