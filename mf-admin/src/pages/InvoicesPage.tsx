import { useState } from 'react';
import { Button, Link, Stack, Typography } from '@mui/material';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AdminInvoice } from 'shared-api/contracts/admin';
import { INVOICE_STATUSES } from 'shared-domain';
import { useGetAdminInvoicesQuery, useSendInvoiceMutation } from '../api/admin-api';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, SearchFilter, SelectFilter, SortFilter } from '../components/Filters';
import { Money, useDateFormat } from '../components/Formats';
import { MarkPaidDialog } from '../components/MarkPaidDialog';
import { ListResults } from '../components/ListResults';
import { InvoiceStatusChip } from '../components/StatusChip';
import { useLanguage } from '../hooks/use-language';
import { oneOf, sortOf, useListParams } from '../hooks/use-list-params';

const FILTERS = ['status', 'search', 'sort'] as const;
const SORTS = ['date-desc', 'date-asc', 'dueDate-asc', 'dueDate-desc', 'amount-desc', 'amount-asc'] as const;

/** Invoices with their due dates and Overdue; mark one paid, or send it to the client again. */
export function InvoicesPage() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const formatDate = useDateFormat();
  const list = useListParams(FILTERS);
  const { values, setFilter } = list;
  const { sort, direction } = sortOf(SORTS, values.sort);
  const result = useGetAdminInvoicesQuery({
    status: oneOf(INVOICE_STATUSES, values.status),
    search: values.search || undefined,
    sort,
    direction,
    limit: list.limit,
    offset: list.offset,
  });
  const [paying, setPaying] = useState<AdminInvoice | null>(null);
  const [send] = useSendInvoiceMutation();
  const [notice, setNotice] = useState('');

  const sendAgain = async (invoice: AdminInvoice) => {
    try {
      await send(invoice.id).unwrap();
      setNotice(t('invoices.sent', { email: invoice.client.email }));
    } catch {
      setNotice(t('invoices.notSent'));
    }
  };

  const columns: Column<AdminInvoice>[] = [
    { key: 'number', header: t('invoices.number'), cell: (invoice) => invoice.number },
    { key: 'client', header: t('orders.client'), cell: (invoice) => invoice.client.email },
    {
      key: 'order',
      header: t('invoices.order'),
      cell: (invoice) => (
        <Link component={RouterLink} to={`/${lang}/admin/orders/${invoice.orderId}`}>
          {invoice.orderNumber}
        </Link>
      ),
    },
    { key: 'date', header: t('invoices.issued'), cell: (invoice) => formatDate(invoice.date) },
    { key: 'due', header: t('invoices.due'), cell: (invoice) => formatDate(invoice.dueDate) },
    { key: 'amount', header: t('invoices.amount'), align: 'right', cell: (invoice) => <Money amount={invoice.amount} currency={invoice.currency} /> },
    {
      key: 'status',
      header: t('invoices.status'),
      cell: (invoice) => (
        <>
          <InvoiceStatusChip status={invoice.status} />
          {invoice.paidAt ? (
            <Typography variant="caption" sx={{ display: 'block' }}>
              {invoice.paymentReference
                ? t('invoices.paidDetails', { date: formatDate(invoice.paidAt), reference: invoice.paymentReference })
                : t('invoices.paidDate', { date: formatDate(invoice.paidAt) })}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (invoice) => (
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
          {invoice.status === 'sent' || invoice.status === 'overdue' ? (
            <Button size="small" variant="contained" onClick={() => setPaying(invoice)} aria-label={t('invoices.markPaidOf', { number: invoice.number })}>
              {t('invoices.markPaid')}
            </Button>
          ) : null}
          {invoice.status !== 'void' ? (
            <Button size="small" onClick={() => void sendAgain(invoice)} aria-label={t('invoices.sendAgainOf', { number: invoice.number })}>
              {t('invoices.sendAgain')}
            </Button>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('menu.invoices')}
      </Typography>
      <FilterBar>
        <SelectFilter
          label={t('invoices.status')}
          value={values.status}
          anyLabel={t('filters.any')}
          options={INVOICE_STATUSES.map((status) => ({ value: status, label: t(`invoiceStatus.${status}`) }))}
          onChange={(value) => setFilter('status', value)}
        />
        <SearchFilter label={t('invoices.search')} value={values.search} onChange={(value) => setFilter('search', value)} />
        <SortFilter sorts={SORTS} value={values.sort} onChange={(value) => setFilter('sort', value)} />
      </FilterBar>
      <ListResults result={result} empty={t('invoices.none')} page={list.page} onPageChange={list.setPage}>
        {(rows) => (
          <DataTable
            caption={t('menu.invoices')}
            columns={columns}
            rows={rows}
            rowKey={(invoice) => invoice.id}
          />
        )}
      </ListResults>
      {paying ? <MarkPaidDialog invoice={paying} onClose={() => setPaying(null)} /> : null}
      <Snackbar open={notice !== ''} autoHideDuration={5000} onClose={() => setNotice('')} message={notice} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />
    </>
  );
}
