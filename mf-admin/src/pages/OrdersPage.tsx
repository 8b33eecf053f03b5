import { Typography } from '@mui/material';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from 'shared-api/contracts/admin';
import { ORDER_STATUSES } from 'shared-domain';
import { useGetAdminOrdersQuery } from '../api/admin-api';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, SearchFilter, SelectFilter, SortFilter } from '../components/Filters';
import { Money, useDateFormat } from '../components/Formats';
import { ListResults } from '../components/ListResults';
import { OrderStatusChip } from '../components/StatusChip';
import { useLanguage } from '../hooks/use-language';
import { oneOf, sortOf, useListParams } from '../hooks/use-list-params';

const FILTERS = ['status', 'search', 'from', 'to', 'sort'] as const;
const SORTS = ['date-desc', 'date-asc', 'total-desc', 'total-asc'] as const;

/** Orders board: every client's orders, filtered by status, client and date, newest first. */
export function OrdersPage() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const formatDate = useDateFormat();
  const list = useListParams(FILTERS);
  const { values, setFilter } = list;

  const { sort, direction } = sortOf(SORTS, values.sort);
  const result = useGetAdminOrdersQuery({
    status: oneOf(ORDER_STATUSES, values.status),
    search: values.search || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    sort,
    direction,
    limit: list.limit,
    offset: list.offset,
    lang,
  });

  const columns: Column<AdminOrder>[] = [
    { key: 'date', header: t('orders.date'), cell: (order) => formatDate(order.date) },
    { key: 'client', header: t('orders.client'), cell: (order) => `${order.client.name} (${order.client.email})` },
    { key: 'status', header: t('orders.status'), cell: (order) => <OrderStatusChip status={order.status} /> },
    { key: 'total', header: t('orders.total'), align: 'right', cell: (order) => <Money amount={order.total} currency={order.currency} /> },
  ];

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('menu.orders')}
      </Typography>
      <FilterBar>
        <SelectFilter
          label={t('orders.status')}
          value={values.status}
          anyLabel={t('filters.any')}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orderStatus.${status}`) }))}
          onChange={(value) => setFilter('status', value)}
        />
        <SearchFilter label={t('orders.search')} value={values.search} onChange={(value) => setFilter('search', value)} />
        <TextField size="small" type="date" label={t('filters.from')} value={values.from} onChange={(event) => setFilter('from', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label={t('filters.to')} value={values.to} onChange={(event) => setFilter('to', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <SortFilter sorts={SORTS} value={values.sort} onChange={(value) => setFilter('sort', value)} />
      </FilterBar>
      <ListResults result={result} empty={t('orders.none')} page={list.page} onPageChange={list.setPage}>
        {(rows) => (
          <DataTable
            caption={t('menu.orders')}
            columns={columns}
            rows={rows}
            rowKey={(order) => order.id}
            rowLink={(order) => `/${lang}/admin/orders/${order.id}`}
            rowLabel={(order) => order.number}
            labelHeader={t('orders.number')}
          />
        )}
      </ListResults>
    </>
  );
}
