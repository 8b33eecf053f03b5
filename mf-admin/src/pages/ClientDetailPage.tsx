import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { signedBonusAmount } from 'shared-domain';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { useGetClientQuery, useSetClientDisabledMutation } from '../api/admin-api';
import { BonusAdjustmentForm } from '../components/BonusAdjustmentForm';
import { DataTable } from '../components/DataTable';
import { Money, useDateFormat } from '../components/Formats';
import { LoadFailed, Loading, NoRows } from '../components/States';
import { OrderStatusChip } from '../components/StatusChip';
import { useLanguage } from '../hooks/use-language';
import { useServerMessage } from '../hooks/use-server-message';

/** One client: details and offer, orders, the bonus ledger with a correction form, and disabling the account. */
export function ClientDetailPage() {
  const { t } = useTranslation('admin');
  const serverMessage = useServerMessage();
  const lang = useLanguage();
  const formatDate = useDateFormat();
  const { clientId = '' } = useParams();
  const { data: client, error, isLoading } = useGetClientQuery(clientId);
  const [setDisabled, disabling] = useSetClientDisabledMutation();
  const [confirming, setConfirming] = useState(false);

  if (isLoading) return <Loading />;
  if (error || !client) return <LoadFailed error={error} />;

  return (
    <>
      <Button component={RouterLink} to={`/${lang}/admin/clients`} sx={{ mb: 1 }}>
        {t('clients.back')}
      </Button>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1">
          {client.firstName} {client.lastName}
        </Typography>
        {client.disabled ? <Chip color="error" label={t('clients.disabled')} /> : null}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{client.email}</Typography>
            {client.phone ? <Typography>{client.phone}</Typography> : null}
            {client.companyName ? <Typography>{client.companyName}</Typography> : null}
            <Typography color="text.secondary">{t('clients.sinceDate', { date: formatDate(client.createdAt) })}</Typography>
            <Typography color="text.secondary">{t('clients.offer', { offer: t(`clients.offers.${client.bonusOffer}`) })}</Typography>
            <Button
              sx={{ mt: 2 }}
              variant="outlined"
              color={client.disabled ? 'primary' : 'error'}
              disabled={disabling.isLoading || client.role === 'admin'}
              onClick={() => (client.disabled ? void setDisabled({ id: client.id, disabled: false }) : setConfirming(true))}
            >
              {client.disabled ? t('clients.enable') : t('clients.disable')}
            </Button>
            {disabling.error ? (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {serverMessage(disabling.error)}
              </Alert>
            ) : null}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('clients.bonus')}
            </Typography>
            {/* The balance is a figure in the heading's size, not a heading of its own. */}
            <Typography variant="h5" component="p">
              <Money amount={client.bonusBalance} />
            </Typography>
            <Box sx={{ mt: 2 }}>
              <BonusAdjustmentForm clientId={client.id} />
            </Box>
          </CardContent>
        </Card>
      </Box>

      <Typography variant="h6" component="h2" gutterBottom>
        {t('menu.orders')}
      </Typography>
      {client.orders.length === 0 ? (
        <NoRows text={t('orders.none')} />
      ) : (
        <DataTable
          caption={t('menu.orders')}
          rows={client.orders}
          rowKey={(order) => order.id}
          rowLink={(order) => `/${lang}/admin/orders/${order.id}`}
          rowLabel={(order) => order.number}
          labelHeader={t('orders.number')}
          columns={[
            { key: 'date', header: t('orders.date'), cell: (order) => formatDate(order.date) },
            { key: 'status', header: t('orders.status'), cell: (order) => <OrderStatusChip status={order.status} /> },
            { key: 'total', header: t('orders.total'), align: 'right', cell: (order) => <Money amount={order.total} currency={order.currency} /> },
          ]}
        />
      )}

      <Typography variant="h6" component="h2" sx={{ mt: 3 }} gutterBottom>
        {t('clients.ledger')}
      </Typography>
      {client.ledger.length === 0 ? (
        <NoRows text={t('clients.noLedger')} />
      ) : (
        <DataTable
          caption={t('clients.ledger')}
          rows={client.ledger}
          rowKey={(entry) => entry.id}
          columns={[
            { key: 'date', header: t('orders.date'), cell: (entry) => formatDate(entry.createdAt) },
            { key: 'kind', header: t('clients.entry'), cell: (entry) => t(`clients.entryKind.${entry.kind}`) },
            { key: 'note', header: t('clients.reason'), cell: (entry) => (entry.reason === 'admin' ? entry.description : entry.orderNumber ?? '') },
            { key: 'amount', header: t('clients.amount'), align: 'right', cell: (entry) => <Money amount={signedBonusAmount(entry.type, entry.amount)} /> },
          ]}
        />
      )}

      <ConfirmDialog
        open={confirming}
        text={t('clients.disableConfirm', { email: client.email })}
        confirmLabel={t('clients.disable')}
        cancelLabel={t('cancel')}
        danger
        onConfirm={() => {
          setConfirming(false);
          void setDisabled({ id: client.id, disabled: true });
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
