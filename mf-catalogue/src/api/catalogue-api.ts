import { baseApi, type Page } from 'shared-api';
import type { Category, Service } from 'shared-api/contracts/catalogue';
import type { CallbackBody, LeadBody, LeadReceipt } from 'shared-api/contracts/leads';
import type { ServiceCardService } from 'shared-ui';

/** The catalogue pages at most this many services at a time (spec 9: default page size 50). */
export const PAGE_SIZE = 50;

export interface ServicesArgs {
  lang: string;
  category?: string;
  offset?: number;
  limit?: number;
}

/** A service as the catalogue's lists show it: its card, and what files and ranks it in a category. */
export type ServiceCardItem = ServiceCardService & Pick<Service, 'id' | 'categoryId' | 'isPopular' | 'priceFrom'>;

/**
 * Keeps of each listed service only what its card shows: lists go into the page a server render
 * sends (and into the browser's cache), where full descriptions, benefits and KPIs of 50 or 100
 * services would double its data; a service's page reads the service itself.
 */
export function cardOf(service: Service): ServiceCardItem {
  const { id, categoryId, isPopular, slug, title, shortDescription, priceFrom, pricePro, currency, estimatedDeliveryDays, hasGuarantee, isUrgent, expertLevel, features } = service;
  return { id, categoryId, isPopular, slug, title, shortDescription, priceFrom, pricePro, currency, estimatedDeliveryDays, hasGuarantee, isUrgent, expertLevel, features };
}

/** The catalogue's endpoints on the site's one API; every read names its language, so a switch refetches. */
export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], { lang: string }>({
      query: ({ lang }) => ({ url: '/api/categories', params: { lang } }),
      providesTags: ['Category'],
    }),
    getServices: build.query<Page<ServiceCardItem>, ServicesArgs>({
      query: ({ lang, category, offset = 0, limit = PAGE_SIZE }) => ({ url: '/api/services', params: { lang, category, offset, limit } }),
      transformResponse: (page: Page<Service>) => ({ ...page, items: page.items.map(cardOf) }),
      providesTags: ['Service'],
    }),
    /** The catalogue list, 50 services a page, more on demand (pagination.total says when it ends). */
    getServiceListing: build.infiniteQuery<Page<ServiceCardItem>, { lang: string; category?: string }, number>({
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
      transformResponse: (page: Page<Service>) => ({ ...page, items: page.items.map(cardOf) }),
      providesTags: ['Service'],
    }),
    getService: build.query<Service, { slug: string; lang: string }>({
      query: ({ slug, lang }) => ({ url: `/api/services/${encodeURIComponent(slug)}`, params: { lang } }),
      providesTags: (_result, _error, { slug }) => [{ type: 'Service', id: slug }],
    }),
    searchServices: build.query<ServiceCardItem[], { q: string; lang: string }>({
      query: ({ q, lang }) => ({ url: '/api/search', params: { q, lang, limit: PAGE_SIZE } }),
      transformResponse: (services: Service[]) => services.map(cardOf),
    }),
    requestQuote: build.mutation<LeadReceipt, LeadBody>({
      query: (body) => ({ url: '/api/leads', method: 'POST', data: body }),
    }),
    requestCallback: build.mutation<LeadReceipt, CallbackBody>({
      query: (body) => ({ url: '/api/leads/callback', method: 'POST', data: body }),
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
