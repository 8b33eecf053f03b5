import http from 'node:http';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { stopGracefully } from '../shutdown';
import { createTestApp } from './helpers/test-app';

/** A plain HTTP GET against a listening app, on a new connection: status and body, or the connection error's code. */
function get(port: number, path: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

/** Listening apps here render no pages (no shell bundle): what is measured is the server's stop. */
const NO_PAGES = { SHELL_SERVER_DIST: '/nonexistent-shell-server' };

describe('a graceful stop', () => {
  it('answers /ready with 503 while it drains, finishes the request in flight, then refuses connections', async () => {
    let entered: () => void = () => {};
    const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
    let release: () => void = () => {};
    let closing: () => void = () => {};
    const closeBegan = new Promise<void>((resolve) => (closing = resolve));
    const t = await createTestApp({
      env: NO_PAGES,
      prepare: (app) => {
        app.get('/slow-for-test', async () => {
          entered();
          await new Promise<void>((resolve) => (release = resolve));
          return { done: true };
        });
        app.addHook('preClose', (done) => {
          closing();
          done();
        });
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    try {
      expect(await get(port, '/ready')).toMatchObject({ status: 200 });
      const inFlight = get(port, '/slow-for-test');
      await handlerEntered;

      const stopped = stopGracefully(t.app, { drainMs: 300, timeoutMs: 10_000 });
      // Draining: the balancer's check fails, but requests are still served.
      expect(await get(port, '/ready')).toEqual({ status: 503, body: JSON.stringify({ status: 'draining' }) });
      expect(await get(port, '/health')).toMatchObject({ status: 200 });

      // Closing: no new connection, while the request in flight is still answered.
      await closeBegan;
      await new Promise((resolve) => setImmediate(resolve));
      expect(await get(port, '/health')).toEqual({ error: 'ECONNREFUSED' });
      release();
      expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ done: true }) });
      await stopped;
    } finally {
      await t.close();
    }
  });

  it('gives up when the requests in flight outlast the timeout', async () => {
    const t = await createTestApp({ env: NO_PAGES, prepare: (app) => app.get('/never-for-test', () => new Promise(() => {})) });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const hanging = get(port, '/never-for-test');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(stopGracefully(t.app, { drainMs: 0, timeoutMs: 200 })).rejects.toThrow('did not close within 200 ms');
    t.app.server.closeAllConnections();
    expect(await hanging).toMatchObject({ error: expect.any(String) });
    await t.close();
  });
});

describe('metrics', () => {
  it('counts requests by route pattern, cache look-ups and rate-limit refusals, in Prometheus text', async () => {
    const t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1' } });
    try {
      await t.call({ method: 'GET', url: '/api/services/technical-seo-audit' });
      await t.call({ method: 'GET', url: '/api/services/technical-seo-audit' });
      await t.call({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'a@example.com' } });
      await t.call({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'a@example.com' } });
      const response = await t.app.inject('/metrics');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const text = response.body;
      expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/services\/:idOrSlug",status="200"\} 2/);
      expect(text).toContain('cache_lookups_total{cache="catalogue",result="hit"} 1');
      expect(text).toContain('rate_limit_rejections_total{route="/auth/forgot-password"} 1');
      expect(text).toContain('process_cpu_seconds_total');
    } finally {
      await t.close();
    }
  });

  it('asks for the token when METRICS_TOKEN is set', async () => {
    const t = await createTestApp({ env: { METRICS_TOKEN: 'scraper-token-of-sixteen+' } });
    try {
      expect((await t.app.inject('/metrics')).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer scraper-token-of-sixteen+' } })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('request ids', () => {
  it("carries the balancer's request id (or a new one) into every log line, the answer and the SQL", async () => {
    const lines: string[] = [];
    const logStream = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const t = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream,
      prepare: (app) =>
        app.get('/api/test-current-query', async () => ((await app.db.execute(sql`select current_query() as text`)) as unknown as { rows: Array<{ text: string }> }).rows[0]),
    });
    try {
      const answer = await t.call({ method: 'GET', url: '/api/test-current-query', headers: { 'x-request-id': 'nginx-3f2a9c81d0' } });
      expect(answer.headers['x-request-id']).toBe('nginx-3f2a9c81d0');
      const own = lines.filter((line) => line.includes('nginx-3f2a9c81d0'));
      expect(own.map((line) => JSON.parse(line).msg)).toEqual(['incoming request', 'request completed']);
      const { text } = answer.json() as { text: string };
      // Each PostgreSQL statement names its request; the embedded database (one process, no pool) runs them untagged.
      if (t.config.databaseUrl === undefined && process.env.TEST_DB !== 'postgres') expect(text).toBe('select current_query() as text');
      else expect(text).toBe('/* request_id=nginx-3f2a9c81d0 */ select current_query() as text');

      const forged = await t.call({ method: 'GET', url: '/health', headers: { 'x-request-id': 'x */ drop table users; --' } });
      expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await t.close();
    }
  });
});
