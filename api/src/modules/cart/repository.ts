import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { changedQuantity, fromCents, lineTotalCents, MAX_LINE_QUANTITY, subtotalCents } from 'shared-domain';
import type { Database, Transaction } from '../../db/database';
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
      totalPrice: fromCents(lineTotalCents(unitCents, row.quantity)),
    };
  });
  const subtotal = subtotalCents(rows.map((row) => ({ unitPriceCents: prices.get(row.serviceId)?.priceFromCents ?? 0, quantity: row.quantity })));
  return { items, subtotal: fromCents(subtotal), currency: 'EUR' };
}

/** Adds a service, or raises its quantity and merges its custom options when it is there already (spec 4). */
export async function addToCart(db: Database, userId: string, item: { serviceId: string; quantity: number; customOptions: Record<string, string> }) {
  await db
    .insert(cartItems)
    .values({ userId, ...item })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.serviceId],
      set: {
        quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`,
        customOptions: sql`${cartItems.customOptions} || excluded.custom_options`,
      },
    });
}

/**
 * Sets a line's quantity; spec 4: 0 or less removes the line. False when the service is not in the
 * cart (removing one that is not there is not an error).
 */
export async function changeQuantity(db: Database, userId: string, serviceId: string, quantity: number): Promise<boolean> {
  const line = and(eq(cartItems.userId, userId), eq(cartItems.serviceId, serviceId));
  const change = changedQuantity(quantity);
  if (change === 'remove') {
    await db.delete(cartItems).where(line);
    return true;
  }
  const updated = await db.update(cartItems).set({ quantity: change }).where(line).returning({ serviceId: cartItems.serviceId });
  return updated.length > 0;
}

export async function removeFromCart(db: Database, userId: string, serviceId: string) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.serviceId, serviceId)));
}

/** The lines of a client's cart as an order takes them. */
export async function cartLines(db: Database | Transaction, userId: string) {
  const rows = await db.select().from(cartItems).where(eq(cartItems.userId, userId));
  return rows.map(({ serviceId, quantity, customOptions }) => ({ serviceId, quantity, customOptions }));
}

export async function clearCart(db: Database | Transaction, userId: string) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

export async function activeServiceIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: services.id }).from(services).where(and(inArray(services.id, ids), eq(services.isActive, true)));
  return new Set(rows.map((row) => row.id));
}
