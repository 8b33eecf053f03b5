import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { selectCurrentUser, selectSessionStatus, useAppSelector } from 'shared-api';
import { PageLoader } from 'shared-ui';
import { NotFoundPage } from '../pages/NotFoundPage';
import { paths } from './paths';
import { useSignOutHere } from './use-sign-out-here';
import { useCurrentLanguage } from './use-current-language';

/**
 * The back office is for administrators only: anyone else (a visitor or a client) gets the 404 page,
 * as if it were not there, and the back office's code is never loaded for them. The API checks the
 * role on every call besides. An administrator who signs out here goes home, as the header's Logout does.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const signingOut = useSignOutHere(status === 'authenticated' && user?.role === 'admin');
  const lang = useCurrentLanguage();
  if (status === 'loading') return <PageLoader label={t('loading')} />;
  if (signingOut) return <Navigate to={paths.home(lang)} replace />;
  if (status !== 'authenticated' || user?.role !== 'admin') return <NotFoundPage />;
  return <>{children}</>;
}
