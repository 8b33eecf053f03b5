import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CheckoutResult } from 'shared-api/contracts/orders';
import { formatPrice } from 'shared-ui';
import { useLanguage } from '../hooks/use-language';

/** The confirmation of a placed order: its number, the offer it took, what is due and the bonus left. */
export function OrderPlaced({ result }: { result: CheckoutResult }) {
  const { t } = useTranslation(['promo10k', 'common']);
  const lang = useLanguage();
  const { order, bonusBalance } = result;
  return (
    <Paper sx={{ p: { xs: 3, md: 5 } }} role="status" aria-label={t('checkout.successTitle')}>
      <Typography variant="h4" component="h2" gutterBottom>
        {t('checkout.successTitle')}
      </Typography>
      <Typography>{t('checkout.orderNumber', { number: order.number })}</Typography>
      {order.bonusApplied > 0 && (
        <Typography data-testid="placed-offer">
          {t('common:bonusOffers.applied', { offer: t(`common:bonusOffers.${order.bonusOffer}.title`) })} (−{formatPrice(order.bonusApplied, 'EUR', lang)})
        </Typography>
      )}
      <Typography>{t('checkout.amountDue', { amount: formatPrice(order.cashPayment, 'EUR', lang) })}</Typography>
      <Typography sx={{ mb: 3 }}>{t('checkout.newBalance', { balance: formatPrice(bonusBalance, 'EUR', lang) })}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={`/${lang}/account/orders/${order.id}`} variant="contained">
          {t('checkout.viewOrder')}
        </Button>
        <Button component={RouterLink} to={`/${lang}/services`} variant="outlined">
          {t('checkout.continueShopping')}
        </Button>
      </Stack>
    </Paper>
  );
}
