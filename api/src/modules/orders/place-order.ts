import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ORDER_CEILING_CENTS, orderAmountProblem, subtotalCents as subtotalOf, vatRuleFor, type OrderAmountProblem, type PricingRules } from 'shared-domain';
import type { Database } from '../../db/database';
import { orderItems, orders, orderStatusHistory, type BillingSnapshot } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { pricingForClient, spendOnOrder } from '../bonus/ledger';
import { lockAccount, saveBillingDetails } from '../accounts/repository';
import { cartLines, clearCart } from '../cart/repository';
import { servicesToOrder } from '../catalogue/repository';
import { issueInvoice } from '../invoices/issue';
import { vatColumns } from '../invoices/vat';

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

/** GP-20261122-3F9A1C07B2: the day and 40 random bits, so even busy days do not collide on the unique number. */
function orderNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `GP-${day}-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * Places an order in one transaction: the order with its items and prices as they are now, its VAT
 * (shared-domain's rule on the net after the bonus or offer, from the billing details), its first
 * status, the 'spent' bonus entry and the invoice all exist, or none does.
 * The same Idempotency-Key returns the order it already made, also when two requests race (the
 * client's row is locked first).
 */
export async function placeOrder(db: Database, rules: PricingRules, request: PlaceOrderRequest) {
  const now = request.now ?? new Date();
  return db.transaction(async (tx) => {
    const user = await lockAccount(tx, request.userId);
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
    const requested = request.lines === 'cart' ? await cartLines(tx, user.id) : request.lines;
    if (requested.length === 0) throw conflict('CART_EMPTY', 'Your cart is empty');
    const { orderable, unavailable, unavailableTitles } = await servicesToOrder(tx, [...new Set(requested.map((line) => line.serviceId))], request.language);
    if (unavailable.length > 0) {
      throw new AppError(409, 'SERVICE_UNAVAILABLE', `No longer available: ${unavailableTitles.join(', ') || 'unknown services'}`, { serviceIds: unavailable, titles: unavailableTitles });
    }

    const lines = requested.map((line) => {
      const service = orderable.get(line.serviceId)!;
      return { ...line, title: service.title, unitPriceCents: service.unitPriceCents };
    });
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
    if (request.billing) await saveBillingDetails(tx, user.id, billing, now);
    const rule = vatRuleFor({ country: billing.billingAddress?.country, vatId: billing.vatId });
    const vat = vatColumns(pricing.cashPaymentCents, { vatTreatment: rule.treatment, vatRateBp: rule.rateBp });

    const [order] = await tx
      .insert(orders)
      .values({
        number: orderNumber(now),
        userId: user.id,
        subtotalCents,
        bonusAppliedCents: pricing.bonusAppliedCents,
        bonusOffer: pricing.offer,
        cashCents: pricing.cashPaymentCents,
        ...vat,
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
    await issueInvoice(tx, { orderId: order!.id, userId: user.id, billing, issuer: rule.issuer, lines, pricing, vat, language: request.language, issuedAt: now });
    if (request.lines === 'cart') await clearCart(tx, user.id);
    return { orderId: order!.id, created: true };
  });
}
