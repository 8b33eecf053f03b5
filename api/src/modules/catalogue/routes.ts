import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogue, errorResponse, paginated, success } from 'shared-api/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { findCategories, findService, findServices, priceSummaries, serviceTitles, type PriceSummary, type ServiceRow } from './repository';

/** Search results say 30 days where a service's delivery is unknown (spec 3). */
const SEARCH_DEFAULT_DELIVERY_DAYS = 30;

function serviceResponse(row: ServiceRow, price: PriceSummary | undefined) {
  return {
    ...row,
    childServices: [],
    prices: price?.prices ?? [],
    priceFrom: (price?.priceFromCents ?? 0) / 100,
    ...(price?.priceProCents !== undefined && { pricePro: price.priceProCents / 100 }),
    currency: price?.currency ?? 'EUR',
  };
}

async function withPrices(db: Database, rows: ServiceRow[]) {
  const prices = await priceSummaries(db, rows.map((row) => row.id));
  return rows.map((row) => serviceResponse(row, prices.get(row.id)));
}

/** The public catalogue: services, one service, categories, search. Answers are cached per language and query. */
export async function catalogueRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, catalogueCache: cache } = app;
  const tags = ['catalogue'];

  api.get('/api/services', {
    schema: { tags, querystring: catalogue.servicesQuery, response: { 200: paginated(catalogue.service), 400: errorResponse } },
    handler: async (request, reply) => {
      const query = request.query;
      return cache.send(request, reply, `services:${JSON.stringify(query)}`, async () => {
        const { rows, total } = await findServices(db, { ...query, categorySlug: query.category });
        return paginated(catalogue.service).parse({
          success: true,
          data: await withPrices(db, rows),
          pagination: { total, limit: query.limit, offset: query.offset },
        });
      });
    },
  });

  api.get('/api/services/:idOrSlug', {
    schema: {
      tags,
      params: z.object({ idOrSlug: z.string().min(1).max(200) }),
      querystring: catalogue.langQuery,
      response: { 200: success(catalogue.service), 400: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const { idOrSlug } = request.params;
      const { lang } = request.query;
      return cache.send(request, reply, `service:${lang}:${idOrSlug}`, async () => {
        const row = await findService(db, idOrSlug, lang);
        if (!row) throw notFound('Service not found', 'SERVICE_NOT_FOUND');
        const categories = await findCategories(db, lang);
        const category = categories.find((c) => c.id === row.categoryId);
        const [service] = await withPrices(db, [row]);
        const categoryView = category ? { ...category, services: undefined } : null;
        return success(catalogue.service).parse({ success: true, data: { ...service, category: categoryView } });
      });
    },
  });

  api.get('/api/service-titles', {
    schema: {
      tags,
      description: "Services' titles by id in a language, deactivated services too: how carts, orders and invoices name their lines in the reader's language.",
      querystring: catalogue.serviceTitlesQuery,
      response: { 200: success(z.array(catalogue.serviceTitle)), 400: errorResponse },
    },
    handler: async (request, reply) => {
      const { ids, lang } = request.query;
      const unique = [...new Set(ids)].sort();
      return cache.send(request, reply, `service-titles:${lang}:${unique.join(',')}`, async () => {
        const titles = await serviceTitles(db, unique, lang);
        return success(z.array(catalogue.serviceTitle)).parse({ success: true, data: unique.flatMap((id) => titles.get(id) ?? []) });
      });
    },
  });

  api.get('/api/categories', {
    schema: { tags, querystring: catalogue.langQuery, response: { 200: success(z.array(catalogue.category)), 400: errorResponse } },
    handler: async (request, reply) => {
      const { lang } = request.query;
      return cache.send(request, reply, `categories:${lang}`, async () =>
        success(z.array(catalogue.category)).parse({ success: true, data: await findCategories(db, lang) }),
      );
    },
  });

  api.get('/api/search', {
    schema: { tags, querystring: catalogue.searchQuery, response: { 200: success(z.array(catalogue.service)), 400: errorResponse } },
    handler: async (request, reply) => {
      const { q, lang, limit } = request.query;
      // Spec 5: a blank query gives an empty list and costs no database work.
      if (q.trim() === '') return { success: true as const, data: [] };
      return cache.send(request, reply, `search:${lang}:${limit}:${q.trim().toLowerCase()}`, async () => {
        const { rows } = await findServices(db, { lang, search: q, limit, offset: 0 });
        const results = (await withPrices(db, rows)).map((service) => ({
          ...service,
          estimatedDeliveryDays: service.estimatedDeliveryDays ?? SEARCH_DEFAULT_DELIVERY_DAYS,
        }));
        return success(z.array(catalogue.service)).parse({ success: true, data: results });
      });
    },
  });
}
