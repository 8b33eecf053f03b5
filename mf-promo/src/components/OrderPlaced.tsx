import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CheckoutResult } from 'shared-api/contracts/orders';
import { formatPrice } from 'shared-ui';
import { PaymentInstructions, usePaymentLabels, useVatWords } from 'shared-ui/orders';
import { useLanguage } from '../hooks/use-language';

/**
 * The confirmation of a placed order: its number, the offer it took, what is due with its VAT, how to
 * pay it by bank transfer (the account and the order's payment reference) and the bonus left.
 */
export function OrderPlaced({ result }: { result: CheckoutResult }) {
  const { t } = useTranslation(['promo10k', 'common']);
  const lang = useLanguage();
  const paymentLabels = usePaymentLabels();
  const vatWords = useVatWords();
  const { order, bonusBalance } = result;
  const price = (amount: number) => formatPrice(amount, order.currency, lang);
  const statement = vatWords.statement(order.vat.treatment);
  return (
    <Paper sx={{ p: { xs: 3, md: 5 } }} role="status" aria-label={t('checkout.successTitle')}>
      <Typography variant="h4" component="h2" gutterBottom>
        {t('checkout.successTitle')}
      </Typography>
      <Typography>{t('checkout.orderNumber', { number: order.number })}</Typography>
      {order.bonusApplied > 0 && (
        <Typography data-testid="placed-offer">
          {t('common:bonusOffers.applied', { offer: t(`common:bonusOffers.${order.bonusOffer}.title`) })} (−{price(order.bonusApplied)})
        </Typography>
      )}
      <Typography data-testid="placed-vat">
        {vatWords.line(order.vat.rateBasisPoints)}: {price(order.vat.amount)}
      </Typography>
      {statement && (
        <Typography variant="body2" color="text.secondary" data-testid="placed-vat-statement">
          {statement}
        </Typography>
      )}
      <Typography>{t('checkout.amountDue', { amount: price(order.total) })}</Typography>
      <Typography sx={{ mb: 3 }}>{t('checkout.newBalance', { balance: price(bonusBalance) })}</Typography>
      <Stack spacing={3}>
        <PaymentInstructions payment={order.payment} amountDue={price(order.total)} labels={paymentLabels} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to={`/${lang}/account/orders/${order.id}`} variant="contained">
            {t('checkout.viewOrder')}
          </Button>
          <Button component={RouterLink} to={`/${lang}/services`} variant="outlined">
            {t('checkout.continueShopping')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
