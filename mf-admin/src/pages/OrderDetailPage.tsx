import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ORDER_STATUS_GRAPH, type OrderStatus } from 'shared-domain';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { useVatWords } from 'shared-ui/orders';
import { useChangeOrderStatusMutation, useGetAdminOrderQuery } from '../api/admin-api';
import { DataTable } from '../components/DataTable';
import { Money, useDateFormat } from '../components/Formats';
import { LoadFailed, Loading } from '../components/States';
import { InvoiceStatusChip, OrderStatusChip } from '../components/StatusChip';
import { useLanguage } from '../hooks/use-language';
import { useServerMessage } from '../hooks/use-server-message';

/** One order: its client, lines and money, its invoice, its history, and the moves the status graph allows. */
export function OrderDetailPage() {
  const { t } = useTranslation('admin');
  const serverMessage = useServerMessage();
  const lang = useLanguage();
  const formatDate = useDateFormat();
  const vatWords = useVatWords();
  const { orderId = '' } = useParams();
  const { data: order, error, isLoading } = useGetAdminOrderQuery({ id: orderId, lang });
  const [changeStatus, change] = useChangeOrderStatusMutation();
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);

  if (isLoading) return <Loading />;
  if (error || !order) return <LoadFailed error={error} />;

  const move = (status: OrderStatus) => {
    setConfirming(null);
    void changeStatus({ id: order.id, status, lang });
  };
  const nextStatuses = ORDER_STATUS_GRAPH[order.status];
  const vatStatement = vatWords.statement(order.vat.treatment);

  return (
    <>
      <Button component={RouterLink} to={`/${lang}/admin/orders`} sx={{ mb: 1 }}>
        {t('orders.back')}
      </Button>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1">
          {t('orders.title', { number: order.number })}
        </Typography>
        <OrderStatusChip status={order.status} />
      </Stack>

      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('orders.move')}
          </Typography>
          {nextStatuses.length === 0 ? (
            <Typography color="text.secondary">{t('orders.final')}</Typography>
          ) : (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              {nextStatuses.map((status) => (
                <Button
                  key={status}
                  variant={status === 'cancelled' ? 'outlined' : 'contained'}
                  color={status === 'cancelled' ? 'error' : 'primary'}
                  disabled={change.isLoading}
                  onClick={() => (status === 'cancelled' ? setConfirming(status) : move(status))}
                >
                  {t(`orders.to.${status}`)}
                </Button>
              ))}
            </Stack>
          )}
          {change.error ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {serverMessage(change.error)}
            </Alert>
          ) : null}
        </CardContent>
      </Card>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('orders.client')}
            </Typography>
            <Typography>
              <Link component={RouterLink} to={`/${lang}/admin/clients/${order.client.id}`}>
                {order.client.name}
              </Link>
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {order.client.email}
            </Typography>
            {order.client.companyName ? <Typography color="text.secondary">{order.client.companyName}</Typography> : null}
            <Typography sx={{ mt: 1 }}>{t('orders.placed', { date: formatDate(order.date, true) })}</Typography>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('orders.money')}
            </Typography>
            <Amount label={t('orders.subtotal')} amount={order.subtotal} currency={order.currency} />
            <Amount label={t(order.bonusOffer === 'threshold' ? 'common:bonusOffers.threshold.discount' : 'orders.bonus')} amount={-order.bonusApplied} currency={order.currency} />
            {/* Orders placed before VAT was charged have no VAT line. */}
            {order.vat.treatment === null ? null : (
              <>
                <Amount label={vatWords.net} amount={order.cashPayment} currency={order.currency} />
                <Amount label={vatWords.line(order.vat.rateBasisPoints)} amount={order.vat.amount} currency={order.currency} />
              </>
            )}
            <Divider sx={{ my: 1 }} />
            <Amount label={t('orders.total')} amount={order.total} currency={order.currency} strong />
            {vatStatement ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {vatStatement}
              </Typography>
            ) : null}
            {order.invoice ? (
              <Stack direction="row" useFlexGap sx={{ mt: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography>{t('orders.invoice', { number: order.invoice.number })}</Typography>
                <InvoiceStatusChip status={order.invoice.status} />
              </Stack>
            ) : null}
          </CardContent>
        </Card>
      </Box>

      <Typography variant="h6" component="h2" gutterBottom>
        {t('orders.items')}
      </Typography>
      <DataTable
        caption={t('orders.items')}
        rows={order.items}
        rowKey={(item) => `${item.serviceId ?? item.title}-${item.unitPrice}`}
        columns={[
          { key: 'service', header: t('orders.service'), cell: (item) => item.title },
          { key: 'quantity', header: t('orders.quantity'), align: 'right', cell: (item) => item.quantity },
          { key: 'unit', header: t('orders.unitPrice'), align: 'right', cell: (item) => <Money amount={item.unitPrice} currency={order.currency} /> },
          { key: 'line', header: t('orders.lineTotal'), align: 'right', cell: (item) => <Money amount={item.totalPrice} currency={order.currency} /> },
        ]}
      />

      <Typography variant="h6" component="h2" sx={{ mt: 3 }} gutterBottom>
        {t('orders.history')}
      </Typography>
      <List dense aria-label={t('orders.history')}>
        {order.history.map((entry) => (
          <ListItem key={`${entry.changedAt}-${entry.to}`} disableGutters>
            <ListItemText
              primary={entry.from ? t('orders.changed', { from: t(`orderStatus.${entry.from}`), to: t(`orderStatus.${entry.to}`) }) : t(`orderStatus.${entry.to}`)}
              secondary={t('orders.changedBy', { date: formatDate(entry.changedAt, true), who: entry.changedByEmail ?? t('orders.system') })}
            />
          </ListItem>
        ))}
      </List>

      <ConfirmDialog
        open={confirming !== null}
        text={t('orders.cancelConfirm', { number: order.number })}
        confirmLabel={t('orders.to.cancelled')}
        cancelLabel={t('keep')}
        danger
        onConfirm={() => move('cancelled')}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

function Amount({ label, amount, currency, strong = false }: { label: string; amount: number; currency: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', fontWeight: strong ? 700 : 400 }}>
      <span>{label}</span>
      <Money amount={amount} currency={currency} />
    </Stack>
  );
}
