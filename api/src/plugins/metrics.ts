import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database';

/** What the server counts for Prometheus; each app has its own registry (tests build many apps in one process). */
export function createMetrics(database: DatabaseHandle) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics = {
    registry,
    requests: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests by method, route (its pattern) and status, with their durations',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    renders: new Histogram({
      name: 'ssr_render_seconds',
      help: 'Server renders of pages, by outcome (rendered, or left to the browser)',
      labelNames: ['outcome'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2],
      registers: [registry],
    }),
    cache: new Counter({
      name: 'cache_lookups_total',
      help: 'Look-ups of the in-memory caches (catalogue answers, rendered pages) that found an entry or not',
      labelNames: ['cache', 'result'],
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'rate_limit_rejections_total',
      help: 'Requests refused with 429 by a rate limit, by route',
      labelNames: ['route'],
      registers: [registry],
    }),
  };
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests); none on the embedded database',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = database.pool?.();
      if (!pool) return;
      for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Times every request by its route pattern (not its URL: ids would make endless series) and serves
 * GET /metrics in Prometheus's text format, to a scraper holding METRICS_TOKEN when one is set. The
 * balancer keeps /metrics from the public (deploy/).
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined) {
  const { metrics } = app;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && request.headers.authorization !== `Bearer ${token}`) return reply.code(401).send({ success: false, error: 'Unauthorized', code: 'UNAUTHORIZED' });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
