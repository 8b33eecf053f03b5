import type { AxiosRequestConfig } from 'axios';
import { buildCreateApi, coreModule, reactHooksModule, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { apiClient } from './api-client';
import { toApiError, type ApiError } from './api-error';

export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: Record<string, string>;
}

/** RTK Query over the shared axios client, so every endpoint gets the key, the token and the refresh. */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, { signal }) => {
  try {
    const response = await apiClient.request({ ...request, signal });
    return { data: response.data };
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
