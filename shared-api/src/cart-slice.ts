import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { changedQuantity, fromCents, lineTotalCents, mergeCartLines, orderPriceCents, subtotalCents, toCents } from 'shared-domain';
import type { Cart } from './contracts/cart';
import { readSession, sessionOwner } from './session-storage';
import { apiClient } from './api-client';
import { toApiError, type ApiError } from './api-error';

/**
 * What the cart keeps of a service (spec 3: the cart uses its id and priceFrom, 0 when absent). No
 * title: a cart line is named by its service's id in the language of the page that shows it.
 */
export interface CartService {
  id: string;
  slug: string;
  priceFrom: number;
  currency: string;
}

export interface CartItem {
  serviceId: string;
  service: CartService;
  quantity: number;
  customOptions: Record<string, string>;
  unitPrice: number;
  totalPrice: number;
}

export interface CartState {
  items: CartItem[];
  subtotal: number;
  isOpen: boolean;
}

/** The browser keeps a visitor's cart here, so it survives reloads until sign-in. */
export const CART_STORAGE_KEY = 'gp.cart';

/** Spec 3: unit price is priceFrom, an item's total is price × quantity, the subtotal their sum. */
function withTotals(items: CartItem[]): Pick<CartState, 'items' | 'subtotal'> {
  const lines = items.map((item) => ({ item, unitPriceCents: toCents(item.service.priceFrom ?? 0), quantity: item.quantity }));
  return {
    items: lines.map(({ item, unitPriceCents, quantity }) => ({
      ...item,
      unitPrice: fromCents(unitPriceCents),
      totalPrice: fromCents(lineTotalCents(unitPriceCents, quantity)),
    })),
    subtotal: fromCents(subtotalCents(lines)),
  };
}

export function readStoredCart(): CartItem[] {
  if (typeof window === 'undefined') return [];
  try {
    const stored = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as CartItem[]).filter((item) => item?.service?.id && item.quantity > 0) : [];
  } catch {
    return [];
  }
}

const initialState = (): CartState => ({ ...withTotals(readStoredCart()), isOpen: false });

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Spec 4: a service already in the cart raises its quantity and merges its options. */
    itemAdded(state, action: PayloadAction<{ service: CartService; quantity?: number; customOptions?: Record<string, string> }>) {
      const { service: { id, slug, priceFrom, currency }, quantity = 1, customOptions = {} } = action.payload;
      const added: CartItem = { serviceId: id, service: { id, slug, priceFrom, currency }, quantity, customOptions, unitPrice: 0, totalPrice: 0 };
      Object.assign(state, withTotals(mergeCartLines(state.items, added)));
    },
    /** Spec 4: a quantity of 0 or less removes the item. */
    quantityUpdated(state, action: PayloadAction<{ serviceId: string; quantity: number }>) {
      const { serviceId } = action.payload;
      const quantity = changedQuantity(action.payload.quantity);
      const items =
        quantity === 'remove'
          ? state.items.filter((item) => item.serviceId !== serviceId)
          : state.items.map((item) => (item.serviceId === serviceId ? { ...item, quantity } : item));
      Object.assign(state, withTotals(items));
    },
    itemRemoved(state, action: PayloadAction<string>) {
      Object.assign(state, withTotals(state.items.filter((item) => item.serviceId !== action.payload)));
    },
    cleared(state) {
      Object.assign(state, withTotals([]));
    },
    toggled(state) {
      state.isOpen = !state.isOpen;
    },
    openSet(state, action: PayloadAction<boolean>) {
      state.isOpen = action.payload;
    },
    /** A client's cart is the server's: it replaces what the browser shows. */
    serverCartLoaded(state, action: PayloadAction<Cart>) {
      Object.assign(
        state,
        withTotals(
          action.payload.items.map(({ service: { id, slug, priceFrom, currency }, ...item }) => ({ ...item, service: { id, slug, priceFrom, currency } })),
        ),
      );
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartSubtotal: (state) => state.subtotal,
    selectCartCount: (state) => state.items.reduce((sum, item) => sum + item.quantity, 0),
    selectCartOpen: (state) => state.isOpen,
  },
});

export const { itemAdded, quantityUpdated, itemRemoved, cleared, toggled, openSet, serverCartLoaded } = cartSlice.actions;
export const { selectCartItems, selectCartSubtotal, selectCartCount, selectCartOpen } = cartSlice.selectors;

type CartThunkConfig = { state: { session: { status: string }; cart: CartState } };

/**
 * Whether the cart is the server's: a signed-in client's is, and so is the cart of a stored session
 * still being checked just after the page loads (an order made then is not left in the browser cart;
 * a session that turns out to be invalid fails like any other change).
 */
export const cartIsOnServer = (state: { session: { status: string } }) =>
  state.session.status === 'authenticated' || (state.session.status === 'loading' && readSession().accessToken !== null);

/**
 * Runs a server-cart call for a client and shows what the server answers, unless the session changed
 * while it was on its way: after Logout, or another client's sign-in, it is the last client's cart.
 */
