import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Container } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageLoader, SectionUnavailable } from 'shared-ui';
import { loadRemoteModule } from './registry';
import { SectionErrorBoundary } from './SectionErrorBoundary';

/** An exposed module's default export is the section's component. */
type RemoteComponentModule = { default: ComponentType };

interface RemoteSectionProps {
  /** The exposed module, e.g. 'catalogue/CataloguePage'. */
  module: string;
  /** Height kept while loading, so the page does not jump. */
  minHeight?: number;
  /** A part that shows nothing while it loads or when it fails (a drawer, not a page section). */
  quiet?: boolean;
  /** Swaps the loader (tests load plain modules instead of federated ones). */
  load?: (id: string, retry: boolean) => Promise<RemoteComponentModule>;
}

/**
 * A part of the site that a remote provides: a spinner while it loads; if it cannot be fetched or
 * throws, a 'temporarily unavailable' message with a retry, while the rest of the site works on.
 */
export function RemoteSection({ module, minHeight = 240, quiet = false, load = loadRemoteModule }: RemoteSectionProps) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  const Section = useMemo(() => lazy(() => load(module, attempt > 0)), [load, module, attempt]);

  const fallback = quiet ? null : (
    <Container maxWidth="lg" disableGutters>
      <SectionUnavailable
        title={t('remote.unavailable')}
        hint={t('remote.unavailableHint')}
        retryLabel={t('remote.retry')}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    </Container>
  );

  // A new module or a retry starts a fresh boundary: one page's failure never sticks to the next.
  return (
    <SectionErrorBoundary key={`${module}#${attempt}`} fallback={fallback}>
      <Suspense fallback={quiet ? null : <PageLoader label={t('loading')} minHeight={minHeight} />}>
        <Section />
      </Suspense>
    </SectionErrorBoundary>
  );
}
