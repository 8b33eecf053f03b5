import { useState } from 'react';
import { Alert, Button, Chip, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageLoader, useDocumentMeta } from 'shared-ui';
import { useGetInvoicesQuery } from '../api/account-api';
import { Money, useDateFormat } from '../components/Money';
import { ListPagination } from '../components/ListPagination';
import { EmptyState, LoadFailed } from '../components/States';
import { useInvoiceDownload } from '../hooks/use-invoice-download';
import { useLanguage } from '../hooks/use-language';

const PAGE = 20;
const STATUS_COLOR = { draft: 'default', sent: 'info', paid: 'success', overdue: 'error', void: 'default' } as const;

/** Invoices (spec 2): number, date, amount, status; the PDF downloads with its progress. */
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
          <Table size="small" aria-label={t('invoices.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('invoices.number')}</TableCell>
                <TableCell>{t('invoices.date')}</TableCell>
                <TableCell>{t('invoices.dueDate')}</TableCell>
                <TableCell align="right">{t('invoices.amount')}</TableCell>
                <TableCell>{t('invoices.status')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.data.items.map((invoice) => {
                const downloading = invoice.id in progress;
                return (
                  <TableRow key={invoice.id}>
                    <TableCell>{invoice.number}</TableCell>
                    <TableCell>{date(invoice.date)}</TableCell>
                    <TableCell>{date(invoice.dueDate)}</TableCell>
                    <TableCell align="right"><Money amount={invoice.amount} currency={invoice.currency} /></TableCell>
                    <TableCell>
                      <Chip size="small" variant="outlined" color={STATUS_COLOR[invoice.status]} label={t(`invoices.statuses.${invoice.status}`)} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      <Button size="small" onClick={() => download(invoice, lang)} disabled={downloading} aria-label={`${t('invoices.download')} ${invoice.number}`}>
                        {downloading ? t('invoices.downloading') : t('invoices.download')}
                      </Button>
                      {downloading && (
                        <LinearProgress
                          aria-label={t('invoices.downloading')}
                          variant={progress[invoice.id] === null ? 'indeterminate' : 'determinate'}
                          value={progress[invoice.id] ?? 0}
                        />
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <ListPagination count={invoices.data.pagination.total} page={page} pageSize={PAGE} onPageChange={setPage} />
        </>
      )}
    </>
  );
}
