import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from 'shared-domain';
import { ErrorBoundary, formatNumber, formatPrice, SectionUnavailable } from 'shared-ui';
import { useGetDashboardQuery, useGetDashboardSeriesQuery } from '../api/admin-api';
import { useLocale } from '../components/Formats';
import { LoadFailed, Loading } from '../components/States';
import { useLanguage } from '../hooks/use-language';

/**
 * The charting library loads with the dashboard only, not with the other rooms. An attempt is a pair of
 * lazy charts: the first is kept for every visit of the dashboard; when it failed, "Try again" makes a
 * new one, which fetches the library anew (a lazy component keeps its failure).
 */
const chartsAttempt = (attempt: number) => ({
  attempt,
  WeeklyBars: lazy(() => import('../components/WeeklyCharts').then((module) => ({ default: module.WeeklyBars }))),
  WeeklyLine: lazy(() => import('../components/WeeklyCharts').then((module) => ({ default: module.WeeklyLine }))),
});
const firstCharts = chartsAttempt(0);

/** The weeks the charts cover. */
export const DASHBOARD_WEEKS = 12;

/** Figures at a glance and, week by week, orders and revenue, bonus issued and spent, and leads by source. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const locale = useLocale();
  const [charts, setCharts] = useState(firstCharts);
  const { WeeklyBars, WeeklyLine } = charts;
  const chartsAgain = () => setCharts((last) => chartsAttempt(last.attempt + 1));
  const figures = useGetDashboardQuery();
  const series = useGetDashboardSeriesQuery({ weeks: DASHBOARD_WEEKS });
  const money = (value: number) => formatPrice(value, 'EUR', lang);
  const count = (value: number) => formatNumber(value, lang);
  const weekLabel = (iso: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(new Date(iso));

  if (figures.isLoading || series.isLoading) return <Loading />;
  if (figures.error || !figures.data) return <LoadFailed error={figures.error} />;
  if (series.error || !series.data) return <LoadFailed error={series.error} />;
  const f = figures.data;
  const weeks = series.data.weeks.map((week) => ({ ...week, label: weekLabel(week.week) }));
  const leads = series.data.leadsBySource.map((row) => ({ ...row, label: t(`leads.kind.${row.source}`) }));

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('menu.dashboard')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' }, m: 0, mb: 3 }}>
        <Figure label={t('dashboard.clients')} value={count(f.clients)} />
        <Figure label={t('dashboard.orders')} value={count(ORDER_STATUSES.reduce((sum, status) => sum + (f.ordersByStatus[status] ?? 0), 0))} />
        <Figure label={t('dashboard.pending')} value={count(f.ordersByStatus.pending ?? 0)} />
        <Figure label={t('dashboard.revenuePaid')} value={money(f.revenuePaid)} />
        <Figure label={t('dashboard.outstanding')} value={money(f.amountOutstanding)} />
        <Figure label={t('dashboard.bonusSpent')} value={money(f.bonusSpent)} />
      </Box>

      <ChartCard
        chartsAttempt={charts.attempt}
        onRetry={chartsAgain}
        title={t('dashboard.ordersRevenue')}
        chart={<WeeklyLine rows={weeks} x="label" series={[{ key: 'revenue', label: t('dashboard.revenue') }]} format={money} />}
        extra={<WeeklyBars rows={weeks} x="label" series={[{ key: 'orders', label: t('dashboard.orders') }]} />}
        headers={[t('dashboard.week'), t('dashboard.orders'), t('dashboard.revenue')]}
        rows={weeks.map((week) => [week.label, count(week.orders), money(week.revenue)])}
      />
      <ChartCard
        chartsAttempt={charts.attempt}
        onRetry={chartsAgain}
        title={t('dashboard.bonus')}
        chart={
          <WeeklyBars
            rows={weeks}
            x="label"
            series={[
              { key: 'bonusIssued', label: t('dashboard.bonusIssued') },
              { key: 'bonusSpent', label: t('dashboard.bonusSpentWeek') },
            ]}
            format={money}
          />
        }
        headers={[t('dashboard.week'), t('dashboard.bonusIssued'), t('dashboard.bonusSpentWeek')]}
        rows={weeks.map((week) => [week.label, money(week.bonusIssued), money(week.bonusSpent)])}
      />
      <ChartCard
        chartsAttempt={charts.attempt}
        onRetry={chartsAgain}
        title={t('dashboard.leads')}
        chart={<WeeklyBars rows={leads} x="label" series={[{ key: 'count', label: t('dashboard.leadCount') }]} />}
        headers={[t('dashboard.source'), t('dashboard.leadCount')]}
        rows={leads.map((row) => [row.label, count(row.count)])}
      />
    </>
  );
}

/** A term and its figure, in the card that is the list's group (a <dl> holds its pairs in one <div> each, no deeper). */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined" sx={{ p: 2, pb: 3 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Card>
  );
}

interface ChartCardProps {
  /** The attempt at loading the charting library the card's chart comes from: a new one tries again. */
  chartsAttempt: number;
  onRetry: () => void;
  title: string;
  chart: ReactNode;
  extra?: ReactNode;
  headers: string[];
  rows: string[][];
}

/** A chart for the eye and the same figures as a table (the chart itself is hidden from screen readers). */
function ChartCard({ chartsAttempt, onRetry, title, chart, extra, headers, rows }: ChartCardProps) {
  const { t } = useTranslation('admin');
  return (
    <Card variant="outlined" component="section" sx={{ mb: 2 }} aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {/* A chart that cannot be loaded leaves its figures and the rest of the dashboard working. */}
        <ErrorBoundary
          key={chartsAttempt}
          fallback={<SectionUnavailable title={t('dashboard.chartUnavailable')} hint={t('dashboard.chartUnavailableHint')} retryLabel={t('dashboard.retry')} onRetry={onRetry} />}
        >
          <Suspense fallback={<Loading />}>
            {chart}
            {extra}
          </Suspense>
        </ErrorBoundary>
        <Box component="details" sx={{ mt: 1 }}>
          <Box component="summary" sx={{ cursor: 'pointer' }}>
            {t('dashboard.figures')}
          </Box>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <caption>{title}</caption>
              <TableHead>
                <TableRow>
                  {headers.map((header) => (
                    <TableCell key={header} scope="col">
                      {header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row[0]}>
                    {row.map((cell, index) => (
                      <TableCell key={headers[index]} component={index === 0 ? 'th' : 'td'} scope={index === 0 ? 'row' : undefined}>
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
