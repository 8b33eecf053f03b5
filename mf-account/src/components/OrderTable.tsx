import { Chip, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Order } from 'shared-api/contracts/orders';
import { DataTable } from 'shared-ui/tables';
import { useLanguage } from '../hooks/use-language';
import { Money, useDateFormat } from './Money';

const STATUS_COLOR = { pending: 'warning', confirmed: 'info', in_progress: 'primary', completed: 'success', cancelled: 'default' } as const;

export function OrderStatusChip({ status }: { status: Order['status'] }) {
  const { t } = useTranslation('account');
  return <Chip label={t(`orders.statuses.${status}`)} color={STATUS_COLOR[status]} size="small" variant="outlined" />;
}

/** Orders with number, date, status and total (spec 2 labels); a card each on phones. */
export function OrderTable({ orders }: { orders: Order[] }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const date = useDateFormat();
  return (
    <DataTable
      caption={t('orders.title')}
      rows={orders}
      rowKey={(order) => order.id}
      titleColumn="number"
      columns={[
        {
          key: 'number',
          header: t('orders.number'),
          cell: (order) => (
            <Link component={RouterLink} to={`/${lang}/account/orders/${order.id}`}>
              {order.number}
            </Link>
          ),
        },
        { key: 'date', header: t('orders.date'), cell: (order) => date(order.date) },
        { key: 'status', header: t('orders.status'), cell: (order) => <OrderStatusChip status={order.status} /> },
        { key: 'total', header: t('orders.total'), align: 'right', cell: (order) => <Money amount={order.total} currency={order.currency} /> },
      ]}
    />
  );
}
