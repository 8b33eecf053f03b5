import { useSyncExternalStore } from 'react';
import { ConsentBanner } from './ConsentBanner';
import { CONSENT_UNKNOWN, readConsent, saveConsent, subscribeToConsent } from './consent';
import { PageViewTracker } from './PageViewTracker';

const unknownOnServer = () => CONSENT_UNKNOWN;

/** The consent banner until the visitor answers; page views only after they accept. */
export function Analytics() {
  const consent = useSyncExternalStore(subscribeToConsent, readConsent, unknownOnServer);
  return (
    <>
      {consent === null && <ConsentBanner onAnswer={saveConsent} />}
      <PageViewTracker consented={consent === 'accepted'} />
    </>
  );
}
