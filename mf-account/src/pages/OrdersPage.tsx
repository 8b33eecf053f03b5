import { useState } from 'react';
import { MenuItem, TablePagination, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Order } from 'shared-api/contracts/orders';
import { PageLoader, useDocumentMeta } from 'shared-ui';
import { useGetOrdersQuery } from '../api/account-api';
import { OrderTable } from '../components/OrderTable';
import { EmptyState, LoadFailed } from '../components/States';

const STATUSES: Order['status'][] = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'];
const PAGE = 20;

/** Orders (spec 2): number, date, status, total; filtered by status. */
export function OrdersPage() {
  const { t } = useTranslation('account');
  const [status, setStatus] = useState<Order['status'] | ''>('');
  const [page, setPage] = useState(0);
  const orders = useGetOrdersQuery({ status: status || undefined, limit: PAGE, offset: page * PAGE });
  useDocumentMeta(t('orders.title'));
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }} gutterBottom>
        {t('orders.title')}
      </Typography>
      <TextField
        select
        size="small"
        label={t('orders.filter')}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as Order['status'] | '');
          setPage(0);
        }}
        sx={{ minWidth: 220, mb: 2 }}
      >
        <MenuItem value="">{t('orders.all')}</MenuItem>
        {STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`orders.statuses.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {orders.isLoading && <PageLoader label={t('common:loading')} />}
      {orders.error && <LoadFailed error={orders.error} />}
      {orders.data &&
        (orders.data.pagination.total === 0 ? (
          <EmptyState text={t('orders.empty')} />
        ) : (
          <>
            <OrderTable orders={orders.data.items} />
            <TablePagination component="div" count={orders.data.pagination.total} page={page} onPageChange={(_e, next) => setPage(next)} rowsPerPage={PAGE} rowsPerPageOptions={[PAGE]} />
          </>
        ))}
    </>
  );
}
