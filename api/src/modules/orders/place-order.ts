import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invoiceDueAt, lineTotalCents, ORDER_CEILING_CENTS, orderAmountProblem, subtotalCents as subtotalOf, type OrderAmountProblem, type PricingRules } from 'shared-domain';
import type { Database, Transaction } from '../../db/database';
import {
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
import { pricingForClient, spendOnOrder } from '../bonus/ledger';
import { priceSummaries } from '../catalogue/repository';
import { issuerFor } from '../invoices/issuer';

export interface OrderLineRequest {
  serviceId: string;
  quantity: number;
  customOptions: Record<string, string>;
}

export interface PlaceOrderRequest {
  userId: string;
  idempotencyKey: string;
  /** A hash of what the client sent with the key (requestFingerprint): the same key with another request is refused. */
  requestHash: string;
  /** The services ordered, or 'cart': the client's cart, read and emptied under the client's lock. */
  lines: OrderLineRequest[] | 'cart';
  useBonus: boolean;
  /** In cents: what the client was shown; a different amount now means the balance changed. */
  expectedBonusAppliedCents?: number;
  billing?: Partial<Pick<BillingSnapshot, 'companyName' | 'vatId' | 'billingAddress'>>;
  language: string;
  now?: Date;
}

/** A stable hash of a request body, stored with the order its Idempotency-Key made. */
export function requestFingerprint(body: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

const AMOUNT_PROBLEMS: Record<OrderAmountProblem, (rules: PricingRules) => AppError> = {
  below_minimum: (rules) =>
    new AppError(409, 'ORDER_BELOW_MINIMUM', `An order must come to at least ${rules.minCashPaymentCents / 100} EUR.`, {
      minimum: rules.minCashPaymentCents / 100,
    }),
  too_large: () =>
    new AppError(409, 'ORDER_TOO_LARGE', `An order can come to at most ${ORDER_CEILING_CENTS / 100} EUR. Please contact us for a larger order.`, {
      maximum: ORDER_CEILING_CENTS / 100,
    }),
};

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
      .select({ id: orders.id, requestHash: orders.requestHash })
      .from(orders)
      .where(and(eq(orders.userId, request.userId), eq(orders.idempotencyKey, request.idempotencyKey)));
    if (existing) {
      if (existing.requestHash !== null && existing.requestHash !== request.requestHash) {
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request. Use a new key for a new order.');
      }
      return { orderId: existing.id, created: false };
    }

    // Read under the client's lock: parallel checkouts of one cart see it emptied by the first.
    const requested =
      request.lines === 'cart'
        ? (await tx.select().from(cartItems).where(eq(cartItems.userId, user.id))).map(({ serviceId, quantity, customOptions }) => ({ serviceId, quantity, customOptions }))
        : request.lines;
    if (requested.length === 0) throw conflict('CART_EMPTY', 'Your cart is empty');
    const ids = [...new Set(requested.map((line) => line.serviceId))];
    const found = await tx
      .select({ id: services.id, isActive: services.isActive, title: sql<string>`coalesce(nullif(${local.title}, ''), ${english.title})` })
      .from(services)
      .innerJoin(english, and(eq(english.serviceId, services.id), eq(english.lang, 'en')))
      .leftJoin(local, and(eq(local.serviceId, services.id), eq(local.lang, request.language)))
      .where(inArray(services.id, ids));
    const prices = await priceSummaries(tx, ids);
    // A service without an active price cannot be ordered: it would be free.
    const orderable = (id: string) => found.some((service) => service.id === id && service.isActive) && (prices.get(id)?.priceFromCents ?? 0) > 0;
    const unavailable = ids.filter((id) => !orderable(id));
    if (unavailable.length > 0) {
      const titles = found.filter((service) => unavailable.includes(service.id)).map((service) => service.title);
      throw new AppError(409, 'SERVICE_UNAVAILABLE', `No longer available: ${titles.join(', ') || 'unknown services'}`, { serviceIds: unavailable });
    }

    const lines = requested.map((line) => ({
      ...line,
      title: found.find((service) => service.id === line.serviceId)!.title,
      unitPriceCents: prices.get(line.serviceId)!.priceFromCents,
    }));
    const subtotalCents = subtotalOf(lines);
    const problem = orderAmountProblem(subtotalCents, rules);
    if (problem) throw AMOUNT_PROBLEMS[problem](rules);
    const pricing = await pricingForClient(tx, { userId: user.id, subtotalCents, useBonus: request.useBonus }, rules);
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
        bonusOffer: pricing.offer,
        cashCents: pricing.cashPaymentCents,
        billing,
        idempotencyKey: request.idempotencyKey,
        requestHash: request.requestHash,
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
      await spendOnOrder(tx, { userId: user.id, orderId: order!.id, orderNumber: order!.number, amountCents: pricing.bonusAppliedCents, at: now });
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
        totalCents: lineTotalCents(line.unitPriceCents, line.quantity),
      })),
      subtotalCents,
      bonusAppliedCents: pricing.bonusAppliedCents,
      bonusOffer: pricing.offer,
      amountDueCents: pricing.cashPaymentCents,
      language: request.language,
      issuedAt: now,
      dueAt: invoiceDueAt(now),
    });
    if (request.lines === 'cart') await tx.delete(cartItems).where(eq(cartItems.userId, user.id));
    return { orderId: order!.id, created: true };
  });
}
