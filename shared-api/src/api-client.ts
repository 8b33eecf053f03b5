import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

/** The calls the apps make over HTTP, as axios types them (each answers axios's response or rejects with its error). */
export type ApiClient = Pick<AxiosInstance, 'request' | 'get' | 'delete' | 'post' | 'patch'>;

let client: Promise<AxiosInstance> | undefined;
let origin: string | undefined;

/** axios and the client's interceptors load with the first call: a page that calls nothing never downloads them. */
function axiosClient(): Promise<AxiosInstance> {
  client ??= import('./axios-client').then(({ createApiClient }) => createApiClient());
  return client;
}

/**
 * Where relative API paths go when the front end was built without an API base: the server renders
 * pages with the origin of the request it answers (the browser resolves them against the page).
 */
export function setApiOrigin(url: string): void {
  origin = url;
}

/**
 * The site's one HTTP client (Module Federation shares this module, so there is one): the API base,
 * a 10 s timeout, JSON, the application key on every request, the Bearer token when there is one, and
 * one refresh-and-retry on a 401 (axios-client.ts).
 */
export const apiClient: ApiClient = {
  request: <T, R = AxiosResponse<T>, D = unknown>(config: AxiosRequestConfig<D>) =>
    axiosClient().then((axios) => axios.request<T, R, D>(origin && !config.baseURL ? { ...config, baseURL: origin } : config)),
  get: <T, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
    apiClient.request<T, R, D>({ ...config, method: 'get', url }),
  delete: <T, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
    apiClient.request<T, R, D>({ ...config, method: 'delete', url }),
  post: <T, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
    apiClient.request<T, R, D>({ ...config, method: 'post', url, data }),
  patch: <T, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
    apiClient.request<T, R, D>({ ...config, method: 'patch', url, data }),
};
