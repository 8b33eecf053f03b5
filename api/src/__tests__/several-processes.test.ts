import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newKey, someServices, verifiedClient } from './helpers/clients';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

/** Asks again until the check passes: another process hears of a change a moment after it is made. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Two server processes on one database (on PostgreSQL each has its own pool and LISTEN connection):
 * what one changes, the other's in-memory copies follow without a restart.
 */
describe('several processes on one database', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: string;
  let store: string;

  beforeAll(async () => {
    store = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-releases-'));
    fs.mkdirSync(path.join(store, 'catalogue/1.0.0-aaaa1111'), { recursive: true });
    fs.writeFileSync(path.join(store, 'catalogue/1.0.0-aaaa1111/mf-manifest.json'), JSON.stringify({ name: 'catalogue' }));
    first = await createTestApp({ env: { RELEASES_DIR: store } });
    second = await first.anotherProcess();
    admin = (await signIn(first, 'admin@example.com', 'admin12345')).tokens.accessToken;
  });
  afterAll(async () => {
    await first.close();
    fs.rmSync(store, { recursive: true, force: true });
  });

  it('serve the release an administrator activated through either one', async () => {
    const catalogueOf = async (process: TestApp) => ((await process.app.inject('/remotes.json')).json() as Record<string, string>).catalogue;
    // The second process has read (and keeps) the registry before the change.
    expect(await catalogueOf(second)).toBe('/remotes/catalogue/mf-manifest.json');

    expect((await first.call({ method: 'PUT', url: '/api/admin/remotes/catalogue', token: admin, payload: { version: '1.0.0-aaaa1111' } })).statusCode).toBe(200);
    const release = '/releases/catalogue/1.0.0-aaaa1111/mf-manifest.json';
    expect(await catalogueOf(first)).toBe(release);
    expect(await eventually(() => catalogueOf(second), (url) => url === release)).toBe(release);
    // …and its Content-Security-Policy follows too (here: still this origin only).
    expect((await second.app.inject('/health')).headers['content-security-policy']).toContain("script-src 'self'");

    expect((await second.call({ method: 'POST', url: '/api/admin/remotes/catalogue/rollback', token: admin })).statusCode).toBe(200);
    expect(await eventually(() => catalogueOf(first), (url) => url !== release)).toBe('/remotes/catalogue/mf-manifest.json');
  });

  it('answer the catalogue with a price an administrator changed through the other one', async () => {
    const priceOf = async (process: TestApp) => (await process.call({ method: 'GET', url: '/api/services/technical-seo-audit' })).json().data.priceFrom as number;
    const before = await priceOf(second);
    const services = (await first.call({ method: 'GET', url: '/api/admin/services?limit=100', token: admin })).json().data as Array<{ id: string; slug: string }>;
    const audit = services.find((service) => service.slug === 'technical-seo-audit')!;

    const changed = await first.call({ method: 'PATCH', url: `/api/admin/services/${audit.id}`, token: admin, payload: { prices: [{ amount: before + 100 }] } });
    expect(changed.statusCode).toBe(200);
    expect(await priceOf(first)).toBe(before + 100);
    expect(await eventually(() => priceOf(second), (price) => price !== before, 1_000)).toBe(before + 100);
  });

  it('make one order of 20 parallel checkouts with one Idempotency-Key, spread over both', async () => {
    const client = await verifiedClient(first);
    const [service] = await someServices(first, 1);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? first : second).call({
          method: 'POST',
          url: '/api/orders',
          token: client.token,
          headers: { 'idempotency-key': key },
          payload: { items: [{ serviceId: service!.id, quantity: 1 }], useBonus: true, acceptTerms: true },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    const ids = new Set(answers.map((answer) => answer.json().data.order.id as string));
    expect(ids.size).toBe(1);
    const orders = (await second.call({ method: 'GET', url: '/api/orders', token: client.token })).json();
    expect(orders.pagination.total).toBe(1);
  });

  it('end a session everywhere when it ends through one of them', async () => {
    const client = await verifiedClient(first);
    const me = (process: TestApp) => process.call({ method: 'GET', url: '/api/users/me', token: client.token }).then((answer) => answer.statusCode);
    // The second process has checked the session, and remembers it is live.
    expect(await me(second)).toBe(200);
    const refresh = (await signIn(first, client.email, 'secret-pass-1')).tokens.refreshToken;
    const { id } = (await first.call({ method: 'GET', url: '/api/users/me', token: client.token })).json().data;
    expect((await first.call({ method: 'POST', url: `/api/admin/users/${id}/disable`, token: admin })).statusCode).toBe(200);
    expect(await eventually(() => me(second), (status) => status === 401, 1_000)).toBe(401);
    expect((await second.call({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: refresh } })).statusCode).toBe(401);
  });
});

describe('several processes behind one balancer', () => {
  it("count a client's sign-in tries together: a limit of 2 a minute stays 2, whichever process answers", async () => {
    const first = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1' } });
    try {
      const second = await first.anotherProcess();
      const attempt = (process: TestApp, client: string) =>
        process.call({ method: 'POST', url: '/auth/login', payload: { email: 'nobody@example.com', password: 'wrong-pass-1' }, headers: { 'x-forwarded-for': client } });
      expect((await attempt(first, '203.0.113.7')).statusCode).toBe(401);
      expect((await attempt(second, '203.0.113.7')).statusCode).toBe(401);
      const refused = await attempt(first, '203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await attempt(second, '203.0.113.7')).statusCode).toBe(429);
      // Another client behind the same balancer has its own count.
      expect((await attempt(second, '203.0.113.8')).statusCode).toBe(401);
    } finally {
      await first.close();
    }
  });
});
