import axios, { AxiosHeaders, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { API_KEY_HEADER, apiConfig } from './config';
import { clearSession, readSession, sessionOwner } from './session-storage';
import { sessionExpired } from './session-expiry';
import { SessionExpiredError, createTokenRefresher } from './token-refresh';

interface RetriableConfig extends InternalAxiosRequestConfig {
  /** Set once a request has been retried after a refresh, so a second 401 is final. */
  sessionRetried?: boolean;
  /** Whose stored session the request went with (the user's id), when it took the stored token. */
  sentFor?: string | null;
}

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/**
 * An axios client for the site: the API base, a 10 s timeout, JSON, the application key on every
 * request, the Bearer token when there is one, and one refresh-and-retry on a 401.
 */
export function createApiClient(options: { baseURL?: string; apiKey?: string; adapter?: AxiosAdapter } = {}): AxiosInstance {
  const settings = {
    adapter: options.adapter,
    baseURL: options.baseURL ?? apiConfig.baseURL,
    timeout: apiConfig.timeout,
    headers: { 'Content-Type': 'application/json', [API_KEY_HEADER]: options.apiKey ?? apiConfig.apiKey },
  };
  const client = axios.create(settings);
  // Refresh calls go through a client without these interceptors, so a refused refresh cannot loop.
  const refreshAccessToken = createTokenRefresher(axios.create(settings));

  client.interceptors.request.use((config: RetriableConfig) => {
    const { accessToken } = readSession();
    if (accessToken && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${accessToken}`);
      config.sentFor = sessionOwner();
    }
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
    const config = error.config as RetriableConfig;
    const usedToken = bearerOf(config);
    if (config.sessionRetried || !usedToken) throw error;
    // The session the request went with is no longer this browser's: the client signed out, or another
    // client signed in, while it was on its way. Its 401 is the answer: not retried with another
    // client's token, and not the end of the session there is now (spec 4's way to sign-in).
    if (config.sentFor !== undefined && sessionOwner() !== config.sentFor) throw error;
    try {
      const accessToken = await refreshAccessToken(usedToken);
      const headers = AxiosHeaders.from(config.headers);
      headers.set('Authorization', `Bearer ${accessToken}`);
      return await client.request({ ...config, headers, sessionRetried: true } as RetriableConfig);
    } catch (refreshError) {
      if (refreshError instanceof SessionExpiredError) {
        clearSession();
        sessionExpired();
        throw error;
      }
      throw refreshError;
    }
  });

  return client;
}
