import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let logged: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    prepare: (app) => {
      app.get('/api/test-failure', async () => {
        throw new Error('connection string postgres://secret@db');
      });
    },
  });
  jest.spyOn(t.app.log, 'error').mockImplementation(((...args: unknown[]) => {
    logged.push(JSON.stringify(args));
  }) as never);
});
afterAll(() => t.close());
beforeEach(() => {
  logged = [];
});

describe('the error log', () => {
  it("never prints a failed query's parameters nor values quoted by the database", async () => {
    const lines: string[] = [];
    const logStream = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const logging = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream,
      prepare: (app) => {
        app.get('/api/test-query-failure', async () => {
          await app.db.execute(sql`select ${'olena.secret@example.com'}::int, ${'$argon2id$v=19$secret-hash'}`);
        });
      },
    });
    try {
      const response = await logging.call({ method: 'GET', url: '/api/test-query-failure' });
      expect(response.statusCode).toBe(500);
      await logging.call({ method: 'POST', url: '/api/analytics/pageview?x-api-key=gp-web-local-key', payload: { path: '/en' } });
      await logging.call({ method: 'GET', url: '/en/auth/reset-password?password=Hunter2-secret&confirmPassword=Hunter2-secret&newPassword=Hunter3-secret' });
      const log = lines.join('');
      expect(log).toContain('request failed');
      expect(log).toContain('22P02');
      expect(log).not.toContain('olena.secret');
      expect(log).not.toContain('secret-hash');
      expect(log).not.toContain('gp-web-local-key');
      expect(log).not.toMatch(/Hunter\d-secret/);
      expect(log).toContain('confirmPassword=[redacted]');
    } finally {
      await logging.close();
    }
  });
});

describe('errors', () => {
  it('hides internals of a 5xx and names the request id', async () => {
    const response = await t.call({ method: 'GET', url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({ success: false, error: 'Internal server error', code: 'INTERNAL', details: { requestId: expect.any(String) } });
    expect(response.body).not.toContain('secret');
    expect(logged.join()).toContain('request failed');
  });

  it.each([
    ['a body field', { method: 'POST', url: '/auth/login', payload: { email: 'a@example.com', password: 'pass\u0000word' } }, 'body.password'],
    ['a body key', { method: 'POST', url: '/api/leads', payload: { fullName: 'A', email: 'a@example.com', message: 'hi', ['x\u0000']: 1 } }, 'body.x\\0'],
    ['the query', { method: 'GET', url: '/api/search?q=seo%00audit' }, 'querystring.q'],
    ['a path parameter', { method: 'GET', url: '/api/services/seo%00audit' }, 'params.idOrSlug'],
  ] as const)('refuses a NUL character in %s with 400, naming the field', async (_where, request, field) => {
    const response = await t.call(request as never);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { [field]: 'Text must not contain NUL characters' } });
  });

  // Found by the fuzz test: the NUL check walked bodies recursively and overflowed the stack (500).
  it.each([
    ['arrays', '['.repeat(300_000) + ']'.repeat(300_000)],
    ['objects', '{"a":'.repeat(100_000) + '"x"' + '}'.repeat(100_000)],
    ['a field', `{"path":${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}}`],
  ])('refuses a body of deeply nested %s with 400, not 500', async (_what, payload) => {
    const response = await t.call({ method: 'POST', url: '/api/analytics/pageview', headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.call({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await t.call({ method: 'POST', url: '/auth/login', payload: { email: 'a@example.com', password: 'x'.repeat(1_100_000) } });
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
  });

  it('answers /health and /ready', async () => {
    expect((await t.app.inject('/health')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/ready')).json()).toEqual({ status: 'ready' });
  });

  it('serves the OpenAPI description at /docs', async () => {
    const spec = (await t.app.inject('/docs/json')).json();
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/services', '/auth/login', '/api/bonus/apply', '/api/content/settings']));
  });
});
