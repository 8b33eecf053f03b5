import type { onRequestAsyncHookHandler } from 'fastify';
import type {} from '@fastify/multipart';
import type { PricingRules } from 'shared-domain';
import type { AppConfig } from './config';
import type { RemoteRegistry } from './modules/remotes/registry';
import type { Database } from './db/database';
import type { AccessClaims, AccessTokens } from './modules/auth/access-tokens';
import type { CatalogueCache } from './modules/catalogue/cache';
import type { LiveSessions } from './modules/auth/live-sessions';
import type { SignInGuard } from './modules/auth/sign-in-guard';
import type { Mailer } from './modules/mail/mailer';
import type { SignedLinks } from './modules/invoices/signed-links';
import type { Metrics } from './plugins/metrics';

// The app's decorators (plugins/app-context.ts and the small plugins beside it) as Fastify's types see them.
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    mailer: Mailer;
    accessTokens: AccessTokens;
    signedLinks: SignedLinks;
    pricingRules: PricingRules;
    catalogueCache: CatalogueCache;
    /** The remote origins the CSP allows (plugins/external.ts), following the registry. */
    cspRemoteOrigins: { origins: string[] };
    /** Which release each remote serves (modules/remotes/registry.ts). */
    remoteRegistry: RemoteRegistry;
    liveSessions: LiveSessions;
    signInGuard: SignInGuard;
    /** Prometheus counters and timings (plugins/metrics.ts). */
    metrics: Metrics;
    /** Set on SIGTERM: /ready answers 503 while the last requests are served (shutdown.ts). */
    lifecycle: { draining: boolean };
    /** Runs work the answer does not wait for; errors are logged (plugins/background.ts). */
    inBackground(what: string, task: () => Promise<void>): void;
    /** onRequest hook: a valid Bearer token is required. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook: reads a Bearer token when there is one. */
    identify: onRequestAsyncHookHandler;
    /** onRequest hook: an admin's Bearer token is required. */
    requireAdmin: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}
