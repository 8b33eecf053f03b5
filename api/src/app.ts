import crypto from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, ping, type DatabaseHandle } from './db/database';
import { inRequest, REQUEST_ID } from './db/request-tags';
import './fastify-types';
import { registerBackground } from './plugins/background';
import { authRoutes } from './modules/auth/routes';
import { bonusRoutes } from './modules/bonus/routes';
import { conditionalRequests } from './modules/catalogue/cache';
import { catalogueRoutes } from './modules/catalogue/routes';
import { contentRoutes } from './modules/content/routes';
import { pricingRoutes } from './modules/pricing/routes';
import { userRoutes } from './modules/users/routes';
import { adminRoutes } from './modules/admin/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { cartRoutes } from './modules/cart/routes';
import { invoiceRoutes, signedInvoiceFileRoute } from './modules/invoices/routes';
import { leadRoutes } from './modules/leads/routes';
import { orderRoutes } from './modules/orders/routes';
import { avatarFileRoute, uploadRoutes } from './modules/uploads/routes';
import { requireApiKey } from './plugins/api-key';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { logSerializers } from './plugins/log-serializers';
import { refuseNul } from './plugins/refuse-nul';
import { registerExternalPlugins } from './plugins/external';
import { createMetrics, registerMetrics } from './plugins/metrics';
import appContext from './plugins/app-context';
import { servedFolders, staticSite } from './plugins/static-site';
import { siteRoutes } from './routes/site';
import { releaseStore } from './modules/remotes/release-store';
import { remoteRoutes } from './modules/remotes/routes';

export interface BuildOptions {
  logger?: boolean;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** An open database to use (tests, or two servers on one database); otherwise one is opened from config. */
  database?: DatabaseHandle;
}

/** Builds the server: third-party plugins, then the app's decorators, then the routes and the site. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false && !options.logStream
        ? false
        : { level: config.logLevel, serializers: logSerializers, ...(options.logStream && { stream: options.logStream }) },
    bodyLimit: 1_048_576,
    // The balancer's request id (X-Request-Id) when it is a plain one, else a new one: in every log
    // line of the request, in its answer's X-Request-Id, and in its SQL as a comment (db/request-tags.ts).
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    // X-Forwarded-For is believed only from the configured balancers: anyone else could pick their address.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // The router refuses a malformed URL (bad percent-encoding, an over-long parameter) before any hook
    // runs: answered in the API's error shape too.
    frameworkErrors: (error, _request, frameworkReply) => {
      const reply = frameworkReply as unknown as FastifyReply;
      void reply.code(error.statusCode && error.statusCode < 500 ? error.statusCode : 400).send({ success: false, error: 'The address is not valid', code: 'INVALID_URL' });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const database = options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` }));
  // The embedded database is this process's own and runs its statements untagged: keeping the request's
  // context for it would only make every promise of the process pay for an async-context hook.
  if (database.driver === 'postgres') app.addHook('onRequest', (request, _reply, done) => inRequest(request.id, done));
  if (!options.database) app.addHook('onClose', () => database.close());
  app.decorate('metrics', createMetrics(database));
  app.decorate('lifecycle', { draining: false });
  registerMetrics(app, config.metricsToken);
  await registerExternalPlugins(app, config, database.db);

  await app.register(appContext, { config, database });
  registerBackground(app);
  registerAuth(app);
  registerErrorHandler(app);
  refuseNul(app);

  await siteRoutes(app);
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    return (await ping(database.db)) ? { status: 'ready' } : reply.code(503).send({ status: 'database unavailable' });
  });

  await app.register(async (api) => {
    api.addHook('onRequest', requireApiKey(config.apiKeys));
    // Catalogue answers, and only they, revalidate by ETag (@fastify/etag in a scope of their own).
    await api.register(async (catalogue) => {
      await conditionalRequests(catalogue);
      await catalogueRoutes(catalogue);
    });
    for (const routes of [authRoutes, userRoutes, pricingRoutes, bonusRoutes, contentRoutes]) {
      await routes(api);
    }
    for (const routes of [cartRoutes, orderRoutes, leadRoutes, analyticsRoutes, uploadRoutes, adminRoutes]) {
      await routes(api);
    }
    await invoiceRoutes(api, app.signedLinks);
    await remoteRoutes(api, releaseStore(config.releasesDir), path.join(config.shellDir, 'mf-manifest.json'), servedFolders(config));
  });
  // Links that work without headers: signed invoice downloads and public avatars.
  await signedInvoiceFileRoute(app, app.signedLinks);
  await avatarFileRoute(app);

  await staticSite(app, config);
  return app;
}
