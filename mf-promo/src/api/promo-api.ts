import { baseApi, type Cart } from 'shared-api';
import type { Order } from 'shared-api/contracts/commerce';
import type { PricingResultBody } from 'shared-api/contracts/pricing';
import type { BillingAddress } from 'shared-api/contracts/users';

interface Envelope<T> {
  data: T;
}

export interface CheckoutBilling {
  companyName: string | null;
  vatId: string | null;
  billingAddress: BillingAddress | null;
}

export interface CheckoutRequest {
  idempotencyKey: string;
  useBonus: boolean;
  expectedBonusApplied: number;
  billing: CheckoutBilling;
  language: string;
}

/** The checkout's calls: the client's bonus and billing details, the server's pricing, placing the order. */
export const promoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCheckoutBonus: build.query<{ available: number; pending: number }, void>({
      query: () => ({ url: '/api/bonus/balance' }),
      transformResponse: (response: Envelope<{ available: number; pending: number }>) => response.data,
      providesTags: ['Bonus'],
    }),
    getCheckoutBilling: build.query<CheckoutBilling & { isEmailVerified: boolean }, void>({
      query: () => ({ url: '/api/users/me' }),
      transformResponse: (response: Envelope<CheckoutBilling & { isEmailVerified: boolean }>) => response.data,
      providesTags: ['Profile'],
    }),
    confirmPricing: build.query<PricingResultBody, { subtotal: number; bonusBalance: number }>({
      query: (body) => ({ url: '/api/pricing/calculate', method: 'POST', data: body }),
      transformResponse: (response: Envelope<PricingResultBody>) => response.data,
    }),
    placeOrder: build.mutation<{ order: Order; bonusBalance: number }, CheckoutRequest>({
      query: ({ idempotencyKey, ...body }) => ({ url: '/api/cart/checkout', method: 'POST', data: body, headers: { 'Idempotency-Key': idempotencyKey } }),
      transformResponse: (response: Envelope<{ order: Order; bonusBalance: number }>) => response.data,
      invalidatesTags: ['Bonus', 'Order', 'Invoice', 'Profile', 'Cart'],
    }),
    getServerCart: build.query<Cart, void>({
      query: () => ({ url: '/api/cart' }),
      transformResponse: (response: Envelope<Cart>) => response.data,
      providesTags: ['Cart'],
    }),
  }),
});

export const { useGetCheckoutBonusQuery, useGetCheckoutBillingQuery, useConfirmPricingQuery, usePlaceOrderMutation } = promoApi;
