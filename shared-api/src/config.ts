/** API settings, fixed when the front end is built (rspack.base.js). */
export const apiConfig = {
  baseURL: __APP_CONFIG__.apiBase,
  apiKey: __APP_CONFIG__.apiKey,
  /** Request timeout in ms (spec 9). */
  timeout: 10_000,
};

/** The header that carries the application key on every request (spec 7). */
export const API_KEY_HEADER = 'X-API-Key';
