import { useTranslation } from 'react-i18next';
import { NotFoundView } from 'shared-ui';
import { WayBack } from './WayBack';

/** The 404 page (spec 2), with the way home and back. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return <NotFoundView title={t('notFound.title')} message={t('notFound.message')} action={<WayBack />} />;
}
