import type { AxiosInstance } from 'axios';
import { readSession, saveTokens } from './session-storage';

const REFRESH_LOCK = 'gp.session-refresh';

/** Thrown when the server refused the refresh token: the session is over. */
export class SessionExpiredError extends Error {
  constructor() {
    super('Session expired');
    this.name = 'SessionExpiredError';
  }
}

/** Runs fn while holding a lock every tab of this origin shares, where the browser has Web Locks. */
function withTabsLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK, fn) : fn();
}

/**
 * Gets a fresh access token once however many requests failed with 401 together (they share one
 * promise), and once across tabs (a Web Lock): a tab that waited for another tab's refresh finds a
 * new token in storage and uses it instead of sending the rotated refresh token again, which the
 * server would take for reuse and answer by revoking the session.
 */
export function createTokenRefresher(refreshClient: AxiosInstance) {
  let inFlight: Promise<string> | null = null;

  async function refresh(staleAccessToken: string | null): Promise<string> {
    const stored = readSession();
    if (stored.accessToken && stored.accessToken !== staleAccessToken) return stored.accessToken;
    if (!stored.refreshToken) throw new SessionExpiredError();
    try {
      const response = await refreshClient.post<{ data: { accessToken: string; refreshToken?: string } }>(
        '/auth/refresh',
        { refreshToken: stored.refreshToken },
      );
      const tokens = response.data.data;
      saveTokens(tokens);
      return tokens.accessToken;
    } catch (error) {
      const status = (error as { response?: { status?: number } }).response?.status;
      // Only the server's refusal ends the session; a network failure may pass.
      if (status !== undefined && status >= 400 && status < 500) throw new SessionExpiredError();
      throw error;
    }
  }

  return function refreshAccessToken(staleAccessToken: string | null): Promise<string> {
    inFlight ??= withTabsLock(() => refresh(staleAccessToken)).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
