import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogue, commerce, errorResponse, paginated, success, uuidParam } from 'shared-api/contracts';
import { fromCents } from 'shared-domain';
import { centsSum } from '../../db/cents-sum';
import { analyticsEvents, bonusLedger, invoices, leads, orders, services, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { findServices } from '../catalogue/repository';
import { invoiceResponse } from '../invoices/repository';
import { listOrders } from '../orders/repository';
import { createService, updateService } from './services';
import { adminUserResponse, changeBonusOffer } from './users';
import { currentUserId } from '../../plugins/auth';

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
    schema: { tags, security, response: { 200: success(commerce.adminDashboard), ...failures } },
    handler: async () => {
      const [[clients], byStatus, [money], [spent], [leadCount]] = await Promise.all([
        db.select({ n: count() }).from(users).where(eq(users.role, 'client')),
        db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
        db
          .select({
            paid: centsSum(sql`case when ${invoices.state} = 'paid' then ${invoices.amountDueCents} else 0 end`),
            outstanding: centsSum(sql`case when ${invoices.state} = 'sent' then ${invoices.amountDueCents} else 0 end`),
          })
          .from(invoices),
        db
          .select({
            cents: centsSum(
              sql`case when ${bonusLedger.type} = 'spent' then ${bonusLedger.amountCents} when ${bonusLedger.type} = 'refunded' then -${bonusLedger.amountCents} else 0 end`,
            ),
          })
          .from(bonusLedger),
        db.select({ n: count() }).from(leads),
      ]);
      return {
        success: true as const,
        data: {
          clients: clients?.n ?? 0,
          ordersByStatus: Object.fromEntries(byStatus.map((row) => [row.status, row.n])),
          revenuePaid: fromCents(money?.paid ?? 0),
          amountOutstanding: fromCents(money?.outstanding ?? 0),
          bonusSpent: fromCents(spent?.cents ?? 0),
          leads: leadCount?.n ?? 0,
        },
      };
    },
  });

  api.get('/api/admin/users', {
    ...common,
    schema: { tags, security, querystring: commerce.adminUsersQuery, response: { 200: paginated(commerce.adminUser), ...failures } },
    handler: async (request) => {
      const { search, limit, offset } = request.query;
      const pattern = search ? `%${search.replace(/[%_\\]/g, '\\$&')}%` : undefined;
      const where = pattern ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern)) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(users).where(where).orderBy(desc(users.createdAt)).limit(limit).offset(offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return {
        success: true as const,
        data: rows.map(adminUserResponse),
        pagination: { total: total?.n ?? 0, limit, offset },
      };
    },
  });

  api.put('/api/admin/users/:id/bonus-offer', {
    ...common,
    schema: {
      tags,
      security,
      description: "Changes a client's welcome offer; the change, its reason and who made it are kept in the audit log.",
      params: idParams,
      body: commerce.adminBonusOfferBody,
      response: { 200: success(commerce.adminUser), ...failures },
    },
    handler: async (request) => {
      const user = await changeBonusOffer(db, { userId: request.params.id, ...request.body, by: currentUserId(request) });
      return { success: true as const, data: adminUserResponse(user) };
    },
  });

  api.get('/api/admin/leads', {
    ...common,
    schema: { tags, security, querystring: commerce.adminLeadsQuery, response: { 200: paginated(commerce.adminLead), ...failures } },
    handler: async (request) => {
      const { kind, limit, offset } = request.query;
      const where = kind ? eq(leads.kind, kind) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(leads).where(where).orderBy(desc(leads.createdAt)).limit(limit).offset(offset),
        db.select({ n: count() }).from(leads).where(where),
      ]);
      return {
        success: true as const,
        data: rows.map((lead) => ({ ...lead, createdAt: lead.createdAt.toISOString() })),
        pagination: { total: total?.n ?? 0, limit, offset },
      };
    },
  });

  api.get('/api/admin/orders', {
    ...common,
    schema: { tags, security, querystring: commerce.ordersQuery, response: { 200: paginated(commerce.order), ...failures } },
    handler: async (request) => {
      const { status, limit, offset } = request.query;
      const { data, total } = await listOrders(db, { status, limit, offset });
      return { success: true as const, data, pagination: { total, limit, offset } };
    },
  });

  api.post('/api/admin/invoices/:id/paid', {
    ...common,
    schema: { tags, security, params: idParams, response: { 200: success(commerce.invoice), ...failures } },
    handler: async (request) => {
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, request.params.id));
      if (!invoice) throw notFound('Invoice not found', 'INVOICE_NOT_FOUND');
      if (invoice.state !== 'sent') throw conflict('INVOICE_NOT_PAYABLE', `An invoice that is ${invoice.state} cannot be marked paid`);
      const [paid] = await db
        .update(invoices)
        .set({ state: 'paid', paidAt: new Date() })
        .where(and(eq(invoices.id, invoice.id), eq(invoices.state, 'sent')))
        .returning();
      return { success: true as const, data: invoiceResponse(paid!) };
    },
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
    schema: { tags, security, body: commerce.adminServiceBody, response: { 201: success(savedService), ...failures } },
    handler: async (request, reply) => {
      const id = await createService(db, request.body);
      await app.catalogueCache.invalidate();
      return reply.code(201).send({ success: true as const, data: { id } });
    },
  });

  api.patch('/api/admin/services/:id', {
    ...common,
    schema: { tags, security, params: idParams, body: commerce.adminServicePatch, response: { 200: success(savedService), ...failures } },
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
      const [row] = await db.update(services).set({ isActive: false, updatedAt: new Date() }).where(eq(services.id, request.params.id)).returning({ id: services.id });
      if (!row) throw notFound('Service not found', 'SERVICE_NOT_FOUND');
      await app.catalogueCache.invalidate();
      return { success: true as const, data: { id: row.id } };
    },
  });

  api.get('/api/admin/analytics', {
    ...common,
    schema: { tags, security, response: { 200: success(commerce.adminAnalytics), ...failures } },
    handler: async () => {
      const since = sql`now() - interval '30 days'`;
      const [views, events] = await Promise.all([
        db
          .select({ path: sql<string>`coalesce(${analyticsEvents.path}, '')`, views: count() })
          .from(analyticsEvents)
          .where(and(eq(analyticsEvents.kind, 'pageview'), sql`${analyticsEvents.createdAt} > ${since}`))
          .groupBy(analyticsEvents.path)
          .orderBy(desc(count()))
          .limit(50),
        db
          .select({ name: analyticsEvents.name, count: count() })
          .from(analyticsEvents)
          .where(and(eq(analyticsEvents.kind, 'event'), sql`${analyticsEvents.createdAt} > ${since}`))
          .groupBy(analyticsEvents.name)
          .orderBy(desc(count()))
          .limit(50),
      ]);
      return { success: true as const, data: { pageviewsByPath: views, eventsByName: events } };
    },
  });
}
