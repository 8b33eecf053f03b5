import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { languageOfPath } from 'shared-i18n';
import { createPageViewQueue } from './page-views';

/** Records a page view on every route change (with consent), and sends what is left when the visitor leaves. */
export function PageViewTracker({ consented }: { consented: boolean }) {
  const { pathname } = useLocation();
  const queue = useMemo(() => createPageViewQueue(), []);

  useEffect(() => {
    if (consented) queue.record({ path: pathname, language: languageOfPath(pathname) });
  }, [pathname, consented, queue]);

  useEffect(() => {
    const leave = () => {
      if (document.visibilityState === 'hidden') queue.flushOnLeave();
    };
    window.addEventListener('pagehide', queue.flushOnLeave);
    document.addEventListener('visibilitychange', leave);
    return () => {
      window.removeEventListener('pagehide', queue.flushOnLeave);
      document.removeEventListener('visibilitychange', leave);
    };
  }, [queue]);

  return null;
}
