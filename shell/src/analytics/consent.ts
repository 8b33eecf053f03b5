/** Where the visitor's answer to the consent banner is remembered. */
export const CONSENT_KEY = 'gp.analyticsConsent';

export type Consent = 'accepted' | 'rejected';

const listeners = new Set<() => void>();

export function readConsent(): Consent | null {
  const value = typeof window === 'undefined' ? null : window.localStorage.getItem(CONSENT_KEY);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

export function saveConsent(consent: Consent): void {
  window.localStorage.setItem(CONSENT_KEY, consent);
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: told when the answer changes. */
export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What the server (and the browser while hydrating) knows of the answer: nothing, since it lives in
 * the browser. The banner is therefore not in a server-rendered page; it appears once the page is alive.
 */
export const CONSENT_UNKNOWN = 'unknown';
