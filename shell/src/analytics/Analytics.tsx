import { useState } from 'react';
import { ConsentBanner } from './ConsentBanner';
import { readConsent, saveConsent, type Consent } from './consent';
import { PageViewTracker } from './PageViewTracker';

/** The consent banner until the visitor answers; page views only after they accept. */
export function Analytics() {
  const [consent, setConsent] = useState<Consent | null>(readConsent);
  const answer = (value: Consent) => {
    saveConsent(value);
    setConsent(value);
  };
  return (
    <>
      {consent === null && <ConsentBanner onAnswer={answer} />}
      <PageViewTracker consented={consent === 'accepted'} />
    </>
  );
}
