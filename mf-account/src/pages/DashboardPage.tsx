import { Alert, Button, Card, CardContent, Grid, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiClient } from 'shared-api';
import { PageLoader, useDocumentMeta } from 'shared-ui';
import { useState } from 'react';
import { useGetBonusBalanceQuery, useGetOrdersQuery, useGetProfileQuery } from '../api/account-api';
import { Money } from '../components/Money';
import { OfferCard } from '../components/OfferCard';
import { OrderTable } from '../components/OrderTable';
import { EmptyState, LoadFailed } from '../components/States';
import { useLanguage } from '../hooks/use-language';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Card component="article" aria-label={label}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Dashboard (spec 2): account summary, bonus balance, total spent, active orders, the client's welcome offer, recent orders. */
export function DashboardPage() {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const profile = useGetProfileQuery();
  const bonus = useGetBonusBalanceQuery();
  const orders = useGetOrdersQuery({ limit: 100, offset: 0, lang });
  const [resent, setResent] = useState(false);
  useDocumentMeta(t('dashboard.title'));

  if (profile.isLoading || orders.isLoading || bonus.isLoading) return <PageLoader label={t('common:loading')} />;
  const error = profile.error ?? orders.error ?? bonus.error;
  if (error || !profile.data || !orders.data || !bonus.data) return <LoadFailed error={error} />;

  const all = orders.data.items;
  const spent = all.filter((order) => order.status !== 'cancelled').reduce((sum, order) => sum + Math.round(order.total * 100), 0) / 100;
  const active = all.filter((order) => ['pending', 'confirmed', 'in_progress'].includes(order.status)).length;
  const resend = async () => {
    await apiClient.post('/auth/resend-verification', { email: profile.data!.email }).catch(() => undefined);
    setResent(true);
  };

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }} gutterBottom>
        {t('dashboard.greeting', { name: profile.data.firstName })}
      </Typography>
      {!profile.data.isEmailVerified && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            !resent && (
              <Button color="inherit" size="small" onClick={resend}>
                {t('dashboard.resend')}
              </Button>
            )
          }
        >
          {resent ? t('dashboard.resent', { email: profile.data.email }) : t('dashboard.verifyPrompt')}
        </Alert>
      )}
      <Typography variant="h6" component="h2" gutterBottom>
        {t('dashboard.accountSummary')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure label={t('dashboard.bonusBalance')}>
            <Money amount={bonus.data.available} />
          </Figure>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure label={t('dashboard.totalSpent')}>
            <Money amount={spent} />
          </Figure>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure label={t('dashboard.activeOrders')}>{active}</Figure>
        </Grid>
      </Grid>
      <OfferCard offer={profile.data.bonusOffer} />
      <Typography variant="h6" component="h2" gutterBottom>
        {t('dashboard.recentOrders')}
      </Typography>
      {all.length === 0 ? (
        <EmptyState text={t('orders.empty')} />
      ) : (
        <>
          <OrderTable orders={all.slice(0, 5)} />
          <Link component={RouterLink} to={`/${lang}/account/orders`} sx={{ display: 'inline-block', mt: 2 }}>
            {t('dashboard.allOrders')}
          </Link>
        </>
      )}
    </>
  );
}
