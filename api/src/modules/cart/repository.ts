import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { changedQuantity, fromCents, lineTotalCents, MAX_LINE_QUANTITY, ORDER_CURRENCY, subtotalCents } from 'shared-domain';
import type { Database, Transaction } from '../../db/database';
import { cartItems, services } from '../../db/schema';
import { priceSummaries, serviceTitles } from '../catalogue/repository';

/**
 * The client's cart with spec 3's totals (unit price = priceFrom, total = unit × quantity), in euros, its
 * services named in a language. A service that can no longer be ordered (no active price in euros)
 * stays listed at 0 until it is removed; the checkout refuses it by name.
 */
export async function cartResponse(db: Database, userId: string, lang: string) {
  const rows = await db
    .select({ serviceId: cartItems.serviceId, quantity: cartItems.quantity, customOptions: cartItems.customOptions })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt));
  const ids = rows.map((row) => row.serviceId);
  const [titles, prices] = await Promise.all([serviceTitles(db, ids, lang), priceSummaries(db, ids)]);
  const lines = rows.flatMap((row) => {
    const service = titles.get(row.serviceId);
    return service ? [{ ...row, service, unitCents: prices.get(row.serviceId)?.orderPriceCents ?? 0 }] : [];
  });
  const items = lines.map(({ serviceId, quantity, customOptions, service, unitCents }) => ({
    serviceId,
    service: { ...service, priceFrom: fromCents(unitCents), currency: ORDER_CURRENCY },
    quantity,
    customOptions,
    unitPrice: fromCents(unitCents),
    totalPrice: fromCents(lineTotalCents(unitCents, quantity)),
  }));
  const subtotal = subtotalCents(lines.map((line) => ({ unitPriceCents: line.unitCents, quantity: line.quantity })));
  return { items, subtotal: fromCents(subtotal), currency: ORDER_CURRENCY };
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

/**
 * The active services among `ids`, each with whether it can be put in a cart: only with an active price
 * in euros (an order is in euros). A service that does not exist or is deactivated is not in the map.
 */
export async function activeServicesOrderable(db: Database, ids: string[]): Promise<Map<string, boolean>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: services.id }).from(services).where(and(inArray(services.id, ids), eq(services.isActive, true)));
  const prices = await priceSummaries(db, rows.map((row) => row.id));
  return new Map(rows.map((row) => [row.id, prices.get(row.id)?.orderPriceCents !== undefined]));
}
