import { lazy, Suspense, useReducer, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PartUnavailable } from '../components/PartUnavailable';

/** What a part loaded on demand takes: a way to close it, and whether it is open (`open`, unless told otherwise). */
interface Closable {
  onClose: () => void;
}

/**
 * A dialog, drawer or menu whose code loads when a visitor first opens it. If the code cannot be
 * fetched (a phone's network that dropped), or the part fails, a notice says so with "Try again" and
 * "Close" instead of the failure taking the page or section down; "Try again", or opening the part again,
 * fetches it anew. Nothing shows while it loads: the part is small and comes within a moment.
 */
export function onDemandPart<P extends Closable>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open !== false,
): ComponentType<P> {
  // One lazy component for every place the part is used, so that once loaded it renders at once
  // wherever it is mounted again. The bundler does not keep a failed import: another attempt, a new
  // lazy component, fetches the code again.
  const attemptOf = (attempt: number) => ({ attempt, Part: lazy(() => load().then((part) => ({ default: part }))) });
  let current = attemptOf(0);

  function OnDemand(props: P) {
    const { t } = useTranslation('common');
    const open = isOpen(props);
    const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
    const [, render] = useReducer((count: number) => count + 1, 0);
    const failed = failedAttempt === current.attempt;
    const retry = () => {
      if (failedAttempt === current.attempt) current = attemptOf(current.attempt + 1);
      render();
    };
    // Opened again after a failure: fetched anew.
    const [wasOpen, setWasOpen] = useState(open);
    if (open !== wasOpen) {
      setWasOpen(open);
      if (open && failed) current = attemptOf(current.attempt + 1);
    }

    if (failed) {
      return open ? (
        <PartUnavailable
          message={t('remote.partUnavailable')}
          retryLabel={t('remote.retry')}
          closeLabel={t('buttons.close')}
          onRetry={retry}
          onClose={props.onClose}
        />
      ) : null;
    }
    const { attempt, Part } = current;
    return (
      <ErrorBoundary key={attempt} fallback={null} onError={() => setFailedAttempt(attempt)}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return OnDemand;
}
