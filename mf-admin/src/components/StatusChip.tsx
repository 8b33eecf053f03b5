import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus, OrderStatus } from 'shared-domain';

const ORDER_COLORS: Record<OrderStatus, 'default' | 'info' | 'primary' | 'success' | 'error'> = {
  pending: 'default',
  confirmed: 'info',
  in_progress: 'primary',
  completed: 'success',
  cancelled: 'error',
};
const INVOICE_COLORS: Record<InvoiceStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  draft: 'default',
  sent: 'info',
  paid: 'success',
  overdue: 'warning',
  void: 'default',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin');
  return <Chip size="small" color={ORDER_COLORS[status]} label={t(`orderStatus.${status}`)} />;
}

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('admin');
  return <Chip size="small" color={INVOICE_COLORS[status]} label={t(`invoiceStatus.${status}`)} />;
}
