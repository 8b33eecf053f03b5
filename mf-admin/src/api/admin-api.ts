import { baseApi, type Page } from 'shared-api';
import type {
  AdminClientDetail,
  AdminDashboard,
  AdminDashboardSeries,
  AdminInvoice,
  AdminInvoicesQuery,
  AdminLead,
  AdminLeadUpdate,
  AdminOrder,
  AdminOrderDetail,
  AdminOrdersQuery,
  AdminServiceBody,
  AdminServiceDetail,
  AdminServicePatch,
  AdminUser,
  AdminUsersQuery,
  AdminServicesQuery,
  AdminCategoriesQuery,
  AdminCategory,
  AdminCategoryBody,
  AdminCategoryPatch,
  BonusAdjustmentBody,
  InvoicePaymentBody,
} from 'shared-api/contracts/admin';
import type { Category } from 'shared-api/contracts/catalogue';
import type { OrderStatus } from 'shared-domain';
import type { z } from 'zod';
import type { remoteStatus } from 'shared-api/contracts/remotes';

export type RemoteStatus = z.infer<typeof remoteStatus>;
export type ServiceRow = { id: string; slug: string; title: string; isActive: boolean };
type ListQuery = { limit: number; offset: number };

/**
 * The back office's endpoints (all under /api/admin, for the admin role only), on the site's one API.
 * Lists are fetched a page at a time with the filters of the page's URL; changes refresh what they touch.
 */
