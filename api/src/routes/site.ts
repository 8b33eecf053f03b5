import type { FastifyInstance } from 'fastify';

/** /health for load balancers; /remotes.json tells the shell where each remote lives. */
export async function siteRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return app.remoteRegistry.entries();
  });
}
