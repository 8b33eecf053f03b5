import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analytics, errorResponse, success } from 'shared-api/contracts';
import { recordAnalytics, type NewAnalyticsEvent } from './repository';

const accepted = z.object({ accepted: z.number().int() });

/** Keeps the path only: query strings and fragments can carry personal data. */
const pathOnly = (path: string | undefined) => path?.split(/[?#]/)[0];

/** /api/analytics: page views and events, without personal data (no address, no user, no query string). */
export async function analyticsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['analytics'];
  const rateLimit = { max: 600, timeWindow: '1 minute' };
  const failures = { 400: errorResponse, 429: errorResponse };

  const store = async (rows: NewAnalyticsEvent[]) => {
    await recordAnalytics(app.db, rows);
    return { success: true as const, data: { accepted: rows.length } };
  };

  api.post('/api/analytics/track', {
    config: { rateLimit },
    schema: { tags, body: analytics.trackBody, response: { 202: success(accepted), ...failures } },
    handler: async (request, reply) =>
      reply.code(202).send(await store([{ kind: 'event', name: request.body.name, path: pathOnly(request.body.path), properties: request.body.properties }])),
  });

  api.post('/api/analytics/events', {
    config: { rateLimit },
    schema: { tags, body: analytics.eventsBody, response: { 202: success(accepted), ...failures } },
    handler: async (request, reply) =>
      reply.code(202).send(await store(request.body.events.map((event) => ({ kind: 'event' as const, name: event.name, path: pathOnly(event.path), properties: event.properties })))),
  });

  api.post('/api/analytics/pageview', {
    config: { rateLimit },
    schema: { tags, body: z.union([analytics.pageviewBody, analytics.pageviewsBody]), response: { 202: success(accepted), ...failures } },
    handler: async (request, reply) => {
      const views = 'pageviews' in request.body ? request.body.pageviews : [request.body];
      return reply.code(202).send(await store(views.map((view) => ({ kind: 'pageview' as const, name: 'pageview', path: pathOnly(view.path), language: view.language }))));
    },
  });
}
