import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { AppConfig } from './config';
import { staticSite } from './plugins/static-site';
import { siteRoutes } from './routes/site';

/** Builds the server: third-party plugins first, then the site's own routes and files. */
export async function buildApp(config: AppConfig, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await siteRoutes(app, config);
  await staticSite(app, config);
  return app;
}
