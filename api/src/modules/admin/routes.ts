import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admin, paginated, catalogue, orders, errorResponse, success, uuidParam } from 'shared-api/contracts';
import { toCents } from 'shared-domain';
import { currentUserId } from '../../plugins/auth';
import { analyticsSummary } from '../analytics/repository';
import { findServices } from '../catalogue/repository';
import { adjustBonus } from '../bonus/ledger';
import { listLeads, updateLead } from '../leads/repository';
import { dashboardFigures, dashboardSeries } from './dashboard';
import { adminCategory, createCategory, listAdminCategories, updateCategory } from './categories';
import { adminInvoice, listAdminInvoices, markInvoicePaid, sendInvoiceAgain } from './invoices';
import { adminOrderDetail, listAdminOrders } from './orders';
import { adminServiceDetail, createService, deactivateService, updateService } from './services';
import { adminClientDetail, adminUserResponse, changeBonusOffer, listUsers, setAccountDisabled } from './users';

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
    schema: { tags, security, querystring: admin.adminOrdersQuery, response: { 200: paginated(admin.adminOrder), ...failures } },
    handler: async (request) => {
      const { limit, offset } = request.query;
      const { data, total } = await listAdminOrders(db, request.query);
      return { success: true as const, data, pagination: { total, limit, offset } };
    },
  });

  api.get('/api/admin/orders/:id', {
    ...common,
    schema: { tags, security, params: idParams, querystring: orders.orderLangQuery, response: { 200: success(admin.adminOrderDetail), ...failures } },
    handler: async (request) => ({ success: true as const, data: await adminOrderDetail(db, request.params.id, request.query.lang) }),
  });

  api.get('/api/admin/invoices', {
    ...common,
    schema: { tags, security, querystring: admin.adminInvoicesQuery, response: { 200: paginated(admin.adminInvoice), ...failures } },
    handler: async (request) => {
      const { limit, offset } = request.query;
      const { data, total } = await listAdminInvoices(db, request.query);
      return { success: true as const, data, pagination: { total, limit, offset } };
    },
  });

  api.post('/api/admin/invoices/:id/paid', {
    ...common,
    schema: {
      tags,
      security,
      description: 'Records the payment of a sent or Overdue invoice: the day the transfer arrived and its reference.',
      params: idParams,
      body: admin.invoicePaymentBody,
      response: { 200: success(admin.adminInvoice), ...failures },
    },
    handler: async (request) => {
      await markInvoicePaid(db, request.params.id, request.body);
      return { success: true as const, data: await adminInvoice(db, request.params.id) };
    },
  });

  api.post('/api/admin/invoices/:id/send', {
    ...common,
    schema: {
      tags,
      security,
      description: 'Sends the invoice to its client again by e-mail, in their language, with the payment details.',
      params: idParams,
      response: { 200: success(admin.adminInvoice), ...failures },
    },
    handler: async (request) => ({ success: true as const, data: await sendInvoiceAgain(app, request.params.id) }),
  });

  api.patch('/api/admin/leads/:id', {
    ...common,
    schema: { tags, security, params: idParams, body: admin.adminLeadUpdate, response: { 200: success(admin.adminLead), ...failures } },
    handler: async (request) => ({ success: true as const, data: await updateLead(db, request.params.id, request.body) }),
  });

  api.get('/api/admin/dashboard/series', {
    ...common,
    schema: { tags, security, querystring: z.object({ weeks: z.coerce.number().int().min(1).max(52).default(12) }), response: { 200: success(admin.adminDashboardSeries), ...failures } },
    handler: async (request) => ({ success: true as const, data: await dashboardSeries(db, request.query.weeks) }),
  });

  api.get('/api/admin/users/:id', {
    ...common,
    schema: { tags, security, params: idParams, response: { 200: success(admin.adminClientDetail), ...failures } },
    handler: async (request) => ({ success: true as const, data: await adminClientDetail(db, request.params.id) }),
  });

  api.post('/api/admin/users/:id/bonus-adjustments', {
    ...common,
    schema: {
      tags,
      security,
      description: "Corrects a client's bonus by a new ledger entry with its reason: a positive amount is granted, a negative one taken back (never below zero).",
      params: idParams,
      body: admin.bonusAdjustmentBody,
      response: { 200: success(admin.adminClientDetail), ...failures },
    },
    handler: async (request) => {
      await adjustBonus(db, { userId: request.params.id, amountCents: toCents(request.body.amount), reason: request.body.reason });
      return { success: true as const, data: await adminClientDetail(db, request.params.id) };
    },
  });

  for (const action of ['disable', 'enable'] as const) {
    api.post(`/api/admin/users/:id/${action}`, {
      ...common,
      schema: {
        tags,
        security,
        description: action === 'disable' ? "Disables a client's account: it cannot sign in, and its sessions end." : 'Enables a disabled account again.',
        params: idParams,
        response: { 200: success(admin.adminClientDetail), ...failures },
      },
      handler: async (request) => {
        await setAccountDisabled(db, { userId: request.params.id, disabled: action === 'disable', by: currentUserId(request) });
        if (action === 'disable') await app.liveSessions.forget();
        return { success: true as const, data: await adminClientDetail(db, request.params.id) };
      },
    });
  }

  api.get('/api/admin/services', {
    ...common,
    schema: { tags, security, querystring: admin.adminServicesQuery, response: { 200: paginated(catalogue.service.pick({ id: true, slug: true, title: true, isActive: true })), ...failures } },
    handler: async (request) => {
      const { rows, total } = await findServices(db, { ...request.query, categorySlug: request.query.category, includeInactive: true });
      return {
        success: true as const,
        data: rows.map(({ id, slug, title, isActive }) => ({ id, slug, title, isActive })),
        pagination: { total, limit: request.query.limit, offset: request.query.offset },
      };
    },
  });

  api.get('/api/admin/services/:id', {
    ...common,
    schema: { tags, security, params: idParams, response: { 200: success(admin.adminServiceDetail), ...failures } },
    handler: async (request) => ({ success: true as const, data: await adminServiceDetail(db, request.params.id) }),
  });

  /** What a create or a change answers: the id of what was saved. */
  const saved = z.object({ id: z.string() });

  api.post('/api/admin/services', {
    ...common,
    schema: { tags, security, body: admin.adminServiceBody, response: { 201: success(saved), ...failures } },
    handler: async (request, reply) => {
      const id = await createService(db, request.body);
      await app.catalogueCache.invalidate();
      return reply.code(201).send({ success: true as const, data: { id } });
    },
  });

  api.patch('/api/admin/services/:id', {
    ...common,
    schema: { tags, security, params: idParams, body: admin.adminServicePatch, response: { 200: success(saved), ...failures } },
    handler: async (request) => {
      const id = await updateService(db, request.params.id, request.body);
      await app.catalogueCache.invalidate();
      return { success: true as const, data: { id } };
    },
  });

  api.delete('/api/admin/services/:id', {
    ...common,
    schema: { tags, security, params: idParams, response: { 200: success(saved), ...failures } },
    handler: async (request) => {
      const id = await deactivateService(db, request.params.id);
      await app.catalogueCache.invalidate();
      return { success: true as const, data: { id } };
    },
  });

  api.get('/api/admin/categories', {
    ...common,
    schema: { tags, security, querystring: admin.adminCategoriesQuery, response: { 200: paginated(admin.adminCategory), ...failures } },
    handler: async (request) => {
      const { limit, offset } = request.query;
      const { data, total } = await listAdminCategories(db, request.query);
      return { success: true as const, data, pagination: { total, limit, offset } };
    },
  });

  api.get('/api/admin/categories/:id', {
    ...common,
    schema: { tags, security, params: idParams, response: { 200: success(admin.adminCategory), ...failures } },
    handler: async (request) => ({ success: true as const, data: await adminCategory(db, request.params.id) }),
  });

  api.post('/api/admin/categories', {
    ...common,
    schema: { tags, security, body: admin.adminCategoryBody, response: { 201: success(saved), ...failures } },
    handler: async (request, reply) => {
      const id = await createCategory(db, request.body);
      await app.catalogueCache.invalidate();
      return reply.code(201).send({ success: true as const, data: { id } });
    },
  });

  api.patch('/api/admin/categories/:id', {
    ...common,
    schema: {
      tags,
      security,
      description: 'Changes what is sent; a language sent replaces its texts, null removes one. A category holding active services cannot be deactivated (409).',
      params: idParams,
      body: admin.adminCategoryPatch,
      response: { 200: success(saved), ...failures },
    },
    handler: async (request) => {
      const id = await updateCategory(db, request.params.id, request.body);
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
