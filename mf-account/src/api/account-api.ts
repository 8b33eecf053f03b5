import { baseApi, type Page } from 'shared-api';
import type { BonusBalance, BonusTransaction } from 'shared-api/contracts/bonus';
import type { InvoiceSummary } from 'shared-api/contracts/invoices';
import type { CheckoutResult, Order, StatusChange } from 'shared-api/contracts/orders';
import type { Upload } from 'shared-api/contracts/uploads';
import type { Message } from 'shared-api/contracts/auth';
import type { ChangePasswordBody, Preferences, Profile, ProfilePatch } from 'shared-api/contracts/users';

/** The account area's endpoints on the site's one API, cached per resource and refreshed after changes. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({ query: () => ({ url: '/api/users/me' }), providesTags: ['Profile'] }),
    updateProfile: build.mutation<Profile, ProfilePatch>({
      query: (body) => ({ url: '/api/users/me', method: 'PATCH', data: body }),
      invalidatesTags: ['Profile'],
    }),
    changePassword: build.mutation<Message, ChangePasswordBody>({
      query: (body) => ({ url: '/api/users/me/change-password', method: 'POST', data: body }),
    }),
    getPreferences: build.query<Preferences, void>({ query: () => ({ url: '/api/users/me/preferences' }), providesTags: ['Profile'] }),
    updatePreferences: build.mutation<Preferences, Preferences>({
      query: (body) => ({ url: '/api/users/me/preferences', method: 'PUT', data: body }),
      invalidatesTags: ['Profile'],
    }),
    uploadAvatar: build.mutation<Upload, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        return { url: '/api/uploads/avatar', method: 'POST', data: form, headers: { 'Content-Type': 'multipart/form-data' } };
      },
      invalidatesTags: ['Profile'],
    }),
    getBonusBalance: build.query<BonusBalance, void>({
      query: () => ({ url: '/api/bonus/balance' }),
      providesTags: ['Bonus'],
    }),
    getBonusTransactions: build.query<Page<BonusTransaction>, { limit: number; offset: number }>({
      query: (params) => ({ url: '/api/bonus/transactions', params }),
      providesTags: ['Bonus'],
    }),
    /** Orders with their services named in the page's language (lang). */
    getOrders: build.query<Page<Order>, { status?: Order['status']; limit: number; offset: number; lang: string }>({
      query: (params) => ({ url: '/api/orders', params }),
      providesTags: ['Order'],
    }),
    getOrder: build.query<Order, { id: string; lang: string }>({
      query: ({ id, lang }) => ({ url: `/api/orders/${id}`, params: { lang } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Order', id }],
    }),
    getOrderHistory: build.query<StatusChange[], string>({
      query: (id) => ({ url: `/api/orders/${id}/history` }),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    cancelOrder: build.mutation<CheckoutResult, { id: string; lang: string }>({
      query: ({ id, lang }) => ({ url: `/api/orders/${id}/cancel`, method: 'POST', params: { lang } }),
      invalidatesTags: ['Order', 'Bonus', 'Invoice', 'Profile'],
    }),
    getInvoices: build.query<Page<InvoiceSummary>, { limit: number; offset: number }>({
      query: (params) => ({ url: '/api/invoices', params }),
      providesTags: ['Invoice'],
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetPreferencesQuery,
  useUpdatePreferencesMutation,
  useUploadAvatarMutation,
  useGetBonusBalanceQuery,
  useGetBonusTransactionsQuery,
  useGetOrdersQuery,
  useGetOrderQuery,
  useGetOrderHistoryQuery,
  useCancelOrderMutation,
  useGetInvoicesQuery,
} = accountApi;
