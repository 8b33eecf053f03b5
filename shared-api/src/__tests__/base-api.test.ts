import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { apiClient } from '../api-client';
import { axiosBaseQuery, baseApi, UNEXPECTED_RESPONSE, type ApiRequest, type Page } from '../base-api';
import { makeStore } from '../store';

/** What RTK Query hands a base query; only the signal is read. */
const queryApi = { signal: new AbortController().signal } as BaseQueryApi;
const run = (request: ApiRequest) => axiosBaseQuery(request, queryApi, {});

/** The shared client answers with this body (status 200), or rejects with this error. */
function answer(outcome: { body: unknown; status?: number } | { error: unknown }) {
  return jest.spyOn(apiClient, 'request').mockImplementation(async () => {
    if ('error' in outcome) throw outcome.error;
    return { data: outcome.body, status: outcome.status ?? 200 };
  });
}

/** An error shaped like axios's, as the shared error mapping reads it. */
const httpError = (status: number, data: unknown) => Object.assign(new Error(`status ${status}`), { isAxiosError: true, response: { status, data } });

afterEach(() => jest.restoreAllMocks());

describe('the base query', () => {
  it.each([
    ['an object', { available: 9800, pending: 200, currency: 'EUR', thresholdUsed: false }],
    ['a list', [{ id: 'c1' }, { id: 'c2' }]],
    ['null', null],
  ])("answers the envelope's data: %s", async (_kind, data) => {
    answer({ body: { success: true, data } });
    await expect(run({ url: '/api/x' })).resolves.toEqual({ data });
  });

  it('answers a paginated list as its items and pagination', async () => {
    const pagination = { total: 41, limit: 20, offset: 20 };
    answer({ body: { success: true, data: [{ id: 'o21' }, { id: 'o22' }], pagination } });
    const page: Page<{ id: string }> = { items: [{ id: 'o21' }, { id: 'o22' }], pagination };
    await expect(run({ url: '/api/orders', params: { limit: 20, offset: 20 } })).resolves.toEqual({ data: page });
  });

  it('sends the request as given, with the abort signal', async () => {
    const request = answer({ body: { success: true, data: {} } });
    await run({ url: '/api/cart/checkout', method: 'POST', data: { useBonus: true }, headers: { 'Idempotency-Key': 'k-12345678' } });
    expect(request).toHaveBeenCalledWith({
      url: '/api/cart/checkout',
      method: 'POST',
      data: { useBonus: true },
      headers: { 'Idempotency-Key': 'k-12345678' },
      signal: queryApi.signal,
    });
  });

  it("maps a refusal to an ApiError with the server's message and code", async () => {
    answer({ error: httpError(409, { success: false, error: 'Your bonus balance has changed', code: 'BONUS_CHANGED', details: { expected: 596 } }) });
    await expect(run({ url: '/api/cart/checkout', method: 'POST' })).resolves.toEqual({
      error: { status: 409, message: 'Your bonus balance has changed', code: 'BONUS_CHANGED', details: { expected: 596 } },
    });
  });

  it('maps a network failure to status 0 and the generic message', async () => {
    answer({ error: Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' }) });
    await expect(run({ url: '/api/x' })).resolves.toEqual({ error: { status: 0, message: 'An error occurred' } });
  });

  it.each([
    ['an HTML page', '<!doctype html><title>Not the API</title>'],
    ['a failure envelope', { success: false, error: 'odd' }],
    ['an envelope without data', { success: true }],
  ])('refuses a success status with %s instead of the envelope', async (_kind, body) => {
    answer({ body });
    await expect(run({ url: '/api/x' })).resolves.toEqual({
      error: { status: 200, message: 'An error occurred', code: UNEXPECTED_RESPONSE },
    });
  });
});

describe('endpoints on the base API', () => {
  const testApi = baseApi.injectEndpoints({
    endpoints: (build) => ({
      baseApiTestItem: build.query<{ name: string }, void>({ query: () => ({ url: '/api/test-item' }) }),
      baseApiTestPage: build.query<Page<{ name: string }>, void>({ query: () => ({ url: '/api/test-items' }) }),
    }),
  });

  it('get the unwrapped data, with no transform of their own', async () => {
    jest.spyOn(apiClient, 'request').mockImplementation(async (config) => ({
      status: 200,
      data:
        config.url === '/api/test-item'
          ? { success: true, data: { name: 'one' } }
          : { success: true, data: [{ name: 'a' }], pagination: { total: 1, limit: 50, offset: 0 } },
    }));
    const store = makeStore();
    const item = await store.dispatch(testApi.endpoints.baseApiTestItem.initiate());
    const page = await store.dispatch(testApi.endpoints.baseApiTestPage.initiate());
    expect(item.data).toEqual({ name: 'one' });
    expect(page.data).toEqual({ items: [{ name: 'a' }], pagination: { total: 1, limit: 50, offset: 0 } });
  });
});
