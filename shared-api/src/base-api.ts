import type { AxiosRequestConfig } from 'axios';
import { buildCreateApi, coreModule, reactHooksModule, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { apiClient } from './api-client';
import { GENERIC_ERROR_MESSAGE, toApiError, type ApiError } from './api-error';
import type { Pagination } from './contracts/common';

export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: Record<string, string>;
}

/**
 * A paginated answer (the contracts' `paginated`) as every hook returns it: the page's items and
 * where they sit in the whole list.
 */
export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

/** A 2xx answer whose body is not the API's envelope (a proxy's page, say): the hooks get an error, never it. */
export const UNEXPECTED_RESPONSE = 'UNEXPECTED_RESPONSE';

interface Envelope {
  success: true;
  data: unknown;
  pagination?: Pagination;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true && 'data' in body;
}

/**
 * RTK Query over the shared axios client, so every endpoint gets the key, the token and the refresh.
 * It opens the `{ success, data }` envelope once for all endpoints: a hook's data is the envelope's
 * `data`, or a {@link Page} when the answer is paginated. Every failure is an {@link ApiError}.
 */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, { signal }) => {
  try {
    const response = await apiClient.request({ ...request, signal });
    const body: unknown = response.data;
    if (!isEnvelope(body)) return { error: { status: response.status, message: GENERIC_ERROR_MESSAGE, code: UNEXPECTED_RESPONSE } };
    return { data: body.pagination ? ({ items: body.data, pagination: body.pagination } as Page<unknown>) : body.data };
  } catch (error) {
    return { error: toApiError(error) };
  }
};

/** The action that fills the query cache with what the server fetched for the page it rendered. */
export const API_CACHE_FROM_SERVER = 'api/cacheFromServer';

/**
 * On the server a query starts while the component renders (there are no effects there), so a render
 * names the data its page needs; the renderer waits for it and renders again. In the browser, effects.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

function isCacheFromServer(action: UnknownAction): action is UnknownAction & { payload: unknown } {
  return action.type === API_CACHE_FROM_SERVER;
}

/**
 * The one RTK Query API of the site. Each remote adds its endpoints with `baseApi.injectEndpoints`;
 * cache tags are declared here, one per resource.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Service', 'Category', 'Cart', 'Order', 'Invoice', 'Bonus', 'Profile', 'Content'],
  endpoints: () => ({}),
  extractRehydrationInfo: (action, { reducerPath }) =>
    isCacheFromServer(action) ? (action.payload as Record<string, never>)[reducerPath] : undefined,
});

interface QueryStarted {
  type: string;
  meta?: { arg?: { queryCacheKey?: string } };
}

/**
 * On the server a query that failed stays failed for the rest of the render. RTK Query starts a failed
 * query again for every new subscriber, and each render on the server subscribes anew (in render, see
 * above): the page showed it loading again in every render, was sent with a spinner where the browser,
 * hydrating from the failure, drew the error (a hydration mismatch: an unknown service's page), and was
 * rendered up to the renderer's limit for nothing. The repeated start is let through without its
 * `pending`; the answer it gets is then not the entry's and changes nothing (RTK Query matches answers
 * to the request that is pending).
 */
export const failedQueriesStay: Middleware<object, { api: ReturnType<typeof baseApi.reducer> }> = (store) => (next) => (action) => {
  const { type, meta } = action as QueryStarted;
  const key = meta?.arg?.queryCacheKey;
  if (type === `${baseApi.reducerPath}/executeQuery/pending` && key !== undefined && store.getState().api.queries[key]?.status === 'rejected') return action;
  return next(action);
};
