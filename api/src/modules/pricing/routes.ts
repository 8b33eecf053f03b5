import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, pricing, success } from 'shared-api/contracts';
import { calculatePricing, fromCents, ORDER_CURRENCY, toCents } from 'shared-domain';
import { badRequest } from '../../errors';
import { pricingForClient } from '../bonus/ledger';
import { priceSummaries } from '../catalogue/repository';
import { availableServiceDeliveryDays } from './repository';

const failures = { 400: errorResponse, 401: errorResponse };

/** /api/pricing: the bonus rules, the pricing of a subtotal, and estimates of a set of services. */
export async function pricingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pricing'];

  api.get('/api/pricing', {
    schema: { tags, response: { 200: success(pricing.pricingRules) } },
    handler: async () => ({
      success: true as const,
      data: {
        bonusCapPercent: app.pricingRules.bonusCapPercent,
        minCashPayment: fromCents(app.pricingRules.minCashPaymentCents),
        currency: 'EUR',
      },
    }),
  });

  api.post('/api/pricing/calculate', {
    onRequest: app.identify,
    schema: { tags, body: pricing.calculateBody, response: { 200: success(pricing.pricingResult), ...failures } },
    handler: async (request) => {
      const subtotalCents = toCents(request.body.subtotal);
      const givenBalanceCents = request.body.bonusBalance === undefined ? undefined : toCents(request.body.bonusBalance);
      // A client is priced with their own offer; a visitor may preview either.
      const result = request.auth
        ? await pricingForClient(app.db, { userId: request.auth.userId, subtotalCents, useBonus: true, bonusBalanceCents: givenBalanceCents }, app.pricingRules)
        : calculatePricing({ subtotalCents, bonusBalanceCents: givenBalanceCents ?? 0, offer: request.body.offer }, app.pricingRules);
      return { success: true as const, data: pricing.pricingInEuros(result) };
    },
  });

  api.post('/api/pricing/estimate', {
    schema: { tags, body: pricing.estimateBody, response: { 200: success(pricing.estimate), ...failures } },
    handler: async (request) => {
      const ids = [...new Set(request.body.items.map((item) => item.serviceId))];
      const found = await availableServiceDeliveryDays(app.db, ids);
      const prices = await priceSummaries(app.db, ids);
      // Only what an order could hold: an active service with a price in euros.
      const missing = ids.filter((id) => !found.some((service) => service.id === id) || prices.get(id)?.orderPriceCents === undefined);
      if (missing.length > 0) throw badRequest('UNKNOWN_SERVICE', 'Some services do not exist or are not available', { serviceIds: missing });
      const items = request.body.items.map((item) => {
        const unitCents = prices.get(item.serviceId)!.orderPriceCents!;
        return { serviceId: item.serviceId, quantity: item.quantity, unitPrice: fromCents(unitCents), totalPrice: fromCents(unitCents * item.quantity) };
      });
      const subtotalCents = items.reduce((sum, item) => sum + toCents(item.totalPrice), 0);
      return {
        success: true as const,
        data: {
          subtotal: fromCents(subtotalCents),
          currency: ORDER_CURRENCY,
          estimatedDeliveryDays: Math.max(...found.map((service) => service.days ?? 30)),
          items,
        },
      };
    },
  });
}
