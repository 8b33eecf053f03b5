import { apiClient } from '../api-client';
import {
  CART_STORAGE_KEY,
  changeQuantity,
  clearCart,
  removeFromCart,
  cartSlice,
  cleared,
  itemAdded,
  itemRemoved,
  openSet,
  orderService,
  quantityUpdated,
  serverCartLoaded,
  toggled,
  type CartService,
  type CartState,
} from '../cart-slice';
import { makeStore } from '../store';
import { SESSION_KEYS, saveSession } from '../session-storage';
import { loggedIn } from '../session-slice';
import { aClient } from '@testing/fixtures';

const seo: CartService = { id: 's1', slug: 'seo-audit', priceFrom: 490.5, currency: 'EUR' };
const ads: CartService = { id: 's2', slug: 'google-ads', priceFrom: 1200, currency: 'EUR' };
const empty: CartState = { items: [], subtotal: 0, isOpen: false };
const reduce = (...actions: Parameters<typeof cartSlice.reducer>[1][]) => actions.reduce(cartSlice.reducer, empty);

beforeEach(() => localStorage.clear());

describe('the cart (spec 4)', () => {
  it('adds a new service with unit price priceFrom and total price × quantity', () => {
    const state = reduce(itemAdded({ service: seo, quantity: 2 }));
    expect(state.items).toEqual([{ serviceId: 's1', service: seo, quantity: 2, customOptions: {}, unitPrice: 490.5, totalPrice: 981 }]);
    expect(state.subtotal).toBe(981);
  });

  it('raises the quantity and merges custom options when the service is there already', () => {
    const state = reduce(itemAdded({ service: seo, customOptions: { market: 'ES' } }), itemAdded({ service: seo, quantity: 2, customOptions: { lang: 'es' } }));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({ quantity: 3, customOptions: { market: 'ES', lang: 'es' }, totalPrice: 1471.5 });
  });

  it('counts a service without a price as 0', () => {
    const state = reduce(itemAdded({ service: { ...seo, priceFrom: undefined as unknown as number } }));
    expect(state.items[0]).toMatchObject({ unitPrice: 0, totalPrice: 0 });
  });

  it.each([0, -1])('removes an item whose quantity becomes %i', (quantity) => {
    const state = reduce(itemAdded({ service: seo }), itemAdded({ service: ads }), quantityUpdated({ serviceId: 's1', quantity }));
    expect(state.items.map((item) => item.serviceId)).toEqual(['s2']);
    expect(state.subtotal).toBe(1200);
  });

  it('updates a quantity and recomputes the totals', () => {
    const state = reduce(itemAdded({ service: ads }), quantityUpdated({ serviceId: 's2', quantity: 4 }));
    expect(state.subtotal).toBe(4800);
  });

  it('removes, clears, toggles and sets its open state', () => {
    let state = reduce(itemAdded({ service: seo }), itemAdded({ service: ads }), itemRemoved('s1'));
    expect(state.items.map((item) => item.serviceId)).toEqual(['s2']);
    state = cartSlice.reducer(state, cleared());
    expect(state).toMatchObject({ items: [], subtotal: 0 });
    state = cartSlice.reducer(state, toggled());
    expect(state.isOpen).toBe(true);
    expect(cartSlice.reducer(state, openSet(false)).isOpen).toBe(false);
  });

  it("takes a client's server cart as it is, but not its services' titles (a line is named in the reader's language)", () => {
    const state = reduce(
      itemAdded({ service: seo }),
      serverCartLoaded({
        items: [{ serviceId: 's2', service: { ...ads, title: 'Google Ads', isActive: true }, quantity: 2, customOptions: {}, unitPrice: 1200, totalPrice: 2400 }],
        subtotal: 2400,
        currency: 'EUR',
      }),
    );
    expect(state.items.map((item) => item.serviceId)).toEqual(['s2']);
    expect(state.items[0]!.service).toEqual(ads);
    expect(state.subtotal).toBe(2400);
  });

  it('keeps no title of a service added from a page, whatever the page passes', () => {
    const state = reduce(itemAdded({ service: { ...seo, title: 'Аудит SEO' } as CartService }));
    expect(state.items[0]!.service).toEqual(seo);
  });
});

describe("a visitor's cart in the browser", () => {
  it('survives a reload', () => {
    const store = makeStore();
    store.dispatch(itemAdded({ service: seo, quantity: 2 }));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toHaveLength(1);
    const reloaded = makeStore();
    expect(reloaded.getState().cart).toMatchObject({ subtotal: 981, items: [expect.objectContaining({ serviceId: 's1', quantity: 2 })] });
  });

  it('ignores a damaged stored cart', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(makeStore().getState().cart.items).toEqual([]);
  });
});

