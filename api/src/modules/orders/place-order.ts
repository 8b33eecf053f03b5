import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { calculatePricing, type PricingRules } from 'shared-api/src/pricing';
import type { Database, Transaction } from '../../db/database';
import {
  bonusLedger,
  cartItems,
  invoiceSeries,
  invoices,
  orderItems,
  orders,
  orderStatusHistory,
  services,
  serviceTranslations,
  users,
  type BillingSnapshot,
} from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { availableBonusCents } from '../bonus/ledger';
import { priceSummaries } from '../catalogue/repository';
import { issuerFor, PAYMENT_TERM_DAYS } from '../invoices/issuer';

export interface OrderLineRequest {
  serviceId: string;
  quantity: number;
  customOptions: Record<string, string>;
}

export interface PlaceOrderRequest {
  userId: string;
  idempotencyKey: string;
  lines: OrderLineRequest[];
  useBonus: boolean;
  /** In cents: what the client was shown; a different amount now means the balance changed. */
  expectedBonusAppliedCents?: number;
  billing?: Partial<Pick<BillingSnapshot, 'companyName' | 'vatId' | 'billingAddress'>>;
  language: string;
  /** Empty the client's cart once the order exists. */
  fromCart: boolean;
  now?: Date;
}

const DAY_MS = 86_400_000;

/** The next invoice number of the year's series, taken under the series row's lock. */
async function nextInvoiceNumber(tx: Transaction, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceSeries.year, set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceSeries.lastNumber });
  return `INV-${year}-${String(row!.lastNumber).padStart(6, '0')}`;
}

/** GP-20261122-3F9A1C07B2: the day and 40 random bits, so even busy days do not collide on the unique number. */
function orderNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `GP-${day}-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
}

const local = alias(serviceTranslations, 'local');
const english = alias(serviceTranslations, 'english');

/**
 * Places an order in one transaction: the order with its items and prices as they are now, its
 * first status, the 'spent' bonus entry and the invoice for the cash part all exist, or none does.
 * The same Idempotency-Key returns the order it already made, also when two requests race (the
 * client's row is locked first).
 */
export async function placeOrder(db: Database, rules: PricingRules, request: PlaceOrderRequest) {
  const now = request.now ?? new Date();
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, request.userId)).for('update');
    if (!user) throw notFound('User not found');
    const [existing] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, request.userId), eq(orders.idempotencyKey, request.idempotencyKey)));
    if (existing) return { orderId: existing.id, created: false };

    if (request.lines.length === 0) throw conflict('CART_EMPTY', 'Your cart is empty');
    const ids = [...new Set(request.lines.map((line) => line.serviceId))];
    const found = await tx
      .select({ id: services.id, isActive: services.isActive, title: sql<string>`coalesce(nullif(${local.title}, ''), ${english.title})` })
      .from(services)
      .innerJoin(english, and(eq(english.serviceId, services.id), eq(english.lang, 'en')))
      .leftJoin(local, and(eq(local.serviceId, services.id), eq(local.lang, request.language)))
      .where(inArray(services.id, ids));
    const unavailable = ids.filter((id) => !found.some((service) => service.id === id && service.isActive));
    if (unavailable.length > 0) {
      const titles = found.filter((service) => unavailable.includes(service.id)).map((service) => service.title);
      throw new AppError(409, 'SERVICE_UNAVAILABLE', `No longer available: ${titles.join(', ') || 'unknown services'}`, { serviceIds: unavailable });
    }

    const prices = await priceSummaries(tx, ids);
    const lines = request.lines.map((line) => ({
      ...line,
      title: found.find((service) => service.id === line.serviceId)!.title,
      unitPriceCents: prices.get(line.serviceId)?.priceFromCents ?? 0,
    }));
    const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    const balanceCents = request.useBonus ? await availableBonusCents(tx, request.userId) : 0;
    const pricing = calculatePricing({ subtotalCents, bonusBalanceCents: balanceCents }, rules);
    if (request.expectedBonusAppliedCents !== undefined && request.expectedBonusAppliedCents !== pricing.bonusAppliedCents) {
      throw new AppError(409, 'BONUS_CHANGED', 'Your bonus balance has changed. Please review the new total and place the order again.', {
        bonusApplied: pricing.bonusAppliedCents / 100,
      });
    }

    const billing: BillingSnapshot = {
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      companyName: request.billing?.companyName !== undefined ? request.billing.companyName || null : user.companyName,
      vatId: request.billing?.vatId !== undefined ? request.billing.vatId || null : user.vatId,
      billingAddress: request.billing?.billingAddress !== undefined ? request.billing.billingAddress : (user.billingAddress ?? null),
    };
    if (request.billing) {
      await tx
        .update(users)
        .set({ companyName: billing.companyName, vatId: billing.vatId, billingAddress: billing.billingAddress, updatedAt: now })
        .where(eq(users.id, user.id));
    }

    const [order] = await tx
      .insert(orders)
      .values({
        number: orderNumber(now),
        userId: user.id,
        subtotalCents,
        bonusAppliedCents: pricing.bonusAppliedCents,
        cashCents: pricing.cashPaymentCents,
        billing,
        idempotencyKey: request.idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id, number: orders.number });
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        orderId: order!.id,
        serviceId: line.serviceId,
        title: line.title,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        customOptions: line.customOptions,
      })),
    );
    await tx.insert(orderStatusHistory).values({ orderId: order!.id, fromStatus: null, toStatus: 'pending', changedBy: user.id, changedAt: now });
    if (pricing.bonusAppliedCents > 0) {
      await tx.insert(bonusLedger).values({
        userId: user.id,
        type: 'spent',
        amountCents: pricing.bonusAppliedCents,
        reason: 'order',
        description: `Applied to order ${order!.number}`,
        orderId: order!.id,
        createdAt: now,
      });
    }
    await tx.insert(invoices).values({
      number: await nextInvoiceNumber(tx, now.getUTCFullYear()),
      orderId: order!.id,
      userId: user.id,
      issuer: issuerFor(billing),
      client: billing,
      lines: lines.map((line) => ({
        description: line.title,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        totalCents: line.unitPriceCents * line.quantity,
      })),
      subtotalCents,
      bonusAppliedCents: pricing.bonusAppliedCents,
      amountDueCents: pricing.cashPaymentCents,
      language: request.language,
      issuedAt: now,
      dueAt: new Date(now.getTime() + PAYMENT_TERM_DAYS * DAY_MS),
    });
    if (request.fromCart) await tx.delete(cartItems).where(eq(cartItems.userId, user.id));
    return { orderId: order!.id, created: true };
  });
}
