import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');

import { REMOTE_NAMES } from 'shared-api/src/contracts/remotes';

export { REMOTE_NAMES };
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The application key the front end is built with when WEB_API_KEY is not set (rspack.base.js). */
export const DEVELOPMENT_API_KEY = 'gp-web-local-key';

export interface AppConfig {
  production: boolean;
  host: string;
  port: number;
  logLevel: string;
  /** Public address of the site, for links in mails. */
  publicUrl: string;
  /** The shell's build, served at / with history fallback. */
  shellDir: string;
  /** The shell's Node bundle, which renders pages on the server (none: pages render in the browser). */
  shellServerDir: string;
  /** How long a server-rendered public page is reused (PAGE_CACHE_SECONDS, default 10; 0: never). */
  pageCacheSeconds: number;
  /** Each remote's build, served at /remotes/<name>/. */
  remoteDirs: Record<RemoteName, string>;
  /** The design gallery's build (shared-ui), served at /design/. */
  galleryDir: string;
  /** Each remote's manifest until an administrator activates a release (the registry's defaults). */
  remotes: Record<RemoteName, string>;
  /** The release store: <remote>/<version>/ folders, served at /releases/ (RELEASES_DIR). */
  releasesDir: string;
  /** The releases `npm start` just published, by remote (START_RELEASES, JSON; see registry.ts). */
  startReleases: Partial<Record<RemoteName, string>>;
  /** A PostgreSQL URL; without one the embedded database lives in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Seed the demo client and admin (always with the embedded database). */
  seedDemo: boolean;
  /** JWT_SECRET; when unset in development one is generated and kept in the data folder. */
  jwtSecret?: string;
  apiKeys: string[];
  corsOrigins: string[];
  /** Addresses (or CIDR ranges) of the load balancers whose X-Forwarded-For is believed; none by default. */
  trustedProxies: string[];
  smtpUrl?: string;
  mailFrom: string;
  salesEmail: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  refreshTokenMaxAgeDays: number;
  bonusCapPercent: number;
  minCashPaymentCents: number;
  /** Sign-in attempts one address may make per minute. */
  authRateLimitPerMinute: number;
  /** Failed sign-ins one account may have per hour before it is refused with 429. */
  loginFailuresPerHour: number;
}

/** A setting that is wrong stops the server with a message naming it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${value}"`);
  }
  return number;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * REMOTES is JSON naming a manifest URL for any of the remotes, e.g.
 * {"catalogue":"https://cdn.example.com/catalogue/1.4.0/mf-manifest.json"}; the rest stay on this origin.
 */
function parseRemotes(value: string | undefined): Record<RemoteName, string> {
  const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])) as Record<
    RemoteName,
    string
  >;
  if (!value) return remotes;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new ConfigError('REMOTES must be JSON, e.g. {"catalogue":"https://cdn.example.com/catalogue/mf-manifest.json"}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ConfigError('REMOTES must be a JSON object');
  for (const [name, url] of Object.entries(parsed)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
      throw new ConfigError(`REMOTES names an unknown remote "${name}"; known: ${REMOTE_NAMES.join(', ')}`);
    }
    if (typeof url !== 'string' || url === '') throw new ConfigError(`REMOTES.${name} must be a URL`);
    remotes[name as RemoteName] = url;
  }
  return remotes;
}

function parseStartReleases(value: string | undefined): Partial<Record<RemoteName, string>> {
  if (!value) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new ConfigError('START_RELEASES must be JSON, e.g. {"catalogue":"0.1.0-3f9a1c2b"}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ConfigError('START_RELEASES must be a JSON object');
  const entries = Object.entries(parsed as Record<string, unknown>).filter(
    (entry): entry is [RemoteName, string] => (REMOTE_NAMES as readonly string[]).includes(entry[0]) && typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) throw new ConfigError('DATABASE_URL must be a postgres:// URL');
  return value;
}

/** TRUST_PROXY names the balancers' addresses; "true" (trust anyone's X-Forwarded-For) is refused. */
function parseTrustedProxies(value: string | undefined): string[] {
  const proxies = list(value);
  for (const proxy of proxies) {
    if (!/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(proxy)) {
      throw new ConfigError(`TRUST_PROXY must list the load balancers' addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8), not "${proxy}"`);
    }
  }
  return proxies;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = integer(env, 'PORT', 3000, 0, 65_535);
  const databaseUrl = parseDatabaseUrl(env.DATABASE_URL);
  const apiKeys = list(env.API_KEYS);
  if (production && apiKeys.length === 0) throw new ConfigError('API_KEYS must name the application keys in production');
  if (production && !env.JWT_SECRET) throw new ConfigError('JWT_SECRET must be set in production');
  if (env.JWT_SECRET !== undefined && env.JWT_SECRET.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  const minCash = Number(env.MIN_CASH_PAYMENT ?? '10');
  if (!Number.isFinite(minCash) || minCash < 0) throw new ConfigError('MIN_CASH_PAYMENT must be a non-negative EUR amount');

  return {
    production,
    host: env.HOST ?? '0.0.0.0',
    port,
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    shellDir: path.resolve(env.SHELL_DIST ?? path.join(REPO_ROOT, 'shell/dist')),
    shellServerDir: path.resolve(env.SHELL_SERVER_DIST ?? path.join(REPO_ROOT, 'shell/server-dist')),
    pageCacheSeconds: integer(env, 'PAGE_CACHE_SECONDS', 10, 0, 3600),
    remoteDirs: Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(REPO_ROOT, `mf-${name}/dist`)])) as Record<
      RemoteName,
      string
    >,
    galleryDir: path.join(REPO_ROOT, 'shared-ui/gallery-dist'),
    remotes: parseRemotes(env.REMOTES),
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(REPO_ROOT, 'releases')),
    startReleases: parseStartReleases(env.START_RELEASES),
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    seedDemo: !databaseUrl || env.SEED_DEMO === '1',
    jwtSecret: env.JWT_SECRET,
    apiKeys: apiKeys.length > 0 ? apiKeys : [DEVELOPMENT_API_KEY],
    corsOrigins: list(env.CORS_ORIGINS),
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Growth Partners <hello@growth-partners.example>',
    salesEmail: env.SALES_EMAIL ?? 'sales@growth-partners.example',
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL', 3600, 5, 86_400),
    refreshTokenTtlDays: integer(env, 'REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    refreshTokenMaxAgeDays: integer(env, 'REFRESH_TOKEN_MAX_AGE_DAYS', 90, 1, 730),
    bonusCapPercent: integer(env, 'BONUS_CAP_PERCENT', 20, 0, 100),
    minCashPaymentCents: Math.round(minCash * 100),
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 30, 1, 100_000),
    loginFailuresPerHour: integer(env, 'LOGIN_FAILURES_PER_HOUR', 100, 1, 100_000),
  };
}
