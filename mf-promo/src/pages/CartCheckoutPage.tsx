import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from 'shared-ui';

/** /{lang}/cart and /{lang}/checkout are one page (spec 2). */
export default function CartCheckoutPage() {
  const { t } = useTranslation('common');
  return <PagePlaceholder text={t('placeholder', { name: t('pages.cartCheckout') })} />;
}
