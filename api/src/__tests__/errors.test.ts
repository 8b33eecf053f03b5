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

describe('errors', () => {
  it('hides internals of a 5xx and names the request id', async () => {
    const response = await t.call({ method: 'GET', url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({ success: false, error: 'Internal server error', code: 'INTERNAL', details: { requestId: expect.any(String) } });
    expect(response.body).not.toContain('secret');
    expect(logged.join()).toContain('request failed');
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
