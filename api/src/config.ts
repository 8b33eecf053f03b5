import path from 'node:path';
import { z } from 'zod';

const REPO_ROOT = path.resolve(__dirname, '../..');

import { LANGUAGE_CODES, type LanguageCode } from 'shared-api/contracts/languages';
import { REMOTE_NAMES } from 'shared-api/contracts/remotes';
import { OWASP_ARGON2_MEMORY_KIB } from './modules/auth/passwords';

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
  /** The design system's Storybook build (shared-ui), served at /design/. */
  designDir: string;
  /** Each remote's manifest until an administrator activates a release (the registry's defaults). */
  remotes: Record<RemoteName, string>;
  /** The release store: <remote>/<version>/ folders, served at /releases/ (RELEASES_DIR). */
  releasesDir: string;
  /** What the release store keeps of each remote at start (RELEASES_KEEP newest, and those of the last RELEASES_KEEP_DAYS days). */
  releaseRetention: { newest: number; days: number };
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
  /** The language of the mails sales get about leads (a contact, quote or callback request). */
  salesLanguage: LanguageCode;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  refreshTokenMaxAgeDays: number;
  bonusCapPercent: number;
  minCashPaymentCents: number;
  /** Sign-in attempts one address may make per minute. */
  authRateLimitPerMinute: number;
  /** Failed sign-ins one account may have per hour before it is refused with 429. */
  loginFailuresPerHour: number;
  /** argon2id memory cost of new password hashes (KiB); OWASP's minimum or more in production. */
  passwordHashMemoryKib: number;
  /** The bearer token a Prometheus scraper sends for /metrics (METRICS_TOKEN); unset, the balancer keeps /metrics private. */
  metricsToken?: string;
  /** After SIGTERM, how long /ready answers 503 while requests are still served, so a balancer moves away first. */
  shutdownDrainMs: number;
  /** The longest a stop may take to finish in-flight requests before the process exits anyway. */
  shutdownTimeoutMs: number;
}

/** A setting that is wrong stops the server with a message naming it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Each rule below is worded to follow the variable's name: the ConfigError reads "PORT must be …".

/** A whole number within bounds; unset, the fallback. */
function wholeNumber(fallback: number, min: number, max: number) {
  const within = (number: number) => Number.isInteger(number) && number >= min && number <= max;
  return z
    .string()
    .refine((value) => within(Number(value)), {
      error: (issue) => `must be a whole number from ${min} to ${max}, not "${String(issue.input)}"`,
    })
    .transform(Number)
    .default(fallback);
}

/** A folder, resolved against the working directory. */
const folder = (fallback: string) => z.string().default(fallback).transform((dir) => path.resolve(dir));

/** A comma-separated list, e.g. API_KEYS=web-key, partner-key. */
const list = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

