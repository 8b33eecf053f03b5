/** Where the visitor's answer to the consent banner is remembered. */
export const CONSENT_KEY = 'gp.analyticsConsent';

export type Consent = 'accepted' | 'rejected';

export function readConsent(): Consent | null {
  const value = typeof window === 'undefined' ? null : window.localStorage.getItem(CONSENT_KEY);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

export function saveConsent(consent: Consent): void {
  window.localStorage.setItem(CONSENT_KEY, consent);
}