export const adminApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminOrder', 'AdminInvoice', 'AdminLead', 'AdminClient', 'AdminService', 'AdminCategory', 'Release', 'Dashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<AdminDashboard, void>({ query: () => ({ url: '/api/admin/dashboard' }), providesTags: ['Dashboard'] }),
    getDashboardSeries: build.query<AdminDashboardSeries, { weeks: number }>({
      query: (params) => ({ url: '/api/admin/dashboard/series', params }),
      providesTags: ['Dashboard'],
    }),

    getAdminOrders: build.query<Page<AdminOrder>, AdminOrdersQuery>({
      query: (params) => ({ url: '/api/admin/orders', params }),
      providesTags: ['AdminOrder'],
    }),
    getAdminOrder: build.query<AdminOrderDetail, { id: string; lang: string }>({
      query: ({ id, lang }) => ({ url: `/api/admin/orders/${id}`, params: { lang } }),
      providesTags: (_result, _error, { id }) => [{ type: 'AdminOrder', id }],
    }),
    changeOrderStatus: build.mutation<unknown, { id: string; status: OrderStatus; lang: string }>({
      query: ({ id, status, lang }) => ({ url: `/api/orders/${id}`, method: 'PATCH', params: { lang }, data: { status } }),
      invalidatesTags: ['AdminOrder', 'AdminInvoice', 'AdminClient', 'Dashboard'],
    }),

    getAdminInvoices: build.query<Page<AdminInvoice>, AdminInvoicesQuery>({
      query: (params) => ({ url: '/api/admin/invoices', params }),
      providesTags: ['AdminInvoice'],
    }),
    markInvoicePaid: build.mutation<unknown, { id: string } & InvoicePaymentBody>({
      query: ({ id, ...body }) => ({ url: `/api/admin/invoices/${id}/paid`, method: 'POST', data: body }),
      invalidatesTags: ['AdminInvoice', 'AdminOrder', 'Dashboard'],
    }),
    sendInvoice: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/admin/invoices/${id}/send`, method: 'POST' }),
    }),

    getLeads: build.query<Page<AdminLead>, { kind?: string; status?: string; direction?: string } & ListQuery>({
      query: (params) => ({ url: '/api/admin/leads', params }),
      providesTags: ['AdminLead'],
    }),
    updateLead: build.mutation<AdminLead, { id: string } & AdminLeadUpdate>({
      query: ({ id, ...body }) => ({ url: `/api/admin/leads/${id}`, method: 'PATCH', data: body }),
      invalidatesTags: ['AdminLead', 'Dashboard'],
    }),

    getAdminServices: build.query<Page<ServiceRow>, AdminServicesQuery>({
      query: (params) => ({ url: '/api/admin/services', params }),
      providesTags: ['AdminService'],
    }),
    getAdminService: build.query<AdminServiceDetail, string>({
      query: (id) => ({ url: `/api/admin/services/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'AdminService', id }],
    }),
    getCategories: build.query<Category[], string>({ query: (lang) => ({ url: '/api/categories', params: { lang } }) }),
    createService: build.mutation<{ id: string }, AdminServiceBody>({
      query: (body) => ({ url: '/api/admin/services', method: 'POST', data: body }),
      invalidatesTags: ['AdminService', 'Service', 'Category'],
    }),
    updateService: build.mutation<{ id: string }, { id: string; patch: AdminServicePatch }>({
      query: ({ id, patch }) => ({ url: `/api/admin/services/${id}`, method: 'PATCH', data: patch }),
      invalidatesTags: ['AdminService', 'Service', 'Category'],
    }),

    getAdminCategories: build.query<Page<AdminCategory>, AdminCategoriesQuery>({
      query: (params) => ({ url: '/api/admin/categories', params }),
      providesTags: ['AdminCategory'],
    }),
    getAdminCategory: build.query<AdminCategory, string>({
      query: (id) => ({ url: `/api/admin/categories/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'AdminCategory', id }],
    }),
    createCategory: build.mutation<{ id: string }, AdminCategoryBody>({
      query: (body) => ({ url: '/api/admin/categories', method: 'POST', data: body }),
      invalidatesTags: ['AdminCategory', 'Category'],
    }),
    updateCategory: build.mutation<{ id: string }, { id: string; patch: AdminCategoryPatch }>({
      query: ({ id, patch }) => ({ url: `/api/admin/categories/${id}`, method: 'PATCH', data: patch }),
      invalidatesTags: ['AdminCategory', 'Category', 'Service'],
    }),

    getClients: build.query<Page<AdminUser>, AdminUsersQuery>({
      query: (params) => ({ url: '/api/admin/users', params }),
      providesTags: ['AdminClient'],
    }),
    getClient: build.query<AdminClientDetail, string>({
      query: (id) => ({ url: `/api/admin/users/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'AdminClient', id }],
    }),
    adjustBonus: build.mutation<AdminClientDetail, { id: string } & BonusAdjustmentBody>({
      query: ({ id, ...body }) => ({ url: `/api/admin/users/${id}/bonus-adjustments`, method: 'POST', data: body }),
      invalidatesTags: ['AdminClient', 'Dashboard'],
    }),
    setClientDisabled: build.mutation<AdminClientDetail, { id: string; disabled: boolean }>({
      query: ({ id, disabled }) => ({ url: `/api/admin/users/${id}/${disabled ? 'disable' : 'enable'}`, method: 'POST' }),
      invalidatesTags: ['AdminClient'],
    }),

    getReleases: build.query<RemoteStatus[], void>({ query: () => ({ url: '/api/admin/remotes' }), providesTags: ['Release'] }),
    activateRelease: build.mutation<RemoteStatus, { name: string; version: string }>({
      query: ({ name, version }) => ({ url: `/api/admin/remotes/${name}`, method: 'PUT', data: { version } }),
      invalidatesTags: ['Release'],
    }),
    rollBackRelease: build.mutation<RemoteStatus, string>({
      query: (name) => ({ url: `/api/admin/remotes/${name}/rollback`, method: 'POST' }),
      invalidatesTags: ['Release'],
    }),
  }),
});

export const {
  useGetDashboardQuery,
  useGetDashboardSeriesQuery,
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useChangeOrderStatusMutation,
  useGetAdminInvoicesQuery,
  useMarkInvoicePaidMutation,
  useSendInvoiceMutation,
  useGetLeadsQuery,
  useUpdateLeadMutation,
  useGetAdminServicesQuery,
  useGetAdminServiceQuery,
  useGetCategoriesQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useGetAdminCategoriesQuery,
  useGetAdminCategoryQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useGetClientsQuery,
  useGetClientQuery,
  useAdjustBonusMutation,
  useSetClientDisabledMutation,
  useGetReleasesQuery,
  useActivateReleaseMutation,
  useRollBackReleaseMutation,
} = adminApi;
