import { aClient } from '@testing/fixtures';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient } from '../axios-client';
import { onSessionExpired } from '../session-expiry';
import { readSession, saveSession } from '../session-storage';

const user = aClient();

function reply(config: InternalAxiosRequestConfig, status: number, data: unknown): Promise<AxiosResponse> {
  const response = { data, status, statusText: String(status), headers: {}, config };
  if (status >= 400) {
    return Promise.reject(new AxiosError(`status ${status}`, AxiosError.ERR_BAD_REQUEST, config, null, response));
  }
  return Promise.resolve(response);
}

/**
 * A fake API: /api/orders needs the current access token; /auth/refresh rotates r1 → r2 once
 * (or refuses, or is unreachable, as a test says).
 */
function fakeServer(options: { refresh?: 'ok' | 'refused' | 'network' } = {}) {
  let validToken = 'a2';
  const calls = { refresh: 0, orders: 0, headers: [] as Record<string, unknown>[] };
  const adapter: AxiosAdapter = async (config) => {
    calls.headers.push({ ...config.headers });
    if (config.url === '/auth/refresh') {
      calls.refresh += 1;
      if (options.refresh === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      const body = JSON.parse(String(config.data)) as { refreshToken: string };
      if (options.refresh === 'refused' || body.refreshToken !== 'r1') return reply(config, 401, { success: false, error: 'Invalid refresh token' });
      validToken = 'a2';
      return reply(config, 200, { success: true, data: { accessToken: 'a2', refreshToken: 'r2' } });
    }
    calls.orders += 1;
    const auth = config.headers.get('Authorization');
    return auth === `Bearer ${validToken}` ? reply(config, 200, { success: true, data: ['order'] }) : reply(config, 401, { success: false, error: 'Unauthorized' });
  };
  return { adapter, calls };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the API client', () => {
  it('sends the application key, JSON and the Bearer token', async () => {
    saveSession({ accessToken: 'a2', refreshToken: 'r1' }, user);
    const { adapter, calls } = fakeServer();
    const client = createApiClient({ adapter, apiKey: 'key-123' });
    await client.get('/api/orders');
    expect(calls.headers[0]).toMatchObject({ 'X-API-Key': 'key-123', 'Content-Type': 'application/json', Authorization: 'Bearer a2' });
    expect(client.defaults.timeout).toBe(10_000);
  });

  it('sends no Bearer header without a token, and does not try to refresh on its 401', async () => {
    const { adapter, calls } = fakeServer();
    const client = createApiClient({ adapter });
    await expect(client.get('/api/orders')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.headers[0]).not.toHaveProperty('Authorization');
    expect(calls.refresh).toBe(0);
  });

  it('refreshes once on a 401 and retries the request with the new token', async () => {
    saveSession({ accessToken: 'a1-expired', refreshToken: 'r1' }, user);
    const { adapter, calls } = fakeServer();
    const response = await createApiClient({ adapter }).get('/api/orders');
    expect(response.data).toEqual({ success: true, data: ['order'] });
    expect(calls.refresh).toBe(1);
    expect(calls.orders).toBe(2);
    expect(readSession()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('shares one refresh between requests that fail together', async () => {
    saveSession({ accessToken: 'a1-expired', refreshToken: 'r1' }, user);
    const { adapter, calls } = fakeServer();
    const client = createApiClient({ adapter });
    const results = await Promise.all([client.get('/api/orders'), client.get('/api/orders'), client.get('/api/orders')]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(calls.refresh).toBe(1);
  });

  it('uses a token another tab already refreshed instead of sending the rotated refresh token again', async () => {
    saveSession({ accessToken: 'a1-expired', refreshToken: 'r1' }, user);
    const { adapter, calls } = fakeServer();
    const client = createApiClient({
      adapter: async (config) => {
        // The other tab finishes its refresh while this request is on the wire.
        if (config.url === '/api/orders' && calls.orders === 0) {
          localStorage.setItem('gp.accessToken', 'a2');
          localStorage.setItem('gp.refreshToken', 'r2');
        }
        return adapter(config);
      },
    });
    await expect(client.get('/api/orders')).resolves.toMatchObject({ status: 200 });
    expect(calls.refresh).toBe(0);
  });

  it('refreshes inside a lock every tab shares, where the browser has Web Locks', async () => {
    const request = jest.fn((_name: string, fn: () => Promise<unknown>) => fn());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      saveSession({ accessToken: 'a1-expired', refreshToken: 'r1' }, user);
      const { adapter } = fakeServer();
      await createApiClient({ adapter }).get('/api/orders');
      expect(request).toHaveBeenCalledTimes(1);
      expect(request.mock.calls[0]?.[0]).toBe('gp.session-refresh');
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('removes the three session items and reports the expiry when the refresh is refused', async () => {
    saveSession({ accessToken: 'a1-expired', refreshToken: 'r1' }, user);
    const expired = jest.fn();
    const unsubscribe = onSessionExpired(expired);
    const { adapter, calls } = fakeServer({ refresh: 'refused' });
    await expect(createApiClient({ adapter }).get('/api/orders')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.refresh).toBe(1);
    expect(readSession()).toEqual({ accessToken: null, refreshToken: null, user: null });
    expect(localStorage.length).toBe(0);
    expect(expired).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  /** A request sent with the stored session, refused (401), during which `change` befalls the session; what followed. */
  async function refusedAfter(change: () => void) {
    saveSession({ accessToken: 'a1-expired', refreshToken: 'r1' }, user);
    const expired = jest.fn();
    const unsubscribe = onSessionExpired(expired);
    const { adapter, calls } = fakeServer();
    const client = createApiClient({
      adapter: async (config) => {
        if (config.url === '/api/orders' && calls.orders === 0) change();
        return adapter(config);
      },
    });
    try {
      await expect(client.get('/api/orders')).rejects.toMatchObject({ response: { status: 401 } });
    } finally {
      unsubscribe();
    }
    return { calls, expired };
  }

  it('answers a request of a client who signed out while it was on its way with its 401: no refresh, no expiry', async () => {
    // Logout empties the storage.
    const { calls, expired } = await refusedAfter(() => localStorage.clear());
    expect(calls.refresh).toBe(0);
    expect(expired).not.toHaveBeenCalled();
  });

  it("does not send a client's request again with the token of another client who signed in since", async () => {
    // The first client signs out and another signs in, with a valid token.
    const { calls, expired } = await refusedAfter(() => saveSession({ accessToken: 'a2', refreshToken: 'r9' }, aClient({ id: 'someone-else' })));
    expect(calls.orders).toBe(1);
    expect(calls.refresh).toBe(0);
    expect(expired).not.toHaveBeenCalled();
    expect(readSession()).toMatchObject({ accessToken: 'a2', refreshToken: 'r9' });
  });

  it('keeps the session when the refresh fails for want of a network', async () => {
    saveSession({ accessToken: 'a1-expired', refreshToken: 'r1' }, user);
    const expired = jest.fn();
    const unsubscribe = onSessionExpired(expired);
    const { adapter } = fakeServer({ refresh: 'network' });
    await expect(createApiClient({ adapter }).get('/api/orders')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(readSession().refreshToken).toBe('r1');
    expect(expired).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('does not loop when the retried request is refused again', async () => {
    saveSession({ accessToken: 'a1-expired', refreshToken: 'r1' }, user);
    const { adapter, calls } = fakeServer();
    const client = createApiClient({
      adapter: (config) => (config.url === '/api/admin' ? reply(config, 401, { success: false }) : adapter(config)),
    });
    await expect(client.get('/api/admin')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.refresh).toBe(1);
  });

  it('keeps a session saved without "remember me" in sessionStorage, and refreshes it there', async () => {
    saveSession({ accessToken: 'a1-expired', refreshToken: 'r1' }, user, false);
    expect(localStorage.length).toBe(0);
    const { adapter } = fakeServer();
    await createApiClient({ adapter }).get('/api/orders');
    expect(sessionStorage.getItem('gp.accessToken')).toBe('a2');
    expect(localStorage.length).toBe(0);
  });
});
