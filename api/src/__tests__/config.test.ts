import path from 'node:path';
import { ConfigError, DEVELOPMENT_API_KEY, loadConfig } from '../config';

const production = { NODE_ENV: 'production', API_KEYS: 'web-key', JWT_SECRET: 'x'.repeat(32) };

/** The message loadConfig stops with, or undefined when the settings are accepted. */
function refusal(env: NodeJS.ProcessEnv): string | undefined {
  try {
    loadConfig(env);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
}

describe('the configuration schema', () => {
  it('gives every setting its default', () => {
    const root = path.resolve(__dirname, '../../..');
    expect(loadConfig({})).toEqual({
      production: false,
      host: '0.0.0.0',
      port: 3000,
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      shellDir: path.join(root, 'shell/dist'),
      shellServerDir: path.join(root, 'shell/server-dist'),
      pageCacheSeconds: 10,
      remoteDirs: {
        catalogue: path.join(root, 'mf-catalogue/dist'),
        account: path.join(root, 'mf-account/dist'),
        promo: path.join(root, 'mf-promo/dist'),
        admin: path.join(root, 'mf-admin/dist'),
      },
      designDir: path.join(root, 'shared-ui/storybook-static'),
      remotes: {
        catalogue: '/remotes/catalogue/mf-manifest.json',
        account: '/remotes/account/mf-manifest.json',
        promo: '/remotes/promo/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
      },
      releasesDir: path.join(root, 'releases'),
      releaseRetention: { newest: 10, days: 7 },
      startReleases: {},
      databaseUrl: undefined,
      dataDir: path.join(root, 'data'),
      seedDemo: true,
      jwtSecret: undefined,
      apiKeys: [DEVELOPMENT_API_KEY],
      corsOrigins: [],
      trustedProxies: [],
      smtpUrl: undefined,
      mailFrom: 'Growth Partners <hello@growth-partners.example>',
      salesEmail: 'sales@growth-partners.example',
      salesLanguage: 'en',
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlDays: 30,
      refreshTokenMaxAgeDays: 90,
      bonusCapPercent: 20,
      minCashPaymentCents: 1000,
      authRateLimitPerMinute: 30,
      loginFailuresPerHour: 100,
      passwordHashMemoryKib: 19_456,
      metricsToken: undefined,
      shutdownDrainMs: 0,
      shutdownTimeoutMs: 30_000,
    });
  });

  it('reads each setting it is given', () => {
    const config = loadConfig({
      ...production,
      HOST: '127.0.0.1',
      PORT: '8080',
      LOG_LEVEL: 'debug',
      PUBLIC_URL: 'https://growth-partners.example/',
      SHELL_DIST: '/srv/shell',
      PAGE_CACHE_SECONDS: '0',
      START_RELEASES: '{"catalogue":"0.1.0-3f9a1c2b","shop":"1.0.0","promo":2}',
      RELEASES_KEEP: '3',
      RELEASES_KEEP_DAYS: '0',
      DATABASE_URL: 'postgresql://db/gp',
      SEED_DEMO: '1',
      API_KEYS: ' web-key, ,partner-key ',
      CORS_ORIGINS: 'https://a.example,https://b.example',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1',
      SMTP_URL: 'smtp://mail:25',
      SALES_LANGUAGE: 'cz',
      ACCESS_TOKEN_TTL: '5',
      BONUS_CAP_PERCENT: '100',
      MIN_CASH_PAYMENT: '12.5',
    });
    expect(config).toMatchObject({
      production: true,
      host: '127.0.0.1',
      port: 8080,
      logLevel: 'debug',
      publicUrl: 'https://growth-partners.example',
      shellDir: '/srv/shell',
      pageCacheSeconds: 0,
      startReleases: { catalogue: '0.1.0-3f9a1c2b' },
      releaseRetention: { newest: 3, days: 0 },
      databaseUrl: 'postgresql://db/gp',
      seedDemo: true,
      jwtSecret: 'x'.repeat(32),
      apiKeys: ['web-key', 'partner-key'],
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustedProxies: ['127.0.0.1', '10.0.0.0/8', '::1'],
      smtpUrl: 'smtp://mail:25',
      salesLanguage: 'cz',
      accessTokenTtlSeconds: 5,
      bonusCapPercent: 100,
      minCashPaymentCents: 1250,
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/gp' }).seedDemo).toBe(false);
  });

  it('takes an empty variable as unset', () => {
    const config = loadConfig({ HOST: '', PORT: '', DATABASE_URL: '', JWT_SECRET: '', API_KEYS: '', REMOTES: '', MIN_CASH_PAYMENT: '' });
    expect(config).toMatchObject({ host: '0.0.0.0', port: 3000, databaseUrl: undefined, jwtSecret: undefined, minCashPaymentCents: 1000 });
    expect(config.apiKeys).toEqual([DEVELOPMENT_API_KEY]);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535, not "eighty"'],
    [{ PORT: '65536' }, 'PORT must be a whole number from 0 to 65535, not "65536"'],
    [{ PORT: '80.5' }, 'PORT must be a whole number from 0 to 65535, not "80.5"'],
    [{ PAGE_CACHE_SECONDS: '3601' }, 'PAGE_CACHE_SECONDS must be a whole number from 0 to 3600, not "3601"'],
    [{ ACCESS_TOKEN_TTL: '4' }, 'ACCESS_TOKEN_TTL must be a whole number from 5 to 86400, not "4"'],
    [{ REFRESH_TOKEN_TTL_DAYS: '0' }, 'REFRESH_TOKEN_TTL_DAYS must be a whole number from 1 to 365, not "0"'],
    [{ REFRESH_TOKEN_MAX_AGE_DAYS: '731' }, 'REFRESH_TOKEN_MAX_AGE_DAYS must be a whole number from 1 to 730, not "731"'],
    [{ BONUS_CAP_PERCENT: '-1' }, 'BONUS_CAP_PERCENT must be a whole number from 0 to 100, not "-1"'],
    [{ AUTH_RATE_LIMIT_PER_MINUTE: '0' }, 'AUTH_RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 100000, not "0"'],
    [{ LOGIN_FAILURES_PER_HOUR: 'many' }, 'LOGIN_FAILURES_PER_HOUR must be a whole number from 1 to 100000, not "many"'],
    [{ MIN_CASH_PAYMENT: '-1' }, 'MIN_CASH_PAYMENT must be a non-negative EUR amount'],
    [{ MIN_CASH_PAYMENT: 'ten' }, 'MIN_CASH_PAYMENT must be a non-negative EUR amount'],
    [{ SALES_LANGUAGE: 'de' }, 'SALES_LANGUAGE must be one of en, ua, ru, es, pl, lt, nl, cz'],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ JWT_SECRET: 'x'.repeat(31) }, 'JWT_SECRET must be at least 32 characters'],
    [{ ...production, API_KEYS: undefined }, 'API_KEYS must name the application keys in production'],
    [{ ...production, API_KEYS: ' , ' }, 'API_KEYS must name the application keys in production'],
    [{ ...production, JWT_SECRET: undefined }, 'JWT_SECRET must be set in production'],
    [{ ...production, PASSWORD_HASH_MEMORY_KIB: '256' }, 'PASSWORD_HASH_MEMORY_KIB must be at least 19456 in production'],
    [{ PASSWORD_HASH_MEMORY_KIB: '8' }, 'PASSWORD_HASH_MEMORY_KIB must be a whole number from 64 to 4194304, not "8"'],
    [
      { TRUST_PROXY: '127.0.0.1,true' },
      `TRUST_PROXY must list the load balancers' addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8), not "true"`,
    ],
    [{ REMOTES: '{catalogue:1}' }, 'REMOTES must be JSON, e.g. {"catalogue":"https://cdn.example.com/catalogue/mf-manifest.json"}'],
    [{ REMOTES: 'null' }, 'REMOTES must be a JSON object'],
    [{ REMOTES: '{"shop":"/x"}' }, 'REMOTES names an unknown remote "shop"; known: catalogue, account, promo, admin'],
    [{ REMOTES: '{"account":""}' }, 'REMOTES.account must be a URL'],
    [{ START_RELEASES: 'catalogue=1.0.0' }, 'START_RELEASES must be JSON, e.g. {"catalogue":"0.1.0-3f9a1c2b"}'],
    [{ START_RELEASES: '["1.0.0"]' }, 'START_RELEASES must be a JSON object'],
    [{ RELEASES_KEEP: '0' }, 'RELEASES_KEEP must be a whole number from 1 to 10000, not "0"'],
    [{ RELEASES_KEEP_DAYS: 'a week' }, 'RELEASES_KEEP_DAYS must be a whole number from 0 to 3650, not "a week"'],
  ])('refuses %j: %s', (env, message) => {
    expect(refusal(env)).toBe(message);
  });

  it('names every wrong setting at once', () => {
    expect(refusal({ NODE_ENV: 'production', PORT: 'x' })).toBe(
      [
        'PORT must be a whole number from 0 to 65535, not "x"',
        'API_KEYS must name the application keys in production',
        'JWT_SECRET must be set in production',
      ].join('; '),
    );
  });
});
