import type { APIRequestContext } from '@playwright/test';
import { siteUrl } from './site';

/** The application key the built front end sends (the development default). */
export const API_KEY = 'gp-web-local-key';

/** Signs the seeded admin in through the API and returns a GET helper for admin reads. */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post(siteUrl('/auth/login'), {
    headers: { 'x-api-key': API_KEY },
    data: { email: 'admin@example.com', password: 'admin12345' },
  });
  const { accessToken } = (await login.json()).data.tokens as { accessToken: string };
  return async <T>(path: string): Promise<T> => {
    const response = await request.get(siteUrl(path), { headers: { 'x-api-key': API_KEY, authorization: `Bearer ${accessToken}` } });
    return (await response.json()).data as T;
  };
}