describe('orderService', () => {
  it("puts a visitor's service in the browser cart and opens it", async () => {
    const post = jest.spyOn(apiClient, 'post');
    const store = makeStore({ session: { status: 'unauthenticated', user: null, error: null } });
    await store.dispatch(orderService({ service: seo }));
    expect(store.getState().cart).toMatchObject({ isOpen: true, items: [expect.objectContaining({ serviceId: 's1' })] });
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['priced in dollars', { ...ads, currency: 'USD' }],
    ['without a price', { ...ads, priceFrom: 0 }],
  ])("refuses a visitor's service %s as the server would (orders are in euros), and leaves the cart as it was", async (_case, service) => {
    const store = makeStore({ session: { status: 'unauthenticated', user: null, error: null } });
    const result = await store.dispatch(orderService({ service }));
    expect(result.payload).toMatchObject({ status: 409, code: 'SERVICE_UNAVAILABLE' });
    expect(store.getState().cart).toMatchObject({ isOpen: false, items: [], subtotal: 0 });
  });

  it("puts a client's service in the server cart and shows what the server says", async () => {
    const serverCart = { items: [{ serviceId: 's1', service: { ...seo, isActive: true }, quantity: 1, customOptions: {}, unitPrice: 490.5, totalPrice: 490.5 }], subtotal: 490.5, currency: 'EUR' };
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true, data: serverCart } });
    const store = makeStore({ session: { status: 'authenticated', user: null, error: null } });
    await store.dispatch(orderService({ service: seo }));
    expect(post).toHaveBeenCalledWith('/api/cart/items', { serviceId: 's1', quantity: 1, customOptions: {} });
    expect(store.getState().cart).toMatchObject({ isOpen: true, subtotal: 490.5 });
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});

describe('orderService while the stored session is being checked', () => {
  it('sends the service to the server cart when a session is stored, to the browser cart when none is', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true, data: { items: [], subtotal: 0, currency: 'EUR' } } });
    const loading = { session: { status: 'loading' as const, user: null, error: null } };
    const visitor = makeStore(loading);
    await visitor.dispatch(orderService({ service: seo }));
    expect(post).not.toHaveBeenCalled();
    expect(visitor.getState().cart.items).toHaveLength(1);

    localStorage.setItem(SESSION_KEYS.accessToken, 'stored-token');
    const client = makeStore(loading);
    await client.dispatch(orderService({ service: seo }));
    expect(post).toHaveBeenCalledWith('/api/cart/items', { serviceId: 's1', quantity: 1, customOptions: {} });
  });
});

