import { baseApi } from 'shared-api';
import type { BonusTransaction } from 'shared-api/contracts/bonus';
import type { Order } from 'shared-api/contracts/commerce';
import type { Preferences, Profile } from 'shared-api/contracts/users';

interface Envelope<T> {
  data: T;
}
interface Page<T> extends Envelope<T[]> {
  pagination: { total: number; limit: number; offset: number };
}

export interface InvoiceSummary {
  id: string;
  number: string;
  orderId: string;
  date: string;
  dueDate: string;
  amount: number;
  currency: string;
  status: 'draft' | 'sent' | 'paid' | 'overdue' | 'void';
}

export interface StatusChange {
  from: Order['status'] | null;
  to: Order['status'];
  changedBy: string | null;
  changedAt: string;
}

const data = <T,>(response: Envelope<T>) => response.data;

/** The account area's endpoints on the site's one API, cached per resource and refreshed after changes. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({ query: () => ({ url: '/api/users/me' }), transformResponse: data<Profile>, providesTags: ['Profile'] }),
    updateProfile: build.mutation<Profile, Partial<Pick<Profile, 'firstName' | 'lastName' | 'phone' | 'companyName' | 'vatId' | 'billingAddress'>>>({
      query: (body) => ({ url: '/api/users/me', method: 'PATCH', data: body }),
      transformResponse: data<Profile>,
      invalidatesTags: ['Profile'],
    }),
    changePassword: build.mutation<unknown, { currentPassword: string; newPassword: string; confirmPassword: string }>({
      query: (body) => ({ url: '/api/users/me/change-password', method: 'POST', data: body }),
    }),
    getPreferences: build.query<Preferences, void>({ query: () => ({ url: '/api/users/me/preferences' }), transformResponse: data<Preferences>, providesTags: ['Profile'] }),
    updatePreferences: build.mutation<Preferences, Preferences>({
      query: (body) => ({ url: '/api/users/me/preferences', method: 'PUT', data: body }),
      transformResponse: data<Preferences>,
      invalidatesTags: ['Profile'],
    }),
    uploadAvatar: build.mutation<{ url: string }, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        return { url: '/api/uploads/avatar', method: 'POST', data: form, headers: { 'Content-Type': 'multipart/form-data' } };
      },
      transformResponse: data<{ url: string }>,
      invalidatesTags: ['Profile'],
    }),
    getBonusBalance: build.query<{ available: number; pending: number }, void>({
      query: () => ({ url: '/api/bonus/balance' }),
      transformResponse: data<{ available: number; pending: number }>,
      providesTags: ['Bonus'],
    }),
    getBonusTransactions: build.query<Page<BonusTransaction>, { limit: number; offset: number }>({
      query: (params) => ({ url: '/api/bonus/transactions', params }),
      providesTags: ['Bonus'],
    }),
    getOrders: build.query<Page<Order>, { status?: Order['status']; limit: number; offset: number }>({
      query: (params) => ({ url: '/api/orders', params }),
      providesTags: ['Order'],
    }),
    getOrder: build.query<Order, string>({
      query: (id) => ({ url: `/api/orders/${id}` }),
      transformResponse: data<Order>,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    getOrderHistory: build.query<StatusChange[], string>({
      query: (id) => ({ url: `/api/orders/${id}/history` }),
      transformResponse: data<StatusChange[]>,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    cancelOrder: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/orders/${id}/cancel`, method: 'POST' }),
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