/** JSON in a variable, parsed and then checked by `shape`; `example` shows the format when it is not JSON. */
function json<T extends z.ZodType>(example: string, shape: T) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be JSON, e.g. ${example}` });
        return z.NEVER;
      }
    })
    .pipe(shape);
}

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** Where each remote's manifest is until REMOTES moves it: this origin. */
const remotesHere = () =>
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])) as Record<RemoteName, string>;

const remoteUrl = z.string({ error: 'must be a URL' }).min(1, 'must be a URL');

/** TRUST_PROXY names the balancers' addresses; "true" (trust anyone's X-Forwarded-For) is refused. */
const ADDRESS_OR_CIDR = /^[0-9a-f.:]+(\/\d{1,3})?$/i;

/** The environment the server reads: each variable with its default and rule. An empty variable counts as unset. */
const environment = z
  .object({
    NODE_ENV: z.string().optional(),
    HOST: z.string().default('0.0.0.0'),
    PORT: wholeNumber(3000, 0, 65_535),
    LOG_LEVEL: z.string().default('info'),
    PUBLIC_URL: z.string().optional(),
    SHELL_DIST: folder(path.join(REPO_ROOT, 'shell/dist')),
    SHELL_SERVER_DIST: folder(path.join(REPO_ROOT, 'shell/server-dist')),
    PAGE_CACHE_SECONDS: wholeNumber(10, 0, 3600),
    /**
     * JSON naming a manifest URL for any of the remotes, e.g.
     * {"catalogue":"https://cdn.example.com/catalogue/1.4.0/mf-manifest.json"}; the rest stay on this origin.
     */
    REMOTES: json(
      '{"catalogue":"https://cdn.example.com/catalogue/mf-manifest.json"}',
      z.record(z.string(), remoteUrl, { error: 'must be a JSON object' }),
    )
      .superRefine((remotes, ctx) => {
        for (const name of Object.keys(remotes).filter((name) => !isRemoteName(name))) {
          ctx.addIssue({ code: 'custom', message: `names an unknown remote "${name}"; known: ${REMOTE_NAMES.join(', ')}` });
        }
      })
      .transform((remotes) => ({ ...remotesHere(), ...remotes }) as Record<RemoteName, string>)
      .default(remotesHere),
    RELEASES_DIR: folder(path.join(REPO_ROOT, 'releases')),
    RELEASES_KEEP: wholeNumber(10, 1, 10_000),
    RELEASES_KEEP_DAYS: wholeNumber(7, 0, 3650),
    /** JSON; entries naming no known remote, or with a version that is not a string, are skipped. */
    START_RELEASES: json('{"catalogue":"0.1.0-3f9a1c2b"}', z.record(z.string(), z.unknown(), { error: 'must be a JSON object' }))
      .transform(
        (releases) =>
          Object.fromEntries(
            Object.entries(releases).filter(([name, version]) => isRemoteName(name) && typeof version === 'string'),
          ) as Partial<Record<RemoteName, string>>,
      )
      .default(() => ({})),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
    DATA_DIR: folder(path.join(REPO_ROOT, 'data')),
    SEED_DEMO: z
      .string()
      .optional()
      .transform((value) => value === '1'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    API_KEYS: list,
    CORS_ORIGINS: list,
    TRUST_PROXY: list.superRefine((proxies, ctx) => {
      for (const proxy of proxies.filter((proxy) => !ADDRESS_OR_CIDR.test(proxy))) {
        ctx.addIssue({
          code: 'custom',
          message: `must list the load balancers' addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8), not "${proxy}"`,
        });
      }
    }),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Growth Partners <hello@growth-partners.example>'),
    SALES_EMAIL: z.string().default('sales@growth-partners.example'),
    SALES_LANGUAGE: z.enum(LANGUAGE_CODES, { error: `must be one of ${LANGUAGE_CODES.join(', ')}` }).default('en'),
    ACCESS_TOKEN_TTL: wholeNumber(3600, 5, 86_400),
    REFRESH_TOKEN_TTL_DAYS: wholeNumber(30, 1, 365),
    REFRESH_TOKEN_MAX_AGE_DAYS: wholeNumber(90, 1, 730),
    BONUS_CAP_PERCENT: wholeNumber(20, 0, 100),
    /** In EUR. */
    MIN_CASH_PAYMENT: z.coerce
      .number({ error: 'must be a non-negative EUR amount' })
      .min(0, 'must be a non-negative EUR amount')
      .default(10),
    AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber(30, 1, 100_000),
    LOGIN_FAILURES_PER_HOUR: wholeNumber(100, 1, 100_000),
    /** Lower only where hashes protect nothing (the test suites); production refuses less than the default. */
    PASSWORD_HASH_MEMORY_KIB: wholeNumber(OWASP_ARGON2_MEMORY_KIB, 64, 4_194_304),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    SHUTDOWN_DRAIN_SECONDS: wholeNumber(0, 0, 300),
    SHUTDOWN_TIMEOUT_SECONDS: wholeNumber(30, 1, 3600),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.API_KEYS.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['API_KEYS'], message: 'must name the application keys in production' });
    }
    if (env.JWT_SECRET === undefined) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set in production' });
    if (env.PASSWORD_HASH_MEMORY_KIB < OWASP_ARGON2_MEMORY_KIB) {
      ctx.addIssue({ code: 'custom', path: ['PASSWORD_HASH_MEMORY_KIB'], message: `must be at least ${OWASP_ARGON2_MEMORY_KIB} in production` });
    }
  })
  .transform(
    (env): AppConfig => ({
      production: env.NODE_ENV === 'production',
      host: env.HOST,
      port: env.PORT,
      logLevel: env.LOG_LEVEL,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
      shellDir: env.SHELL_DIST,
      shellServerDir: env.SHELL_SERVER_DIST,
      pageCacheSeconds: env.PAGE_CACHE_SECONDS,
      remoteDirs: Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(REPO_ROOT, `mf-${name}/dist`)])) as Record<
        RemoteName,
        string
      >,
      designDir: path.join(REPO_ROOT, 'shared-ui/storybook-static'),
      remotes: env.REMOTES,
      releasesDir: env.RELEASES_DIR,
      releaseRetention: { newest: env.RELEASES_KEEP, days: env.RELEASES_KEEP_DAYS },
      startReleases: env.START_RELEASES,
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      seedDemo: !env.DATABASE_URL || env.SEED_DEMO,
      jwtSecret: env.JWT_SECRET,
      apiKeys: env.API_KEYS.length > 0 ? env.API_KEYS : [DEVELOPMENT_API_KEY],
      corsOrigins: env.CORS_ORIGINS,
      trustedProxies: env.TRUST_PROXY,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      salesEmail: env.SALES_EMAIL,
      salesLanguage: env.SALES_LANGUAGE,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
      refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
      refreshTokenMaxAgeDays: env.REFRESH_TOKEN_MAX_AGE_DAYS,
      bonusCapPercent: env.BONUS_CAP_PERCENT,
      minCashPaymentCents: Math.round(env.MIN_CASH_PAYMENT * 100),
      authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
      loginFailuresPerHour: env.LOGIN_FAILURES_PER_HOUR,
      passwordHashMemoryKib: env.PASSWORD_HASH_MEMORY_KIB,
      metricsToken: env.METRICS_TOKEN,
      shutdownDrainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    }),
  );

/** Reads the settings from the environment once; every wrong setting is named in one ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = environment.safeParse(set);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '));
  }
  return result.data;
}
