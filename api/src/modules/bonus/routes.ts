import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bonus, errorResponse, paginated, success } from 'shared-api/contracts';
import { bonusEntryKind, fromCents, toCents } from 'shared-domain';
import { z } from 'zod';
import { currentUserId } from '../../plugins/auth';
import { applyBonusToOrder, availableBonusCents, earnBonus, isThresholdDiscountUsed, listTransactions, monthlyHistory, pendingBonusCents } from './ledger';

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

type LedgerRow = Awaited<ReturnType<typeof listTransactions>>['rows'][number]['entry'];

/** A ledger row as the client reads it: its kind (named in the reader's language) and its order's number. */
export function transactionResponse(row: LedgerRow, orderNumber: string | null) {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    amount: fromCents(row.amountCents),
    reason: row.reason,
    kind: bonusEntryKind(row.type, row.reason),
    description: row.description,
    orderId: row.orderId,
    orderNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/** /api/bonus/*: the client's bonus ledger (append-only; the balance is its sum). */
export async function bonusRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bonus'];
  const security = [{ bearer: [] }];

  api.get('/api/bonus/balance', {
    onRequest: app.authenticate,
    schema: { tags, security, response: { 200: success(bonus.bonusBalance), ...failures } },
    handler: async (request) => {
      const userId = currentUserId(request);
      // The checkout prices with this answer (and GET /api/pricing's rule), so it carries the threshold offer's state too.
      const [available, pending, thresholdUsed] = await Promise.all([
        availableBonusCents(app.db, userId),
        pendingBonusCents(app.db, userId),
        isThresholdDiscountUsed(app.db, userId),
      ]);
      return { success: true as const, data: { available: fromCents(available), pending: fromCents(pending), currency: 'EUR' as const, thresholdUsed } };
    },
  });

  api.get('/api/bonus/transactions', {
    onRequest: app.authenticate,
    schema: { tags, security, querystring: bonus.transactionsQuery, response: { 200: paginated(bonus.bonusTransaction), ...failures } },
    handler: async (request) => {
      const { limit, offset } = request.query;
      const { rows, total } = await listTransactions(app.db, currentUserId(request), limit, offset);
      return { success: true as const, data: rows.map((row) => transactionResponse(row.entry, row.orderNumber)), pagination: { total, limit, offset } };
    },
  });

  api.get('/api/bonus/history', {
    onRequest: app.authenticate,
    schema: { tags, security, response: { 200: success(z.array(bonus.bonusHistoryMonth)), ...failures } },
    handler: async (request) => {
      const months = await monthlyHistory(app.db, currentUserId(request));
      return {
        success: true as const,
        data: months.map((m) => ({ month: m.month, earned: fromCents(m.earned), spent: fromCents(m.spent), expired: fromCents(m.expired), refunded: fromCents(m.refunded) })),
      };
    },
  });

  api.post('/api/bonus/apply', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security,
      body: bonus.applyBonusBody,
      response: { 201: success(z.object({ transaction: bonus.bonusTransaction, balance: z.number() })), ...failures },
    },
    handler: async (request, reply) => {
      const { entry, orderNumber, balanceCents } = await applyBonusToOrder(
        app.db,
        { userId: currentUserId(request), orderId: request.body.orderId, amountCents: toCents(request.body.amount) },
        app.pricingRules,
      );
      return reply.code(201).send({ success: true as const, data: { transaction: transactionResponse(entry, orderNumber), balance: fromCents(balanceCents) } });
    },
  });

  api.post('/api/bonus/earn', {
    onRequest: app.requireAdmin,
    schema: { tags, security, body: bonus.earnBonusBody, response: { 201: success(bonus.bonusTransaction), ...failures } },
    handler: async (request, reply) => {
      const entry = await earnBonus(app.db, request.body.userId, toCents(request.body.amount), request.body.description);
      return reply.code(201).send({ success: true as const, data: transactionResponse(entry, null) });
    },
  });
}
