import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from 'shared-ui';

export default function CataloguePage() {
  const { t } = useTranslation('common');
  return <PagePlaceholder text={t('placeholder', { name: t('pages.services') })} />;
}
