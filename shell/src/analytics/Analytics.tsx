import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { ConsentBanner } from './ConsentBanner';
import { CONSENT_UNKNOWN, readConsent, saveConsent, subscribeToConsent } from './consent';
import { PageViewTracker } from './PageViewTracker';

const unknownOnServer = () => CONSENT_UNKNOWN;

/** True once the page is alive (hydrated or rendered), as a transition a tap can interrupt. */
function useAlive(): boolean {
  const [alive, setAlive] = useState(false);
  useEffect(() => startTransition(() => setAlive(true)), []);
  return alive;
}

/**
 * The consent banner until the visitor answers; page views only after they accept. Only the browser
 * knows the answer (it keeps it), so the server's page holds the banner hidden and the browser shows
 * it once alive if nobody answered: one attribute, its styles already sent with the page.
 */
export function Analytics() {
  const consent = useSyncExternalStore(subscribeToConsent, readConsent, unknownOnServer);
  const alive = useAlive();
  return (
    <>
      <ConsentBanner hidden={!alive || consent !== null} onAnswer={saveConsent} />
      <PageViewTracker consented={consent === 'accepted'} />
    </>
  );
}
