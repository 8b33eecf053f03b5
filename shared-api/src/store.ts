import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { onSessionExpired } from './session-expiry';
import { API_CACHE_FROM_SERVER, baseApi, failedQueriesStay } from './base-api';
import { CART_STORAGE_KEY, cartIsOnServer, cartSlice, cleared, syncCartAfterSignIn } from './cart-slice';
import { checkSession, loggedIn, loggedOut, login, logout, sessionExpired, sessionSlice } from './session-slice';

/** Slices a remote injects at run time (`rootReducer.inject`) declare themselves here by augmentation. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi, sessionSlice, cartSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Keeps the cart with the session: a client's server cart at sign-in, nothing left behind at sign-out. */
function cartFollowsSession() {
  const listener = createListenerMiddleware<RootState>();
  listener.startListening({
    matcher: isAnyOf(loggedIn, login.fulfilled, checkSession.fulfilled),
    effect: async (action, api) => {
      if (api.getState().session.status !== 'authenticated') return;
      // A failed merge leaves the browser cart as it was; the next sign-in tries again.
      await api.dispatch(syncCartAfterSignIn() as never);
    },
  });
  listener.startListening({
    matcher: isAnyOf(logout.pending, loggedOut, sessionExpired),
    effect: (_action, api) => {
      api.dispatch(cleared());
    },
  });
  return listener.middleware;
}

/**
 * Keeps one client's data from the next: when the signed-in client signs out, is signed out, or
 * another client signs in, every cached answer is dropped (a client's orders, invoices, bonus and
 * profile, and the prices computed with their bonus); what is on screen is fetched again. A visitor
 * who signs in keeps the cache: a visitor's answers hold nobody's data.
 */
function cacheFollowsClient() {
  const listener = createListenerMiddleware<RootState>();
  listener.startListening({
    predicate: (_action, current, previous) => previous.session.user !== null && previous.session.user.id !== current.session.user?.id,
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
    },
  });
  return listener.middleware;
}

/** The site's one store; the shell makes it, a remote running alone makes its own, tests make theirs. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .concat(typeof window === 'undefined' ? [failedQueriesStay] : [])
        .concat(baseApi.middleware, cartFollowsSession(), cacheFollowsClient()),
    preloadedState,
  });
  // A server render's store lives for one request and has no session to expire.
  if (typeof window !== 'undefined') onSessionExpired(() => store.dispatch(sessionExpired()));
  // A visitor's cart lives in the browser; a client's is the server's and is not stored here, nor is
  // one shown while a stored session is being checked (cart-slice.ts: cartIsOnServer).
  let savedItems = store.getState().cart.items;
  store.subscribe(() => {
    const state = store.getState();
    if (state.cart.items === savedItems || cartIsOnServer(state) || typeof window === 'undefined') return;
    const { cart } = state;
    savedItems = cart.items;
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart.items));
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The query cache a server render filled, for the browser's store to start from (no second request). */
export function cacheFromServer(state: Pick<RootState, 'api'>) {
  return { type: API_CACHE_FROM_SERVER, payload: state };
}
