import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admin, paginated, catalogue, DEFAULT_LANGUAGE, invoices, orders, errorResponse, success, uuidParam } from 'shared-api/contracts';
import { currentUserId } from '../../plugins/auth';
import { analyticsSummary } from '../analytics/repository';
import { findServices } from '../catalogue/repository';
import { invoiceInLanguage, invoiceResponse } from '../invoices/repository';
import { listLeads } from '../leads/repository';
import { listOrders } from '../orders/repository';
import { dashboardFigures } from './dashboard';
import { markInvoicePaid } from './invoices';
import { createService, deactivateService, updateService } from './services';
import { adminUserResponse, changeBonusOffer, listUsers } from './users';

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const idParams = z.object({ id: uuidParam });

/** /api/admin: for role admin only (403 for clients): overview, clients, orders, invoices, the catalogue, analytics. */
export async function adminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: app.requireAdmin } as const;
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const { db } = app;

  api.get('/api/admin/dashboard', {
    ...common,
    schema: { tags, security, response: { 200: success(admin.adminDashboard), ...failures } },
    handler: async () => ({ success: true as const, data: await dashboardFigures(db) }),
  });

  api.get('/api/admin/users', {
    ...common,
    schema: { tags, security, querystring: admin.adminUsersQuery, response: { 200: paginated(admin.adminUser), ...failures } },
    handler: async (request) => {
      const { limit, offset } = request.query;
      const { data, total } = await listUsers(db, request.query);
      return { success: true as const, data, pagination: { total, limit, offset } };
    },
  });

  api.put('/api/admin/users/:id/bonus-offer', {
    ...common,
    schema: {
      tags,
      security,
      description: "Changes a client's welcome offer; the change, its reason and who made it are kept in the audit log.",
      params: idParams,
      body: admin.adminBonusOfferBody,
      response: { 200: success(admin.adminUser), ...failures },
    },
    handler: async (request) => {
      const user = await changeBonusOffer(db, { userId: request.params.id, ...request.body, by: currentUserId(request) });
      return { success: true as const, data: adminUserResponse(user) };
    },
  });

  api.get('/api/admin/leads', {
    ...common,
    schema: { tags, security, querystring: admin.adminLeadsQuery, response: { 200: paginated(admin.adminLead), ...failures } },
    handler: async (request) => {
      const { limit, offset } = request.query;
      const { data, total } = await listLeads(db, request.query);
      return { success: true as const, data, pagination: { total, limit, offset } };
    },
  });

  api.get('/api/admin/orders', {
    ...common,
    schema: { tags, security, querystring: orders.ordersQuery, response: { 200: paginated(orders.order), ...failures } },
    handler: async (request) => {
      const { status, limit, offset, lang } = request.query;
      const { data, total } = await listOrders(db, { status, limit, offset }, lang);
      return { success: true as const, data, pagination: { total, limit, offset } };
    },
  });

  api.post('/api/admin/invoices/:id/paid', {
    ...common,
    schema: { tags, security, params: idParams, response: { 200: success(invoices.invoice), ...failures } },
    handler: async (request) => ({ success: true as const, data: invoiceResponse(await invoiceInLanguage(db, await markInvoicePaid(db, request.params.id), DEFAULT_LANGUAGE)) }),
  });

  api.get('/api/admin/services', {
    ...common,
    schema: { tags, security, querystring: catalogue.servicesQuery, response: { 200: paginated(catalogue.service.pick({ id: true, slug: true, title: true, isActive: true })), ...failures } },
    handler: async (request) => {
      const { rows, total } = await findServices(db, { ...request.query, categorySlug: request.query.category, includeInactive: true });
      return {
        success: true as const,
        data: rows.map(({ id, slug, title, isActive }) => ({ id, slug, title, isActive })),
        pagination: { total, limit: request.query.limit, offset: request.query.offset },
      };
    },
  });

  const savedService = z.object({ id: z.string() });

  api.post('/api/admin/services', {
    ...common,
    schema: { tags, security, body: admin.adminServiceBody, response: { 201: success(savedService), ...failures } },
    handler: async (request, reply) => {
      const id = await createService(db, request.body);
      await app.catalogueCache.invalidate();
      return reply.code(201).send({ success: true as const, data: { id } });
    },
  });

  api.patch('/api/admin/services/:id', {
    ...common,
    schema: { tags, security, params: idParams, body: admin.adminServicePatch, response: { 200: success(savedService), ...failures } },
    handler: async (request) => {
      const id = await updateService(db, request.params.id, request.body);
      await app.catalogueCache.invalidate();
      return { success: true as const, data: { id } };
    },
  });

  api.delete('/api/admin/services/:id', {
    ...common,
    schema: { tags, security, params: idParams, response: { 200: success(savedService), ...failures } },
    handler: async (request) => {
      const id = await deactivateService(db, request.params.id);
      await app.catalogueCache.invalidate();
      return { success: true as const, data: { id } };
    },
  });

  api.get('/api/admin/analytics', {
    ...common,
    schema: { tags, security, response: { 200: success(admin.adminAnalytics), ...failures } },
    handler: async () => ({ success: true as const, data: await analyticsSummary(db) }),
  });
}
