import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginated, cart, orders, errorResponse, success, uuidParam } from 'shared-api/contracts';
import { fromCents, toCents } from 'shared-domain';
import { currentUserId } from '../../plugins/auth';
import { availableBonusCents } from '../bonus/ledger';
import { changeOrderStatus } from './change-status';
import { mailOrderConfirmation } from './confirmation-mail';
import { mailStatusChange } from './status-mail';
import { placeOrder, requestFingerprint, type PlaceOrderRequest } from './place-order';
import { getOrder, listOrders, orderHistory } from './repository';

/** A checkout's body as the contract gives it (defaults filled). */
type CheckoutBody = z.output<typeof cart.checkoutBody>;

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const idParams = z.object({ id: uuidParam });

/** An admin sees every order; a client only their own (another's is 'not found'). */
const ownerScope = (request: { auth: { userId: string; role: string } | null }) =>
  request.auth?.role === 'admin' ? undefined : request.auth?.userId;

/** /api/orders: a client's orders, placing one (also as the cart's checkout), cancelling, and (admin) moving it along its statuses. */
export async function orderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const security = [{ bearer: [] }];

  /**
   * Places the client's order under the request's Idempotency-Key and answers it with the balance
   * left: 201 when it was made now (and mailed to the client), 200 when the key had made it already.
   * The checkout body's contract has already refused an order without the terms accepted (400).
   */
  async function place(
    request: FastifyRequest & { headers: { 'idempotency-key': string } },
    reply: FastifyReply,
    lines: PlaceOrderRequest['lines'],
    order: CheckoutBody,
  ) {
    const userId = currentUserId(request);
    const { expectedBonusApplied } = order;
    const { orderId, created } = await placeOrder(app.db, app.pricingRules, {
      lines,
      useBonus: order.useBonus,
      billing: order.billing,
      language: order.language,
      userId,
      idempotencyKey: request.headers['idempotency-key'],
      requestHash: requestFingerprint(request.body),
      expectedBonusAppliedCents: expectedBonusApplied === undefined ? undefined : toCents(expectedBonusApplied),
    });
    if (created) await mailOrderConfirmation(app, userId, orderId);
    const data = { order: await getOrder(app.db, orderId, userId, order.language), bonusBalance: fromCents(await availableBonusCents(app.db, userId)) };
    return reply.code(created ? 201 : 200).send({ success: true as const, data });
  }

  /** The checkout of the client's server cart: an order of what it holds (spec 4). */
  api.post('/api/cart/checkout', {
    onRequest: app.authenticate,
    schema: {
      tags: ['cart'],
      security,
      headers: cart.idempotencyHeaders,
      body: cart.checkoutBody,
      response: { 200: success(orders.checkoutResult), 201: success(orders.checkoutResult), ...failures },
    },
    handler: async (request, reply) => place(request, reply, 'cart', request.body),
  });

  api.get('/api/orders', {
    onRequest: app.authenticate,
    schema: { tags, security, querystring: orders.ordersQuery, response: { 200: paginated(orders.order), ...failures } },
    handler: async (request) => {
      const { status, limit, offset, lang } = request.query;
      const { data, total } = await listOrders(app.db, { userId: currentUserId(request), status, limit, offset }, lang);
      return { success: true as const, data, pagination: { total, limit, offset } };
    },
  });

  api.post('/api/orders', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      headers: cart.idempotencyHeaders,
      body: cart.createOrderBody,
      response: { 200: success(orders.checkoutResult), 201: success(orders.checkoutResult), ...failures },
    },
    handler: async (request, reply) => place(request, reply, request.body.items, request.body),
  });

  api.get('/api/orders/:id', {
    onRequest: app.authenticate,
    schema: { tags, security, params: idParams, querystring: orders.orderLangQuery, response: { 200: success(orders.order), ...failures } },
    handler: async (request) => ({ success: true as const, data: await getOrder(app.db, request.params.id, ownerScope(request), request.query.lang) }),
  });

  api.get('/api/orders/:id/history', {
    onRequest: app.authenticate,
    schema: { tags, security, params: idParams, response: { 200: success(z.array(orders.statusChange)), ...failures } },
    handler: async (request) => ({ success: true as const, data: await orderHistory(app.db, request.params.id, ownerScope(request)) }),
  });

  api.post('/api/orders/:id/cancel', {
    onRequest: app.authenticate,
    schema: { tags, security, params: idParams, querystring: orders.orderLangQuery, response: { 200: success(orders.checkoutResult), ...failures } },
    handler: async (request) => {
      const userId = currentUserId(request);
      await changeOrderStatus(app.db, { orderId: request.params.id, to: 'cancelled', by: userId, ownerId: userId });
      return {
        success: true as const,
        data: { order: await getOrder(app.db, request.params.id, userId, request.query.lang), bonusBalance: (await availableBonusCents(app.db, userId)) / 100 },
      };
    },
  });

  api.patch('/api/orders/:id', {
    onRequest: app.requireAdmin,
    schema: { tags, security, params: idParams, querystring: orders.orderLangQuery, body: orders.orderStatusBody, response: { 200: success(orders.order), ...failures } },
    handler: async (request) => {
      await changeOrderStatus(app.db, { orderId: request.params.id, to: request.body.status, by: currentUserId(request) });
      await mailStatusChange(app, request.params.id);
      return { success: true as const, data: await getOrder(app.db, request.params.id, undefined, request.query.lang) };
    },
  });
}