async function serverCart(
  { dispatch, getState }: { dispatch: (action: unknown) => unknown; getState: () => { session: { status: string } } },
  call: () => Promise<{ data: { data: Cart } }>,
) {
  const owner = sessionOwner();
  const response = await call();
  if (cartIsOnServer(getState()) && sessionOwner() === owner) dispatch(serverCartLoaded(response.data.data));
}

/** Changes a quantity (0 or less removes the item), on the server for a client, in the browser for a visitor. */
export const changeQuantity = createAsyncThunk<void, { serviceId: string; quantity: number }, CartThunkConfig>(
  'cart/quantityChanged',
  async ({ serviceId, quantity }, { dispatch, getState, rejectWithValue }) => {
    if (!cartIsOnServer(getState())) {
      dispatch(quantityUpdated({ serviceId, quantity }));
      return;
    }
    try {
      await serverCart({ dispatch, getState }, () => apiClient.patch(`/api/cart/items/${serviceId}`, { quantity }));
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

export const removeFromCart = createAsyncThunk<void, string, CartThunkConfig>('cart/itemRemovedByUser', async (serviceId, { dispatch, getState, rejectWithValue }) => {
  if (!cartIsOnServer(getState())) {
    dispatch(itemRemoved(serviceId));
    return;
  }
  try {
    await serverCart({ dispatch, getState }, () => apiClient.delete(`/api/cart/items/${serviceId}`));
  } catch (error) {
    return rejectWithValue(toApiError(error));
  }
});

export const clearCart = createAsyncThunk<void, void, CartThunkConfig>('cart/clearedByUser', async (_arg, { dispatch, getState, rejectWithValue }) => {
  if (!cartIsOnServer(getState())) {
    dispatch(cleared());
    return;
  }
  try {
    await serverCart({ dispatch, getState }, () => apiClient.delete('/api/cart'));
  } catch (error) {
    return rejectWithValue(toApiError(error));
  }
});

/**
 * At sign-in a visitor's browser cart merges into the client's server cart, which from then on is
 * the cart (the same on every device); the browser's copy is dropped. What merges is the cart the
 * browser stored, not what the page shows: a service a client ordered while their stored session was
 * being checked is on the page and already in the server cart (merged again, it counted twice).
 */
export const syncCartAfterSignIn = createAsyncThunk<void, void, CartThunkConfig>('cart/syncedAfterSignIn', async (_arg, { dispatch, getState }) => {
  const local = readStoredCart();
  // The browser copy is claimed before the merge is sent: if the client moves on before the answer
  // arrives, the next page must not merge the same items a second time.
  if (typeof window !== 'undefined') window.localStorage.removeItem(CART_STORAGE_KEY);
  try {
    await serverCart({ dispatch, getState }, () =>
      local.length > 0
        ? apiClient.post('/api/cart/merge', { items: local.map(({ serviceId, quantity, customOptions }) => ({ serviceId, quantity, customOptions })) })
        : apiClient.get('/api/cart'),
    );
  } catch (error) {
    if (local.length > 0 && typeof window !== 'undefined') window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(local));
    throw error;
  }
});

/**
 * Whether a service can go into a cart and be ordered online: it has a price in euros (shared-domain's
 * orderPriceCents, which the server's cart and checkout apply too). Pages offer the others for a quote.
 */
export function orderableOnline(service: Pick<CartService, 'priceFrom' | 'currency'>): boolean {
  return orderPriceCents({ currency: service.currency, priceFromCents: toCents(service.priceFrom) }) !== undefined;
}

/** What the server answers for a service it would not put in a cart; a visitor's browser cart refuses it alike. */
const SERVICE_UNAVAILABLE: ApiError = { status: 409, code: 'SERVICE_UNAVAILABLE', message: 'This service cannot be ordered online: ask us for a quote' };

/**
 * 'Order service': a client's service goes into the server cart (the same on every device), a
 * visitor's into the browser's; either way the cart opens. A service without a price in euros cannot
 * be ordered (an order is in euros): the browser cart refuses it as the server does.
 */
export const orderService = createAsyncThunk<void, { service: CartService; quantity?: number; customOptions?: Record<string, string> }, { state: { session: { status: string } } }>(
  'cart/serviceOrdered',
  async (request, { dispatch, getState, rejectWithValue }) => {
    if (cartIsOnServer(getState())) {
      try {
        await serverCart({ dispatch, getState }, () =>
          apiClient.post<{ data: Cart }>('/api/cart/items', {
            serviceId: request.service.id,
            quantity: request.quantity ?? 1,
            customOptions: request.customOptions ?? {},
          }),
        );
      } catch (error) {
        return rejectWithValue(toApiError(error));
      }
    } else {
      if (!orderableOnline(request.service)) {
        return rejectWithValue(SERVICE_UNAVAILABLE);
      }
      dispatch(itemAdded(request));
    }
    dispatch(openSet(true));
  },
);
