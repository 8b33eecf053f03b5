import type { AxiosRequestConfig } from 'axios';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
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

/**
 * The one RTK Query API of the site. Each remote adds its endpoints with `baseApi.injectEndpoints`;
 * cache tags are declared here, one per resource.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Service', 'Category', 'Cart', 'Order', 'Invoice', 'Bonus', 'Profile', 'Content'],
  endpoints: () => ({}),
});
