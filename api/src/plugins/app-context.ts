import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createAccessTokens } from '../modules/auth/access-tokens';
import { createLiveSessions } from '../modules/auth/live-sessions';
import { signInGuard } from '../modules/auth/sign-in-guard';
import { createCatalogueCache } from '../modules/catalogue/cache';
import { createSignedLinks } from '../modules/invoices/signed-links';
import { createMailer } from '../modules/mail/mailer';
import { remoteRegistry } from '../modules/remotes/registry';
import { resolveJwtSecret } from '../secrets';
import { remoteOrigins } from './external';
import { forgetEndedRateLimits } from './rate-limit-store';

export interface AppContextOptions {
  config: AppConfig;
  database: DatabaseHandle;
}

/** Old failed sign-ins, places unused for long and ended rate-limit windows are dropped every ten minutes. */
function sweepExpiredRows(app: FastifyInstance) {
  const timer = setInterval(() => {
    app.signInGuard.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'sweeping sign-in failures failed'));
    forgetEndedRateLimits(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'sweeping rate-limit counters failed'));
  }, 10 * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * The app's decorators, after the third-party plugins and before the routes: the configuration (validated
 * once by its schema), the database, mail, access tokens and signed invoice links, the pricing rules, the caches, the remote
 * registry, live sessions and the sign-in guard. Wrapped by fastify-plugin, so every route sees them.
 */
async function appContext(app: FastifyInstance, { config, database }: AppContextOptions) {
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('mailer', createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }));
  const secret = resolveJwtSecret(config);
  app.decorate('accessTokens', createAccessTokens(secret, config.accessTokenTtlSeconds));
  app.decorate('signedLinks', createSignedLinks(secret));
  app.decorate('pricingRules', { bonusCapPercent: config.bonusCapPercent, minCashPaymentCents: config.minCashPaymentCents });
  app.decorate('catalogueCache', createCatalogueCache(database.changes, { onLookup: (hit) => app.metrics.cache.inc({ cache: 'catalogue', result: hit ? 'hit' : 'miss' }) }));
  app.decorate('remoteRegistry', remoteRegistry(database.db, config.remotes, database.changes));
  // The CSP names the origins of the active releases: those of the registry at start, then of each change.
  const followRegistry = (registry: Record<string, { url: string }>) => {
    app.cspRemoteOrigins.origins = remoteOrigins(Object.values(registry).map((release) => release.url));
  };
  app.remoteRegistry.onChange(followRegistry);
  followRegistry(await app.remoteRegistry.active());
  app.decorate('liveSessions', createLiveSessions(database.db, database.changes));
  app.decorate('signInGuard', signInGuard(database.db, config.loginFailuresPerHour));
  sweepExpiredRows(app);
}

export default fp(appContext, { name: 'app-context', fastify: '5.x' });
