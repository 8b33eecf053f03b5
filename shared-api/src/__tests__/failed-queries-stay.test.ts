import { configureStore } from '@reduxjs/toolkit';
import { apiClient } from '../api-client';
import { baseApi, failedQueriesStay } from '../base-api';
import { rootReducer } from '../store';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, string>({ query: (id) => ({ url: `/api/probe/${id}` }) }) }),
});

/** The store of a render on the server (failedQueriesStay), or the browser's, without it. */
const storeOf = (onServer: boolean) =>
  configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      onServer ? getDefaultMiddleware().concat(failedQueriesStay, baseApi.middleware) : getDefaultMiddleware().concat(baseApi.middleware),
  });

/** The API answers a probe 404 on its first request and with data on every later one. */
function notFoundOnce() {
  let calls = 0;
  jest.spyOn(apiClient, 'request').mockImplementation(async () => {
    calls += 1;
    if (calls === 1) throw Object.assign(new Error('status 404'), { isAxiosError: true, response: { status: 404, data: { success: false, error: 'Not found' } } });
    return { data: { success: true, data: { found: true } }, status: 200 };
  });
}

afterEach(() => jest.restoreAllMocks());

describe('a failed query during a render on the server', () => {
  it('stays failed when a render subscribes again: never pending, and what the repeated request brings changes nothing', async () => {
    notFoundOnce();
    const store = storeOf(true);
    await store.dispatch(probeApi.endpoints.probe.initiate('x'));
    const failed = store.getState().api.queries['probe("x")'];
    expect(failed).toMatchObject({ status: 'rejected', error: { status: 404 } });

    const again = store.dispatch(probeApi.endpoints.probe.initiate('x'));
    expect(store.getState().api.queries['probe("x")']).toBe(failed);
    await again;
    expect(store.getState().api.queries['probe("x")']).toBe(failed);
  });

  it('starts a new query as usual', async () => {
    notFoundOnce();
    const store = storeOf(true);
    const first = store.dispatch(probeApi.endpoints.probe.initiate('y'));
    expect(store.getState().api.queries['probe("y")']?.status).toBe('pending');
    await first;
    expect(store.getState().api.queries['probe("y")']?.status).toBe('rejected');
  });

  it('is started again in the browser, where the page asks once alive (RTK Query retries a failed query for a new subscriber)', async () => {
    notFoundOnce();
    const store = storeOf(false);
    await store.dispatch(probeApi.endpoints.probe.initiate('z'));
    const again = store.dispatch(probeApi.endpoints.probe.initiate('z'));
    expect(store.getState().api.queries['probe("z")']?.status).toBe('pending');
    await again;
    expect(store.getState().api.queries['probe("z")']).toMatchObject({ status: 'fulfilled', data: { found: true } });
  });
});
