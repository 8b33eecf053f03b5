import { useState } from 'react';
import { Typography } from '@mui/material';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from 'shared-domain';
import { PageLoader, useDocumentMeta } from 'shared-ui';
import { ListPagination } from 'shared-ui/tables';
import { useGetOrdersQuery } from '../api/account-api';
import { OrderTable } from '../components/OrderTable';
import { EmptyState, LoadFailed } from '../components/States';
import { useLanguage } from '../hooks/use-language';

const PAGE = 20;
/** The query parameter that keeps the status filter, so a reload, a shared link and Back keep it too. */
const STATUS_PARAM = 'status';

/** The status a URL filters by; anything that is not a status shows all orders. */
function statusIn(params: URLSearchParams): OrderStatus | undefined {
  const value = params.get(STATUS_PARAM);
  return ORDER_STATUSES.find((status) => status === value);
}

/** Orders (spec 2): number, date, status, total; filtered by status (?status=…). */
export function OrdersPage() {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const status = statusIn(params);
  // A page belongs to the filter it was turned for: another filter starts at its first page.
  const [paging, setPaging] = useState<{ status: OrderStatus | undefined; page: number }>({ status, page: 0 });
  const page = paging.status === status ? paging.page : 0;
  const orders = useGetOrdersQuery({ status, limit: PAGE, offset: page * PAGE, lang });
  useDocumentMeta(t('orders.title'));

  const filter = (next: OrderStatus | '') =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set(STATUS_PARAM, next);
      else updated.delete(STATUS_PARAM);
      return updated;
    });

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }} gutterBottom>
        {t('orders.title')}
      </Typography>
      <TextField
        select
        size="small"
        label={t('orders.filter')}
        value={status ?? ''}
        onChange={(event) => filter(event.target.value as OrderStatus | '')}
        // "All" (no filter, the empty value) shows like any other choice, under the field's label.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220, mb: 2 }}
      >
        <MenuItem value="">{t('orders.all')}</MenuItem>
        {ORDER_STATUSES.map((value) => (
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
            <ListPagination count={orders.data.pagination.total} page={page} pageSize={PAGE} onPageChange={(next) => setPaging({ status, page: next })} />
          </>
        ))}
    </>
  );
}
