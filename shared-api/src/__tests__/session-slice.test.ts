import { aClient } from '@testing/fixtures';
import { AxiosError, AxiosHeaders } from 'axios';
import { apiClient } from '../api-client';
import { toApiError } from '../api-error';
import { CART_STORAGE_KEY, itemAdded, serverCartLoaded, type CartService } from '../cart-slice';
import {
  checkSession,
  errorCleared,
  loggedIn,
  loggedOut,
  login,
  logout,
  register,
  selectSignedOutByClient,
  sessionExpired,
  sessionSlice,
  startSession,
  userUpdated,
} from '../session-slice';
import { readSession, saveSession } from '../session-storage';
import { makeStore } from '../store';

const user = aClient();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the session slice (spec 4)', () => {
  it('starts loading, with no user', () => {
    expect(sessionSlice.reducer(undefined, { type: 'init' })).toEqual({ status: 'loading', user: null, error: null });
  });

  it('is logged out when nothing is stored, without calling the server', async () => {
    const get = jest.spyOn(apiClient, 'get');
    const store = makeStore();
    await store.dispatch(checkSession());
    expect(store.getState().session.status).toBe('unauthenticated');
    expect(get).not.toHaveBeenCalled();
  });

  it('is authenticated when the stored session checks out, with the fresh user', async () => {
    saveSession({ accessToken: 'a', refreshToken: 'r' }, user);
    const fresh = { ...user, firstName: 'Hanna' };
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: fresh } });
    const store = makeStore();
    await store.dispatch(checkSession());
    expect(store.getState().session).toEqual({ status: 'authenticated', user: fresh, error: null });
    expect(readSession().user).toEqual(fresh);
  });

  it('clears storage and logs out when the session check fails', async () => {
    saveSession({ accessToken: 'a', refreshToken: 'r' }, user);
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('401'));
    const store = makeStore();
    await store.dispatch(checkSession());
    expect(store.getState().session.status).toBe('unauthenticated');
    expect(readSession()).toEqual({ accessToken: null, refreshToken: null, user: null });
  });

  it('follows login, user updates, expiry and logout', () => {
    let state = sessionSlice.reducer(undefined, loggedIn(user));
    expect(state).toEqual({ status: 'authenticated', user, error: null });
    state = sessionSlice.reducer(state, userUpdated({ ...user, phone: '+420 777 000 111' }));
    expect(state.user?.phone).toBe('+420 777 000 111');
    expect(sessionSlice.reducer(state, sessionExpired())).toMatchObject({ status: 'unauthenticated', user: null });
    expect(sessionSlice.reducer(state, loggedOut())).toEqual({ status: 'unauthenticated', user: null, error: null });
  });

  it('remembers that the client signed out here, until a session starts or ends otherwise', () => {
    const signedIn = sessionSlice.reducer(undefined, loggedIn(user));
    const signedOut = sessionSlice.reducer(signedIn, logout.pending('request', undefined));
    expect(signedOut).toMatchObject({ status: 'unauthenticated', user: null, signedOutByClient: true });
    expect(selectSignedOutByClient({ session: signedOut })).toBe(true);
    expect(selectSignedOutByClient({ session: signedIn })).toBe(false);
    for (const next of [loggedIn(user), loggedOut(), sessionExpired(), login.pending('request', { email: user.email, password: 'x', rememberMe: false })]) {
      expect(selectSignedOutByClient({ session: sessionSlice.reducer(signedOut, next) })).toBe(false);
    }
  });
});

describe('toApiError', () => {
  const failure = (status: number, data: unknown) =>
    new AxiosError('failed', 'ERR_BAD_REQUEST', undefined, null, {
      status,
      data,
      statusText: '',
      headers: {},
      config: { headers: new AxiosHeaders() },
    });

  it("uses the server's message, code and details", () => {
    const error = failure(400, { success: false, error: 'Invalid bonus amount', code: 'BONUS_INVALID', details: { amount: 'too high' } });
    expect(toApiError(error)).toEqual({ status: 400, message: 'Invalid bonus amount', code: 'BONUS_INVALID', details: { amount: 'too high' } });
  });

  it("falls back to spec 8's generic text without server text", () => {
    expect(toApiError(failure(502, '<html>Bad gateway</html>'))).toEqual({ status: 502, message: 'An error occurred', code: undefined, details: undefined });
    expect(toApiError(new Error('boom'))).toEqual({ status: 0, message: 'An error occurred' });
  });
});

