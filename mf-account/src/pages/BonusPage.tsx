import { useState } from 'react';
import { Box, Card, CardContent, Grid, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { BonusTransaction } from 'shared-api/contracts/bonus';
import { PageLoader, useDocumentMeta } from 'shared-ui';
import { DataTable, ListPagination } from 'shared-ui/tables';
import { useGetBonusBalanceQuery, useGetBonusTransactionsQuery, useGetProfileQuery } from '../api/account-api';
import { Money, useDateFormat } from '../components/Money';
import { OfferCard } from '../components/OfferCard';
import { LoadFailed } from '../components/States';
import { useLanguage } from '../hooks/use-language';

const PAGE = 10;

/** An entry's amount, '+' and green when it adds to the balance, '−' when it takes from it. */
function SignedAmount({ entry }: { entry: BonusTransaction }) {
  const credit = entry.type === 'earned' || entry.type === 'refunded';
  return (
    <Box component="span" sx={{ color: credit ? 'success.main' : 'text.primary', whiteSpace: 'nowrap' }}>
      {credit ? '+' : '−'}
      <Money amount={entry.amount} />
    </Box>
  );
}

/**
 * Bonus (spec 2): available and pending balance, the client's welcome offer and its rule, the history
 * page by page, each entry named by its kind in the page's language (a card each on phones).
 */
export function BonusPage() {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const date = useDateFormat();
  const [page, setPage] = useState(0);
  const balance = useGetBonusBalanceQuery();
  const profile = useGetProfileQuery();
  const history = useGetBonusTransactionsQuery({ limit: PAGE, offset: page * PAGE });
  useDocumentMeta(t('bonus.title'));
  if (balance.isLoading || history.isLoading || profile.isLoading) return <PageLoader label={t('common:loading')} />;
  if (balance.error || history.error || profile.error || !balance.data || !history.data || !profile.data) {
    return <LoadFailed error={balance.error ?? history.error ?? profile.error} />;
  }
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }} gutterBottom>
        {t('bonus.title')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Card aria-label={t('bonus.available')}>
            <CardContent>
              <Typography color="text.secondary">{t('bonus.available')}</Typography>
              <Typography variant="h3" component="p" color="primary" data-testid="bonus-available">
                <Money amount={balance.data.available} />
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Card aria-label={t('bonus.pending')}>
            <CardContent>
              <Typography color="text.secondary">{t('bonus.pending')}</Typography>
              <Typography variant="h3" component="p" data-testid="bonus-pending">
                <Money amount={balance.data.pending} />
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('bonus.pendingHint')}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <OfferCard offer={profile.data.bonusOffer} />
      <Typography variant="h6" component="h2" gutterBottom>
        {t('bonus.history')}
      </Typography>
      {history.data.pagination.total === 0 ? (
        <Typography color="text.secondary">{t('bonus.empty')}</Typography>
      ) : (
        <>
          <DataTable
            caption={t('bonus.history')}
            rows={history.data.items}
            rowKey={(entry) => entry.id}
            columns={[
              { key: 'date', header: t('bonus.date'), cell: (entry) => date(entry.createdAt) },
              { key: 'type', header: t('bonus.type'), cell: (entry) => t(`bonus.types.${entry.type}`) },
              { key: 'description', header: t('bonus.description'), cell: (entry) => t(`bonus.kinds.${entry.kind}`, { number: entry.orderNumber ?? '' }) },
              {
                key: 'order',
                header: t('bonus.order'),
                cell: (entry) =>
                  entry.orderId && (
                    <Link component={RouterLink} to={`/${lang}/account/orders/${entry.orderId}`}>
                      {t('bonus.order')}
                    </Link>
                  ),
              },
              { key: 'amount', header: t('bonus.amount'), align: 'right', cell: (entry) => <SignedAmount entry={entry} /> },
            ]}
          />
          <ListPagination count={history.data.pagination.total} page={page} pageSize={PAGE} onPageChange={setPage} />
        </>
      )}
    </>
  );
}
