import type { AuthTokens, User } from './user';

/** Where the browser keeps the session (spec 3): three product-specific keys. */
export const SESSION_KEYS = {
  accessToken: 'gp.accessToken',
  refreshToken: 'gp.refreshToken',
  user: 'gp.user',
} as const;

export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
}

/**
 * A session the client asked to remember lives in localStorage; otherwise in sessionStorage, which
 * the browser forgets when it closes. Reads look in both.
 */
function storages(): Storage[] {
  return typeof window === 'undefined' ? [] : [window.localStorage, window.sessionStorage];
}

function read(key: string): string | null {
  for (const storage of storages()) {
    const value = storage.getItem(key);
    if (value !== null) return value;
  }
  return null;
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as unknown;
    return user && typeof user === 'object' && 'id' in user ? (user as User) : null;
  } catch {
    return null;
  }
}

export function readSession(): StoredSession {
  return {
    accessToken: read(SESSION_KEYS.accessToken),
    refreshToken: read(SESSION_KEYS.refreshToken),
    user: parseUser(read(SESSION_KEYS.user)),
  };
}

/**
 * Whose session the browser holds now (the user's id; null for none). What a request of one session
 * answers is not the next one's: an answer that arrives after the client signed out, or after another
 * client signed in, is not applied to the session there is then (axios-client.ts, cart-slice.ts).
 */
export function sessionOwner(): string | null {
  return readSession().user?.id ?? null;
}

/** Which storage holds the session now: localStorage unless it was saved for this browser session only. */
function currentStorage(): Storage | undefined {
  const [local, session] = storages();
  return session && session.getItem(SESSION_KEYS.refreshToken) !== null ? session : local;
}

export function saveSession(tokens: Pick<AuthTokens, 'accessToken' | 'refreshToken'>, user: User, remember = true): void {
  clearSession();
  const [local, session] = storages();
  const target = remember ? local : session;
  target?.setItem(SESSION_KEYS.accessToken, tokens.accessToken);
  target?.setItem(SESSION_KEYS.refreshToken, tokens.refreshToken);
  target?.setItem(SESSION_KEYS.user, JSON.stringify(user));
}

/** Replaces the tokens after a refresh, in whichever storage holds the session. */
export function saveTokens(tokens: { accessToken: string; refreshToken?: string }): void {
  const target = currentStorage();
  target?.setItem(SESSION_KEYS.accessToken, tokens.accessToken);
  if (tokens.refreshToken) target?.setItem(SESSION_KEYS.refreshToken, tokens.refreshToken);
}

export function saveUser(user: User): void {
  currentStorage()?.setItem(SESSION_KEYS.user, JSON.stringify(user));
}

/** Removes the three session items from both storages. */
export function clearSession(): void {
  for (const storage of storages()) {
    for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
  }
}
