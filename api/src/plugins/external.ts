import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { Database } from '../db/database';
import { databaseRateLimitStore } from './rate-limit-store';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_KEY_HEADER } from 'shared-api/config-header';
import type { AppConfig } from '../config';
import { tooManyRequests } from '../errors';

/** The origins of the remotes' releases that are not this origin's (a CDN, another host). */
export function remoteOrigins(urls: string[]): string[] {
  return [...new Set(urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin))];
}


/** Third-party plugins, registered before the app's own: compression, security headers, CORS, rate limits, OpenAPI. */
export async function registerExternalPlugins(app: FastifyInstance, config: AppConfig, db: Database) {
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  // The remote origins the Content-Security-Policy lets pages load scripts and styles from and connect to: the
  // registry's, kept current by app.ts when an administrator activates a release elsewhere.
  const allowed = { origins: remoteOrigins(Object.values(config.remotes)) };
  app.decorate('cspRemoteOrigins', allowed);
  const selfAndRemotes = () => ["'self'", ...allowed.origins].join(' ');
  // helmet's middleware, made once: @fastify/helmet made it anew for every request (13 µs here, a tenth of
  // a cached answer's time). The directives given as functions are still read on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [selfAndRemotes],
        // emotion (MUI) writes its styles into <style> elements; a remote may ship a style sheet.
        styleSrc: [selfAndRemotes, "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [selfAndRemotes],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // API answers and invoices are for this origin only; remotes' files say otherwise (static-site.ts).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // Strict-Transport-Security means something only over HTTPS: sent below when the request came so.
    hsts: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    allowedHeaders: ['Content-Type', 'Authorization', API_KEY_HEADER, 'Idempotency-Key'],
    exposedHeaders: ['ETag', 'Retry-After'],
  });
  // Uploads check their own size per kind; this is the ceiling for any multipart body.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    onExceeded: (request) => app.metrics.rateLimited.inc({ route: request.routeOptions.url ?? 'unmatched' }),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Growth Partners API', version: '1.0.0', description: `Every /api and /auth call needs the ${API_KEY_HEADER} header.` },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
