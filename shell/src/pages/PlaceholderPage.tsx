import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from 'shared-ui';

/** A page a later issue builds: the spec's own placeholder text inside the real layout. */
export function PlaceholderPage({ page }: { page: string }) {
  const { t } = useTranslation('common');
  return <PagePlaceholder text={t('placeholder', { name: t(`pages.${page}`) })} />;
}
