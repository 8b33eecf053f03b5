import { baseApi } from 'shared-api';
import type { BonusBalance } from 'shared-api/contracts/bonus';
import type { CheckoutBody } from 'shared-api/contracts/cart';
import type { Service, ServiceTitle } from 'shared-api/contracts/catalogue';
import type { CheckoutResult } from 'shared-api/contracts/orders';
import type { PricingRulesBody } from 'shared-api/contracts/pricing';
import type { Profile } from 'shared-api/contracts/users';

/** A checkout as sent: the body, and the key that makes a retry of the same order place it once. */
export type CheckoutRequest = CheckoutBody & { idempotencyKey: string };

/**
 * The promo page's and the checkout's calls: the growth packages, the server's pricing parameters,
 * the client's bonus and billing details, placing the order. The amounts themselves are computed here by shared-domain's rule; the server
 * prices the order again when it is placed and refuses it if the bonus differs.
 */
export const promoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The pricing rule's parameters change only with the server's configuration: fetched once a session. */
    getPricingRules: build.query<PricingRulesBody, void>({
      query: () => ({ url: '/api/pricing' }),
      keepUnusedDataFor: Infinity,
    }),
    /** The cart's services named in the page's language (the cart itself keeps no titles). */
    getServiceTitles: build.query<ServiceTitle[], { ids: string[]; lang: string }>({
      query: ({ ids, lang }) => ({ url: '/api/service-titles', params: { ids: ids.join(','), lang } }),
    }),
    /** A growth package of the promo page: a catalogue service, in the page's language. */
    getGrowthPackage: build.query<Service, { slug: string; lang: string }>({
      query: ({ slug, lang }) => ({ url: `/api/services/${encodeURIComponent(slug)}`, params: { lang } }),
    }),
    getCheckoutBonus: build.query<BonusBalance, void>({
      query: () => ({ url: '/api/bonus/balance' }),
      providesTags: ['Bonus'],
    }),
    getCheckoutBilling: build.query<Profile, void>({
      query: () => ({ url: '/api/users/me' }),
      providesTags: ['Profile'],
    }),
    placeOrder: build.mutation<CheckoutResult, CheckoutRequest>({
      query: ({ idempotencyKey, ...body }) => ({ url: '/api/cart/checkout', method: 'POST', data: body, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: ['Bonus', 'Order', 'Invoice', 'Profile', 'Cart'],
    }),
  }),
});

export const { useGetPricingRulesQuery, useGetServiceTitlesQuery, useGetGrowthPackageQuery, useGetCheckoutBonusQuery, useGetCheckoutBillingQuery, usePlaceOrderMutation } = promoApi;