describe('sign-in and sign-up transitions (spec 4)', () => {
  const request = { email: 'anna@example.com', password: 'secret-pass-1', rememberMe: true };

  it('goes loading with no error, then authenticated with the user, saving the session', async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { data: { user, tokens: { accessToken: 'a', refreshToken: 'r', expiresIn: 3600 } } } });
    const store = makeStore({ session: { status: 'unauthenticated', user: null, error: { status: 401, message: 'old error' } } });
    const pending = store.dispatch(login(request));
    expect(store.getState().session).toMatchObject({ status: 'loading', error: null });
    await pending;
    expect(store.getState().session).toEqual({ status: 'authenticated', user, error: null });
    expect(readSession()).toMatchObject({ accessToken: 'a', refreshToken: 'r', user });
  });

  it.each([
    [login, request],
    [register, { ...request, firstName: 'A', lastName: 'B', confirmPassword: 'secret-pass-1', acceptTerms: true, acceptMarketing: false, language: 'en' }],
  ] as const)('keeps a failure without an answer as one (the page says the spec fallback or the network text)', async (thunk, body) => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('offline'));
    const store = makeStore();
    await store.dispatch((thunk as typeof login)(body as typeof request));
    expect(store.getState().session).toEqual({ status: 'unauthenticated', user: null, error: { status: 0, message: 'An error occurred' } });
  });

  const registration = { ...request, firstName: 'Olena', lastName: 'Koval', confirmPassword: 'secret-pass-1', acceptTerms: true, acceptMarketing: false, language: 'en' };
  const accepted = { data: { success: true, data: { email: 'anna@example.com', message: 'We have sent a confirmation link to your email. Open it to activate your account.' } } };

  it('registers without signing in: loading, then back to unauthenticated with no error, nothing stored', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(accepted);
    const store = makeStore({ session: { status: 'unauthenticated', user: null, error: { status: 401, message: 'old error' } } });
    const pending = store.dispatch(register(registration));
    expect(store.getState().session).toMatchObject({ status: 'loading', error: null });
    const result = await pending;
    expect(post).toHaveBeenCalledWith('/auth/register', registration);
    expect(register.fulfilled.match(result) && result.payload).toEqual(accepted.data.data);
    expect(store.getState().session).toEqual({ status: 'unauthenticated', user: null, error: null });
    expect(readSession()).toEqual({ accessToken: null, refreshToken: null, user: null });
    // Nothing to merge: no one signed in.
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('keeps the client who was signed in when they register another email', async () => {
    saveSession({ accessToken: 'a', refreshToken: 'r' }, user);
    jest.spyOn(apiClient, 'post').mockResolvedValue(accepted);
    const store = makeStore({ session: { status: 'authenticated', user, error: null } });
    await store.dispatch(register({ ...registration, email: 'other@example.com' }));
    expect(store.getState().session).toEqual({ status: 'authenticated', user, error: null });
    expect(readSession()).toMatchObject({ accessToken: 'a', refreshToken: 'r', user });
  });

  it("keeps the server's reason when a sign-up is refused", async () => {
    const refused = new AxiosError('failed', 'ERR_BAD_REQUEST', undefined, null, {
      status: 429,
      data: { success: false, error: 'Too many requests', code: 'RATE_LIMITED' },
      statusText: '',
      headers: {},
      config: { headers: new AxiosHeaders() },
    });
    jest.spyOn(apiClient, 'post').mockRejectedValue(refused);
    const store = makeStore({ session: { status: 'unauthenticated', user: null, error: null } });
    await store.dispatch(register(registration));
    expect(store.getState().session).toEqual({
      status: 'unauthenticated',
      user: null,
      error: { status: 429, message: 'Too many requests', code: 'RATE_LIMITED', details: undefined },
    });
  });

  it('clears the error on request', () => {
    expect(sessionSlice.reducer({ status: 'unauthenticated', user: null, error: { status: 401, message: 'x' } }, errorCleared()).error).toBeNull();
  });
});

describe('a session started by the confirmed email', () => {
  const tokens = { accessToken: 'verified-a', refreshToken: 'verified-r', expiresIn: 3600 };
  const seo: CartService = { id: 's1', slug: 'local-seo', priceFrom: 490, currency: 'EUR' };
  const emptyServerCart = { data: { success: true, data: { items: [], subtotal: 0, currency: 'EUR' } } };

  it("stores the session, is authenticated and merges the visitor's browser cart", async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(emptyServerCart);
    const store = makeStore({ session: { status: 'unauthenticated', user: null, error: null } });
    store.dispatch(itemAdded({ service: seo, quantity: 2 }));
    store.dispatch(startSession({ user, tokens }));
    expect(store.getState().session).toEqual({ status: 'authenticated', user, error: null });
    expect(localStorage.getItem('gp.refreshToken')).toBe('verified-r');
    expect(readSession()).toEqual({ accessToken: 'verified-a', refreshToken: 'verified-r', user });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(post).toHaveBeenCalledWith('/api/cart/merge', { items: [{ serviceId: 's1', quantity: 2, customOptions: {} }] });
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("replaces the browser's session, without merging the previous client's server cart", async () => {
    saveSession({ accessToken: 'old-a', refreshToken: 'old-r' }, aClient({ id: 'u0', email: 'old@example.com' }));
    const post = jest.spyOn(apiClient, 'post');
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(emptyServerCart);
    const store = makeStore({ session: { status: 'authenticated', user: aClient({ id: 'u0', email: 'old@example.com' }), error: null } });
    store.dispatch(serverCartLoaded({ items: [{ serviceId: 's1', service: { ...seo, title: 'Local SEO', isActive: true }, quantity: 1, customOptions: {}, unitPrice: 490, totalPrice: 490 }], subtotal: 490, currency: 'EUR' }));
    store.dispatch(startSession({ user, tokens }));
    expect(store.getState().session.user).toEqual(user);
    expect(readSession()).toEqual({ accessToken: 'verified-a', refreshToken: 'verified-r', user });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(post).not.toHaveBeenCalled();
    expect(get).toHaveBeenCalledWith('/api/cart');
    expect(store.getState().cart.items).toEqual([]);
  });
});
