import { baseApi } from 'shared-api';
import type { Category, Service } from 'shared-api/contracts/catalogue';

interface Envelope<T> {
  data: T;
}
interface Page<T> extends Envelope<T[]> {
  pagination: { total: number; limit: number; offset: number };
}

/** The catalogue pages at most this many services at a time (spec 9: default page size 50). */
export const PAGE_SIZE = 50;

export interface ServicesArgs {
  lang: string;
  category?: string;
  offset?: number;
  limit?: number;
}

export interface LeadRequest {
  fullName: string;
  email: string;
  phone?: string;
  message: string;
  serviceId?: string;
  language: string;
}

export interface CallbackRequest {
  name: string;
  phone: string;
  preferredTime?: string;
  language: string;
}

/** The catalogue's endpoints on the site's one API; every read names its language, so a switch refetches. */
export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], { lang: string }>({
      query: ({ lang }) => ({ url: '/api/categories', params: { lang } }),
      transformResponse: (response: Envelope<Category[]>) => response.data,
      providesTags: ['Category'],
    }),
    getServices: build.query<{ services: Service[]; total: number }, ServicesArgs>({
      query: ({ lang, category, offset = 0, limit = PAGE_SIZE }) => ({ url: '/api/services', params: { lang, category, offset, limit } }),
      transformResponse: (response: Page<Service>) => ({ services: response.data, total: response.pagination.total }),
      providesTags: ['Service'],
    }),
    /** The catalogue list, 50 services a page, more on demand (pagination.total says when it ends). */
    getServiceListing: build.infiniteQuery<Page<Service>, { lang: string; category?: string }, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastOffset) => {
          const next = lastOffset + PAGE_SIZE;
          return next < lastPage.pagination.total ? next : undefined;
        },
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/services',
        params: { lang: queryArg.lang, category: queryArg.category, offset: pageParam, limit: PAGE_SIZE },
      }),
      providesTags: ['Service'],
    }),
    getService: build.query<Service, { slug: string; lang: string }>({
      query: ({ slug, lang }) => ({ url: `/api/services/${encodeURIComponent(slug)}`, params: { lang } }),
      transformResponse: (response: Envelope<Service>) => response.data,
      providesTags: (_result, _error, { slug }) => [{ type: 'Service', id: slug }],
    }),
    searchServices: build.query<Service[], { q: string; lang: string }>({
      query: ({ q, lang }) => ({ url: '/api/search', params: { q, lang, limit: PAGE_SIZE } }),
      transformResponse: (response: Envelope<Service[]>) => response.data,
    }),
    requestQuote: build.mutation<{ id: string }, LeadRequest>({
      query: (body) => ({ url: '/api/leads', method: 'POST', data: body }),
      transformResponse: (response: Envelope<{ id: string }>) => response.data,
    }),
    requestCallback: build.mutation<{ id: string }, CallbackRequest>({
      query: (body) => ({ url: '/api/leads/callback', method: 'POST', data: body }),
      transformResponse: (response: Envelope<{ id: string }>) => response.data,
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useGetServicesQuery,
  useGetServiceListingInfiniteQuery,
  useGetServiceQuery,
  useSearchServicesQuery,
  useRequestQuoteMutation,
  useRequestCallbackMutation,
} = catalogueApi;
