import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cart, catalogue, errorResponse, success } from 'shared-api/contracts';
import { MAX_ORDER_LINES } from 'shared-domain';
import { conflict, notFound } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import { activeServicesOrderable, addToCart, cartResponse, changeQuantity, clearCart, removeFromCart } from './repository';

const failures = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

/** /api/cart: a client's server cart, the same on every device (its checkout is the orders module's). */
export async function cartRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];
  const security = [{ bearer: [] }];
  const reply = async (userId: string, lang: string) => ({ success: true as const, data: await cartResponse(app.db, userId, lang) });

  api.get('/api/cart', {
    onRequest: app.authenticate,
    schema: { tags, security, querystring: catalogue.langQuery, response: { 200: success(cart.cart), ...failures } },
    handler: async (request) => reply(currentUserId(request), request.query.lang),
  });

  api.post('/api/cart/items', {
    onRequest: app.authenticate,
    schema: { tags, security, querystring: catalogue.langQuery, body: cart.addCartItemBody, response: { 200: success(cart.cart), ...failures } },
    handler: async (request) => {
      const userId = currentUserId(request);
      const orderable = (await activeServicesOrderable(app.db, [request.body.serviceId])).get(request.body.serviceId);
      if (orderable === undefined) throw notFound('Service not found', 'SERVICE_NOT_FOUND');
      if (!orderable) throw conflict('SERVICE_UNAVAILABLE', 'This service cannot be ordered online: ask us for a quote');
      await addToCart(app.db, userId, request.body);
      return reply(userId, request.query.lang);
    },
  });

  api.post('/api/cart/merge', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      description: "Merges a visitor's browser cart into the client's cart at sign-in; unavailable services are left out.",
      querystring: catalogue.langQuery,
      body: z.object({ items: z.array(cart.addCartItemBody).max(MAX_ORDER_LINES) }),
      response: { 200: success(cart.cart), ...failures },
    },
    handler: async (request) => {
      const userId = currentUserId(request);
      const orderable = await activeServicesOrderable(app.db, request.body.items.map((item) => item.serviceId));
      for (const item of request.body.items.filter((candidate) => orderable.get(candidate.serviceId))) await addToCart(app.db, userId, item);
      return reply(userId, request.query.lang);
    },
  });

  api.patch('/api/cart/items/:serviceId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      params: cart.serviceIdParam,
      querystring: catalogue.langQuery,
      body: cart.updateCartItemBody,
      response: { 200: success(cart.cart), ...failures },
    },
    handler: async (request) => {
      const userId = currentUserId(request);
      if (!(await changeQuantity(app.db, userId, request.params.serviceId, request.body.quantity))) {
        throw notFound('This service is not in your cart', 'NOT_IN_CART');
      }
      return reply(userId, request.query.lang);
    },
  });

  api.delete('/api/cart/items/:serviceId', {
    onRequest: app.authenticate,
    schema: { tags, security, params: cart.serviceIdParam, querystring: catalogue.langQuery, response: { 200: success(cart.cart), ...failures } },
    handler: async (request) => {
      const userId = currentUserId(request);
      await removeFromCart(app.db, userId, request.params.serviceId);
      return reply(userId, request.query.lang);
    },
  });

  api.delete('/api/cart', {
    onRequest: app.authenticate,
    schema: { tags, security, querystring: catalogue.langQuery, response: { 200: success(cart.cart), ...failures } },
    handler: async (request) => {
      const userId = currentUserId(request);
      await clearCart(app.db, userId);
      return reply(userId, request.query.lang);
    },
  });
}
