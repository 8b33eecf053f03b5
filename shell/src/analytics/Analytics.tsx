import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { ConsentBanner } from './ConsentBanner';
import { CONSENT_UNKNOWN, readConsent, saveConsent, subscribeToConsent } from './consent';
import { PageViewTracker } from './PageViewTracker';

const unknownOnServer = () => CONSENT_UNKNOWN;

/**
 * True once the page is alive, set as a transition: what waits for it renders in slices a tap can
 * interrupt, not in the one synchronous pass that follows hydration.
 */
function useAlive(): boolean {
  const [alive, setAlive] = useState(false);
  useEffect(() => startTransition(() => setAlive(true)), []);
  return alive;
}

/** The consent banner until the visitor answers (once the page is alive); page views only after they accept. */
export function Analytics() {
  const consent = useSyncExternalStore(subscribeToConsent, readConsent, unknownOnServer);
  const alive = useAlive();
  return (
    <>
      {alive && consent === null && <ConsentBanner onAnswer={saveConsent} />}
      <PageViewTracker consented={consent === 'accepted'} />
    </>
  );
}
