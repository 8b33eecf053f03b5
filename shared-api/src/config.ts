/** API settings, fixed when the front end is built (rspack.base.js). */
export const apiConfig = {
  baseURL: __APP_CONFIG__.apiBase,
  apiKey: __APP_CONFIG__.apiKey,
  /** Request timeout in ms (spec 9). */
  timeout: 10_000,
};

export { API_KEY_HEADER } from './config-header';
