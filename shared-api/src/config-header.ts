/** The header that carries the application key on every request (spec 7). */
export const API_KEY_HEADER = 'X-API-Key';
