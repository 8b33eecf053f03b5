import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from 'shared-ui';

export default function PromoPage() {
  const { t } = useTranslation('common');
  return <PagePlaceholder text={t('placeholder', { name: t('pages.promo10k') })} />;
}