describe('a client who orders while their stored session is being checked', () => {
  it("gets the service once: the server cart the page then shows is neither stored in the browser nor merged again when the check ends", async () => {
    localStorage.setItem(SESSION_KEYS.accessToken, 'stored-token');
    const line = (serviceId: string, quantity: number) => ({ serviceId, service: { ...seo, id: serviceId, title: 'x', isActive: true }, quantity, customOptions: {}, unitPrice: 490.5, totalPrice: 490.5 * quantity });
    // The server cart held s2 already; the service ordered joins it there.
    const afterOrder = { data: { success: true, data: { items: [line('s2', 2), line('s1', 1)], subtotal: 0, currency: 'EUR' } } };
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(afterOrder);
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(afterOrder);
    const store = makeStore({ session: { status: 'loading', user: null, error: null } });
    await store.dispatch(orderService({ service: seo }));
    expect(store.getState().cart.items.map((item) => [item.serviceId, item.quantity])).toEqual([['s2', 2], ['s1', 1]]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();

    // The stored session turns out valid: the client's cart is read, nothing is merged into it.
    store.dispatch({ type: 'session/loggedIn', payload: { id: 'u1' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalledWith('/api/cart/merge', expect.anything());
    expect(get).toHaveBeenCalledWith('/api/cart');
    expect(store.getState().cart.items.map((item) => [item.serviceId, item.quantity])).toEqual([['s2', 2], ['s1', 1]]);
  });
});

describe('the cart follows the session', () => {
  const serverCart = (quantity: number) => ({
    data: {
      success: true,
      data: { items: [{ serviceId: 's1', service: { ...seo, title: 'SEO audit', isActive: true }, quantity, customOptions: {}, unitPrice: 490.5, totalPrice: 490.5 * quantity }], subtotal: 490.5 * quantity, currency: 'EUR' },
    },
  });

  it("merges a visitor's browser cart into the server cart at sign-in and forgets the browser copy", async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(serverCart(3));
    const store = makeStore({ session: { status: 'unauthenticated', user: null, error: null } });
    store.dispatch(itemAdded({ service: seo, quantity: 2 }));
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();

    store.dispatch({ type: 'session/loggedIn', payload: { id: 'u1' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(post).toHaveBeenCalledWith('/api/cart/merge', { items: [{ serviceId: 's1', quantity: 2, customOptions: {} }] });
    expect(store.getState().cart.items[0]).toMatchObject({ quantity: 3 });
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("loads a client's server cart at sign-in when the browser has none", async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(serverCart(1));
    const store = makeStore({ session: { status: 'unauthenticated', user: null, error: null } });
    store.dispatch({ type: 'session/loggedIn', payload: { id: 'u1' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(get).toHaveBeenCalledWith('/api/cart');
    expect(store.getState().cart.subtotal).toBe(490.5);
  });

  it('empties the cart at sign-out', async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: {} });
    const store = makeStore({ session: { status: 'authenticated', user: null, error: null } });
    store.dispatch(serverCartLoaded(serverCart(2).data.data));
    const { logout } = await import('../session-slice');
    await store.dispatch(logout());
    expect(store.getState().cart.items).toEqual([]);
  });

  it.each([
    ['the client signed out', async (store: ReturnType<typeof makeStore>) => {
      const { logout } = await import('../session-slice');
      await store.dispatch(logout());
    }],
    ['another client signed in', async (store: ReturnType<typeof makeStore>) => {
      saveSession({ accessToken: 'b', refreshToken: 'rb' }, aClient({ id: 'client-b' }));
      store.dispatch(loggedIn(aClient({ id: 'client-b' })));
    }],
  ])("shows none of a client's server cart that arrives after %s", async (_case, change) => {
    let answer: (value: unknown) => void = () => undefined;
    jest.spyOn(apiClient, 'patch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: {} });
    jest.spyOn(apiClient, 'get').mockReturnValue(new Promise(() => undefined));
    saveSession({ accessToken: 'a', refreshToken: 'ra' }, aClient({ id: 'client-a' }));
    const store = makeStore({ session: { status: 'authenticated', user: aClient({ id: 'client-a' }), error: null } });
    const changing = store.dispatch(changeQuantity({ serviceId: 's1', quantity: 5 }));

    await change(store);
    answer(serverCart(5));
    await changing;
    expect(store.getState().cart.items).toEqual([]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([]);
  });

  it("changes a client's quantities and removals on the server", async () => {
    const patch = jest.spyOn(apiClient, 'patch').mockResolvedValue(serverCart(5));
    const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue({ data: { success: true, data: { items: [], subtotal: 0, currency: 'EUR' } } });
    const store = makeStore({ session: { status: 'authenticated', user: null, error: null } });
    await store.dispatch(changeQuantity({ serviceId: 's1', quantity: 5 }));
    expect(patch).toHaveBeenCalledWith('/api/cart/items/s1', { quantity: 5 });
    expect(store.getState().cart.items[0]?.quantity).toBe(5);
    await store.dispatch(removeFromCart('s1'));
    expect(remove).toHaveBeenCalledWith('/api/cart/items/s1');
    expect(store.getState().cart.items).toEqual([]);
  });

  it("changes a visitor's quantities in the browser", async () => {
    const store = makeStore({ session: { status: 'unauthenticated', user: null, error: null } });
    store.dispatch(itemAdded({ service: seo }));
    await store.dispatch(changeQuantity({ serviceId: 's1', quantity: 0 }));
    await store.dispatch(clearCart());
    expect(store.getState().cart.items).toEqual([]);
  });
});

describe('merging at sign-in, once', () => {
  it('takes the browser cart out of storage before the merge is answered, and puts it back if the merge fails', async () => {
    let answer: (value: unknown) => void = () => {};
    const post = jest.spyOn(apiClient, 'post').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const store = makeStore({ session: { status: 'unauthenticated', user: null, error: null } });
    store.dispatch(itemAdded({ service: seo }));
    store.dispatch({ type: 'session/loggedIn', payload: { id: 'u1' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(post).toHaveBeenCalledTimes(1);
    // The answer has not come yet; a page loaded now finds no browser cart to merge again.
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    answer({ data: { data: { items: [], subtotal: 0, currency: 'EUR' } } });

    post.mockRejectedValueOnce(new Error('offline'));
    const other = makeStore({ session: { status: 'unauthenticated', user: null, error: null } });
    other.dispatch(itemAdded({ service: seo }));
    other.dispatch({ type: 'session/loggedIn', payload: { id: 'u1' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toHaveLength(1);
  });
});
