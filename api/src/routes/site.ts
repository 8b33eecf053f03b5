import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** /health for load balancers; /remotes.json tells the shell where each remote lives. */
export async function siteRoutes(app: FastifyInstance, config: AppConfig) {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return config.remotes;
  });
}
