import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { ApiError } from 'shared-api';
import { formatPrice, PageLoader, useDocumentMeta } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { PaymentInstructions, usePaymentLabels, useVatWords } from 'shared-ui/orders';
import { DataTable } from 'shared-ui/tables';
import { useCancelOrderMutation, useGetOrderHistoryQuery, useGetOrderQuery } from '../api/account-api';
import { Money, useDateFormat } from '../components/Money';
import { OrderStatusChip } from '../components/OrderTable';
import { LoadFailed } from '../components/States';
import { useInvoiceDownload } from '../hooks/use-invoice-download';
import { useLanguage } from '../hooks/use-language';

/**
 * One order: its services, the bonus with the welcome offer applied, the net, its VAT and the total,
 * how to pay it by bank transfer while its invoice is open, status history, invoice, and cancelling
 * while allowed.
 */
export function OrderDetailPage() {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const vatWords = useVatWords();
  const paymentLabels = usePaymentLabels();
  const date = useDateFormat();
  const orderId = useParams().orderId ?? '';
  const order = useGetOrderQuery({ id: orderId, lang });
  const history = useGetOrderHistoryQuery(orderId);
  const [cancelOrder, cancelling] = useCancelOrderMutation();
  const [confirming, setConfirming] = useState(false);
  const { download, progress } = useInvoiceDownload();
  useDocumentMeta(order.data ? t('orders.details', { number: order.data.number }) : t('orders.title'));

  if (order.isLoading) return <PageLoader label={t('common:loading')} />;
  if ((order.error as ApiError | undefined)?.status === 404 || (order.error as ApiError | undefined)?.status === 400) {
    return (
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Alert severity="warning" role="alert">
          {t('orders.notFound')}
        </Alert>
        <Button component={RouterLink} to={`/${lang}/account/orders`} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {t('orders.back')}
        </Button>
      </Stack>
    );
  }
  if (order.error || !order.data) return <LoadFailed error={order.error} />;
  const o = order.data;
  const bonusLabel = o.bonusOffer === 'threshold' ? t('common:bonusOffers.threshold.discount') : t('orders.bonusApplied');
  // Orders placed before VAT was charged have no VAT line.
  const amounts: Array<[testId: string, label: string, amount: number]> = [
    ['subtotal', t('orders.subtotal'), o.subtotal],
    ['bonusApplied', bonusLabel, o.bonusApplied],
    ['cashPayment', vatWords.net, o.cashPayment],
    ...(o.vat.treatment === null ? [] : ([['vat', vatWords.line(o.vat.rateBasisPoints), o.vat.amount]] as Array<[string, string, number]>)),
    ['total', t('orders.total'), o.total],
  ];
  const vatStatement = vatWords.statement(o.vat.treatment);
  const awaitsPayment = o.invoice === null || o.invoice.status === 'sent' || o.invoice.status === 'overdue';

  const cancel = async () => {
    setConfirming(false);
    await cancelOrder({ id: o.id, lang }).unwrap().catch(() => undefined);
  };

  return (
    <>
      <Button component={RouterLink} to={`/${lang}/account/orders`} sx={{ mt: 1 }}>
        {t('orders.back')}
      </Button>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {t('orders.details', { number: o.number })}
        </Typography>
        <OrderStatusChip status={o.status} />
      </Stack>
      {cancelling.isSuccess && <Alert severity="success" role="status" sx={{ mb: 2 }}>{t('orders.cancelled')}</Alert>}
      {cancelling.isError && <Alert severity="error" role="alert" sx={{ mb: 2 }}>{t('orders.cancelFailed')}</Alert>}
      <Typography color="text.secondary" gutterBottom>
        {date(o.date)}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <DataTable
          caption={t('orders.items')}
          rows={o.items}
          rowKey={(item) => `${item.serviceId}-${item.title}`}
          titleColumn="title"
          columns={[
            { key: 'title', header: t('orders.items'), cell: (item) => item.title },
            { key: 'quantity', header: t('orders.quantity'), align: 'right', cell: (item) => item.quantity },
            { key: 'unitPrice', header: t('orders.unitPrice'), align: 'right', cell: (item) => <Money amount={item.unitPrice} currency={o.currency} /> },
            { key: 'total', header: t('orders.total'), align: 'right', cell: (item) => <Money amount={item.totalPrice} currency={o.currency} /> },
          ]}
        />
      </Box>
      <Card sx={{ mb: 3, maxWidth: 420 }}>
        <CardContent>
          {amounts.map(([testId, label, amount]) => (
            <Stack key={testId} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Typography sx={{ fontWeight: testId === 'total' ? 700 : 400 }}>{label}</Typography>
              <Typography data-testid={`order-${testId}`} sx={{ fontWeight: testId === 'total' ? 700 : 400 }}>
                <Money amount={amount} currency={o.currency} />
              </Typography>
            </Stack>
          ))}
          {vatStatement && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="order-vat-statement">
              {vatStatement}
            </Typography>
          )}
          {o.bonusApplied > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="order-offer">
              {t('common:bonusOffers.applied', { offer: t(`common:bonusOffers.${o.bonusOffer}.title`) })}
            </Typography>
          )}
        </CardContent>
      </Card>
      {awaitsPayment && (
        <Box sx={{ mb: 3, maxWidth: 560 }}>
          <PaymentInstructions payment={o.payment} amountDue={formatPrice(o.total, o.currency, lang)} labels={paymentLabels} headingLevel="h2" />
        </Box>
      )}
      {o.invoice && (
        <Button variant="outlined" onClick={() => download(o.invoice!, lang)} disabled={o.invoice.id in progress} sx={{ mb: 3 }}>
          {t('orders.invoice', { number: o.invoice.number })} · {t('invoices.download')}
        </Button>
      )}
      <Typography variant="h6" component="h2">
        {t('orders.history')}
      </Typography>
      <List dense aria-label={t('orders.history')}>
        {(history.data ?? []).map((change) => (
          <ListItem key={`${change.to}-${change.changedAt}`} disableGutters>
            <ListItemText primary={t(`orders.statuses.${change.to}`)} secondary={date(change.changedAt)} />
          </ListItem>
        ))}
      </List>
      {o.cancellable && (
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)} disabled={cancelling.isLoading}>
          {t('orders.cancel')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        text={t('orders.cancelConfirm')}
        confirmLabel={t('orders.cancel')}
        cancelLabel={t('common:buttons.back')}
        danger
        onConfirm={cancel}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
