import { useState } from 'react';
import { serverCartLoaded, useAppDispatch, type ApiError } from 'shared-api';
import type { CheckoutBody } from 'shared-api/contracts/cart';
import type { CheckoutResult } from 'shared-api/contracts/orders';
import { promoApi, usePlaceOrderMutation } from '../api/promo-api';

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export interface PlaceOrder {
  /** Sends the order; a failure is kept in `error`, never thrown. */
  place: (order: CheckoutBody) => Promise<void>;
  placing: boolean;
  error: ApiError | undefined;
  /** The placed order and the client's new balance, once the server took it. */
  placed: CheckoutResult | null;
}

/**
 * Placing the order once: one Idempotency-Key per order the client means to place, so a double click
 * or a retry after a network failure sends the same one; a new key after success. A placed order
 * empties the cart. When the server says the bonus changed (409 BONUS_CHANGED), the client's bonus
 * is fetched again, so the summary shows the figures the next attempt will be checked against.
 */
export function usePlaceOrder(): PlaceOrder {
  const dispatch = useAppDispatch();
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [send, sending] = usePlaceOrderMutation();
  const [placed, setPlaced] = useState<CheckoutResult | null>(null);

  const place = async (order: CheckoutBody) => {
    try {
      setPlaced(await send({ idempotencyKey, ...order }).unwrap());
      setIdempotencyKey(newKey());
      dispatch(serverCartLoaded({ items: [], subtotal: 0, currency: 'EUR' }));
    } catch (error) {
      if ((error as ApiError).code === 'BONUS_CHANGED') dispatch(promoApi.util.invalidateTags(['Bonus']));
    }
  };

  return { place, placing: sending.isLoading, error: sending.error as ApiError | undefined, placed };
}
