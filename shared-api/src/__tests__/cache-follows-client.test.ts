import { aClient } from '@testing/fixtures';
import { baseApi } from '../base-api';
import { loggedIn, loggedOut, sessionExpired } from '../session-slice';
import { makeStore } from '../store';

/** An endpoint answering with the signed-in client's data, as the account's do. */
const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<string[], void>({ queryFn: () => ({ data: ['GP-2026-000001'] }) }),
  }),
});

const clientA = aClient({ id: '00000000-0000-4000-8000-00000000000a', email: 'a@example.com' });
const clientB = aClient({ id: '00000000-0000-4000-8000-00000000000b', email: 'b@example.com' });

async function storeWithOrdersOf(client: typeof clientA) {
  const store = makeStore();
  store.dispatch(loggedIn(client));
  await store.dispatch(ordersApi.endpoints.getMyOrders.initiate());
  expect(ordersApi.endpoints.getMyOrders.select()(store.getState()).data).toEqual(['GP-2026-000001']);
  return store;
}

const cachedOrders = (store: Awaited<ReturnType<typeof storeWithOrdersOf>>) => ordersApi.endpoints.getMyOrders.select()(store.getState()).data;

describe("the query cache follows the signed-in client (no client sees another's data)", () => {
  it('is emptied when the client signs out', async () => {
    const store = await storeWithOrdersOf(clientA);
    store.dispatch(loggedOut());
    expect(cachedOrders(store)).toBeUndefined();
    expect(store.getState().api.queries).toEqual({});
  });

  it('is emptied when the session expires', async () => {
    const store = await storeWithOrdersOf(clientA);
    store.dispatch(sessionExpired());
    expect(cachedOrders(store)).toBeUndefined();
  });

  it('is emptied when another client signs in', async () => {
    const store = await storeWithOrdersOf(clientA);
    store.dispatch(loggedIn(clientB));
    expect(cachedOrders(store)).toBeUndefined();
  });

  it('is kept when the same client is signed in again, and when a visitor signs in', async () => {
    const store = await storeWithOrdersOf(clientA);
    store.dispatch(loggedIn({ ...clientA, firstName: 'Hanna' }));
    expect(cachedOrders(store)).toEqual(['GP-2026-000001']);

    const visitor = makeStore();
    await visitor.dispatch(ordersApi.endpoints.getMyOrders.initiate());
    visitor.dispatch(loggedIn(clientA));
    expect(cachedOrders(visitor)).toEqual(['GP-2026-000001']);
  });
});
