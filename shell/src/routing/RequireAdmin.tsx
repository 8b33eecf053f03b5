import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCurrentUser, selectSessionStatus, useAppSelector } from 'shared-api';
import { PageLoader } from 'shared-ui';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * The back office is for administrators only: anyone else (a visitor or a client) gets the 404 page,
 * as if it were not there, and the back office's code is never loaded for them. The API checks the
 * role on every call besides.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  if (status === 'loading') return <PageLoader label={t('loading')} />;
  if (status !== 'authenticated' || user?.role !== 'admin') return <NotFoundPage />;
  return <>{children}</>;
}
