import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { selectSessionStatus, useAppSelector } from 'shared-api';
import { PageLoader } from 'shared-ui';
import { paths } from './paths';
import { useSignOutHere } from './use-sign-out-here';
import { useCurrentLanguage } from './use-current-language';

/** Where the guard sent a visitor from, so login can bring them back. */
export interface FromLocationState {
  from?: { pathname: string; search: string; hash: string };
}

/**
 * Protected pages (spec 2): a spinner while the session loads, login for visitors, the page for clients.
 * A client who signs out here goes home, as the header's Logout does, not to a sign-in form.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const status = useAppSelector(selectSessionStatus);
  const signingOut = useSignOutHere(status === 'authenticated');
  const location = useLocation();
  const lang = useCurrentLanguage();

  if (status === 'loading') return <PageLoader label={t('loading')} />;
  if (status === 'unauthenticated') {
    if (signingOut) return <Navigate to={paths.home(lang)} replace />;
    const state: FromLocationState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login(lang)} replace state={state} />;
  }
  return <>{children}</>;
}
