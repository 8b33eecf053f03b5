import { lazy, Suspense, useContext, useMemo, useState } from 'react';
import { Container } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary, PageLoader, SectionUnavailable } from 'shared-ui';
import { loadRemoteModule } from './registry';
import { RemoteModulesContext, type RemoteComponentModule } from './remote-modules';
import { WayBack } from '../pages/WayBack';

interface RemoteSectionProps {
  /** The exposed module, e.g. 'catalogue/CataloguePage'. */
  module: string;
  /** Height kept while loading, so the page does not jump. */
  minHeight?: number;
  /** A part that shows nothing while it loads or when it fails (a drawer, not a page section). */
  quiet?: boolean;
  /** A whole page (a route's element): when it fails, the way home and back come with the retry. */
  page?: boolean;
  /** Swaps the loader (tests load plain modules instead of federated ones). */
  load?: (id: string, retry: boolean) => Promise<RemoteComponentModule>;
}

/**
 * A part of the site that a remote provides: a spinner while it loads; if it cannot be fetched or
 * throws, a 'temporarily unavailable' message with a retry (and, for a whole page, the way home and
 * back), while the rest of the site works on.
 * A module the page already holds (rendered by the server, loaded before hydration) renders at once.
 */
export function RemoteSection({ module, minHeight = 240, quiet = false, page = false, load = loadRemoteModule }: RemoteSectionProps) {
  const { t } = useTranslation('common');
  const modules = useContext(RemoteModulesContext);
  const [attempt, setAttempt] = useState(0);
  const Section = useMemo(() => {
    const loaded = modules?.loaded.get(module);
    if (loaded) return loaded.default;
    const retry = attempt > 0;
    if (retry) modules?.forget(module);
    return lazy(() => (modules ? modules.load(module, () => load(module, retry)) : load(module, retry)));
  }, [modules, load, module, attempt]);

  const fallback = quiet ? null : (
    <Container maxWidth="lg" disableGutters>
      <SectionUnavailable
        title={t('remote.unavailable')}
        hint={t('remote.unavailableHint')}
        retryLabel={t('remote.retry')}
        onRetry={() => setAttempt((n) => n + 1)}
      />
      {page && <WayBack />}
    </Container>
  );

  // A new module or a retry starts a fresh boundary: one page's failure never sticks to the next.
  return (
    <ErrorBoundary key={`${module}#${attempt}`} fallback={fallback} onError={(error, info) => console.error('A remote section failed', error, info.componentStack)}>
      <Suspense fallback={quiet ? null : <PageLoader label={t('loading')} minHeight={minHeight} />}>
        <Section />
      </Suspense>
    </ErrorBoundary>
  );
}
