import { useState } from 'react';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from 'shared-api/contracts/invoices';
import { PageLoader, useDocumentMeta } from 'shared-ui';
import { DataTable, ListPagination } from 'shared-ui/tables';
import { useGetInvoicesQuery } from '../api/account-api';
import { Money, useDateFormat } from '../components/Money';
import { EmptyState, LoadFailed } from '../components/States';
import { useInvoiceDownload } from '../hooks/use-invoice-download';
import { useLanguage } from '../hooks/use-language';

const PAGE = 20;
const STATUS_COLOR = { draft: 'default', sent: 'info', paid: 'success', overdue: 'error', void: 'default' } as const;

/** Invoices (spec 2): number, date, amount, status; the PDF downloads with its progress; a card each on phones. */
export function InvoicesPage() {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const date = useDateFormat();
  const [page, setPage] = useState(0);
  const invoices = useGetInvoicesQuery({ limit: PAGE, offset: page * PAGE });
  const { download, progress, failed } = useInvoiceDownload();
  useDocumentMeta(t('invoices.title'));
  if (invoices.isLoading) return <PageLoader label={t('common:loading')} />;
  if (invoices.error || !invoices.data) return <LoadFailed error={invoices.error} />;

  const downloadButton = (invoice: InvoiceSummary) => {
    const downloading = invoice.id in progress;
    return (
      <Box sx={{ minWidth: 140 }}>
        <Button size="small" onClick={() => download(invoice, lang)} disabled={downloading} aria-label={`${t('invoices.download')} ${invoice.number}`}>
          {downloading ? t('invoices.downloading') : t('invoices.download')}
        </Button>
        {downloading && (
          <LinearProgress aria-label={t('invoices.downloading')} variant={progress[invoice.id] === null ? 'indeterminate' : 'determinate'} value={progress[invoice.id] ?? 0} />
        )}
      </Box>
    );
  };

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }} gutterBottom>
        {t('invoices.title')}
      </Typography>
      {failed && <Alert severity="error" role="alert">{t('invoices.downloadFailed')}</Alert>}
      {invoices.data.pagination.total === 0 ? (
        <EmptyState text={t('invoices.empty')} />
      ) : (
        <>
          <DataTable
            caption={t('invoices.title')}
            rows={invoices.data.items}
            rowKey={(invoice) => invoice.id}
            titleColumn="number"
            // Six columns and a download button need more room than the account gives them beside its menu below 1200 px.
            stackBelow="lg"
            columns={[
              { key: 'number', header: t('invoices.number'), cell: (invoice) => invoice.number },
              { key: 'date', header: t('invoices.date'), cell: (invoice) => date(invoice.date) },
              { key: 'dueDate', header: t('invoices.dueDate'), cell: (invoice) => date(invoice.dueDate) },
              { key: 'amount', header: t('invoices.amount'), align: 'right', cell: (invoice) => <Money amount={invoice.amount} currency={invoice.currency} /> },
              {
                key: 'status',
                header: t('invoices.status'),
                cell: (invoice) => <Chip size="small" variant="outlined" color={STATUS_COLOR[invoice.status]} label={t(`invoices.statuses.${invoice.status}`)} />,
              },
              { key: 'download', header: t('invoices.download'), actions: true, cell: downloadButton },
            ]}
          />
          <ListPagination count={invoices.data.pagination.total} page={page} pageSize={PAGE} onPageChange={setPage} />
        </>
      )}
    </>
  );
}
