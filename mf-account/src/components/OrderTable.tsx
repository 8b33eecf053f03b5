import { Chip, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Order } from 'shared-api/contracts/orders';
import { useLanguage } from '../hooks/use-language';
import { Money, useDateFormat } from './Money';

const STATUS_COLOR = { pending: 'warning', confirmed: 'info', in_progress: 'primary', completed: 'success', cancelled: 'default' } as const;

export function OrderStatusChip({ status }: { status: Order['status'] }) {
  const { t } = useTranslation('account');
  return <Chip label={t(`orders.statuses.${status}`)} color={STATUS_COLOR[status]} size="small" variant="outlined" />;
}

/** Orders with number, date, status and total (spec 2 labels). */
export function OrderTable({ orders }: { orders: Order[] }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const date = useDateFormat();
  return (
    <Table size="small" aria-label={t('orders.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('orders.number')}</TableCell>
          <TableCell>{t('orders.date')}</TableCell>
          <TableCell>{t('orders.status')}</TableCell>
          <TableCell align="right">{t('orders.total')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell>
              <Link component={RouterLink} to={`/${lang}/account/orders/${order.id}`}>
                {order.number}
              </Link>
            </TableCell>
            <TableCell>{date(order.date)}</TableCell>
            <TableCell>
              <OrderStatusChip status={order.status} />
            </TableCell>
            <TableCell align="right">
              <Money amount={order.total} currency={order.currency} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
