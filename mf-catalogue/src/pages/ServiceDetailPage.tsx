import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, Container, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { orderableOnline, orderService, useAppDispatch, type ApiError } from 'shared-api';
import { Breadcrumbs, CategoryChip, onDemandPart, useApiErrorMessage, useDocumentMeta, useOpenedOnce } from 'shared-ui';
import { useGetServiceQuery } from '../api/catalogue-api';
import { FeatureList } from '../components/FeatureList';
import { OrderBar } from '../components/OrderBar';
import { PriceCard } from '../components/PriceCard';
import { RelatedServices } from '../components/RelatedServices';
import { useLanguage } from '../hooks/use-language';

/** The consultation form (and the form libraries) load when a visitor first asks for one. */
const ConsultationDialog = onDemandPart(() => import('../components/ConsultationDialog').then((module) => module.ConsultationDialog));
/** A failed order's message in the page, when its toast could not be loaded. */
function OrderFailedAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (message === null) return null;
  return (
    <Alert severity="error" onClose={onClose} sx={{ mt: 3 }}>
      {message}
    </Alert>
  );
}

/**
 * The toast of a failed order (MUI's snackbar) loads when the visitor orders. When it cannot be loaded
 * (the network that failed the order may be down too), the message shows in the page instead of the
 * section failing.
 */
const loadOrderFailedToast = () =>
  import('../components/OrderFailedToast').then(
    (module) => ({ default: module.OrderFailedToast }),
    () => ({ default: OrderFailedAlert }),
  );
const OrderFailedToast = lazy(loadOrderFailedToast);

function NotFound({ slug, error }: { slug: string; error: ApiError | undefined }) {
  const { t } = useTranslation('services');
  const lang = useLanguage();
  const messageOf = useApiErrorMessage();
  const message = !error || error.status === 404 ? t('details.serviceNotFound') : messageOf(error, t('details.failedToLoad', { slug }));
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <Alert severity={error?.status === 404 || !error ? 'warning' : 'error'} role="alert" sx={{ mb: 3 }}>
        {message}
      </Alert>
      <Button component={RouterLink} to={`/${lang}/services`} variant="contained">
        {t('details.backToServices')}
      </Button>
    </Container>
  );
}

/** /{lang}/services/{slug}: everything about one service, and the ways to order it (spec 2). */
export default function ServiceDetailPage() {
  const { t } = useTranslation('services');
  const lang = useLanguage();
  const slug = useParams().slug ?? '';
  const dispatch = useAppDispatch();
  const { data: service, error, isLoading } = useGetServiceQuery({ slug, lang });
  const [consultationOpen, setConsultationOpen] = useState(false);
  const consultationMounted = useOpenedOnce(consultationOpen);
  const [ordering, setOrdering] = useState(false);
  const [orderFailed, setOrderFailed] = useState<'addToCartFailed' | 'notOrderableOnline' | null>(null);
  const orderFailedOnce = useOpenedOnce(orderFailed !== null);
  useDocumentMeta(service?.title, service?.shortDescription);

  if (isLoading) {
    return (
      <Container maxWidth="lg" sx={{ py: 8 }}>
        <Typography role="status">{t('details.loading')}</Typography>
      </Container>
    );
  }
  if (!service) return <NotFound slug={slug} error={error as ApiError | undefined} />;

  // The cart drawer that opens is what says the service is in the cart; only a failure needs a toast.
  const order = async () => {
    setOrdering(true);
    void loadOrderFailedToast();
    try {
      await dispatch(
        orderService({ service: { id: service.id, slug: service.slug, priceFrom: service.priceFrom, currency: service.currency } }),
      ).unwrap();
    } catch (failure) {
      // A service without a price in euros cannot be ordered online; anything else may go on a retry.
      setOrderFailed((failure as ApiError).code === 'SERVICE_UNAVAILABLE' ? 'notOrderableOnline' : 'addToCartFailed');
    } finally {
      setOrdering(false);
    }
  };

  const servicesPath = `/${lang}/services`;
  const orderable = orderableOnline(service);
  const consult = () => setConsultationOpen(true);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Breadcrumbs
        label={t('details.breadcrumbs')}
        crumbs={[{ label: t('details.home'), href: `/${lang}` }, { label: t('details.services'), href: servicesPath }, { label: service.title }]}
      />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <CategoryChip name={service.category?.name ?? t('card.unknownCategory')} color={service.category?.color} />
          <Typography variant="h2" component="h1" sx={{ mt: 2 }} gutterBottom>
            {service.title}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" gutterBottom>
            {service.shortDescription}
          </Typography>
          <Typography sx={{ mb: 4, whiteSpace: 'pre-line' }}>{service.fullDescription}</Typography>
          <FeatureList title={t('details.whatIsIncluded')} items={service.features} />
          <FeatureList title={t('details.benefits')} items={service.benefits} />
          <FeatureList title={t('details.expectedResults')} items={service.kpis} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <PriceCard service={service} language={lang} orderable={orderable} onOrder={order} onConsultation={consult} ordering={ordering} />
        </Grid>
      </Grid>
      <Paper component="section" sx={{ p: { xs: 3, md: 5 }, mt: 6, textAlign: 'center' }}>
        <Typography variant="h4" component="h2" gutterBottom>
          {t('details.ctaTitle', { title: service.title })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('details.ctaText')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          {orderable ? (
            <Button variant="contained" onClick={order} disabled={ordering}>
              {t('details.orderService')}
            </Button>
          ) : (
            <Button variant="contained" onClick={consult}>
              {t('details.getConsultation')}
            </Button>
          )}
          <Button component={RouterLink} to={`/${lang}/contacts`} variant="outlined">
            {t('details.contactUs')}
          </Button>
        </Stack>
      </Paper>
      <RelatedServices service={service} />
      <Box component="nav" sx={{ mt: 6, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={servicesPath}>
          {t('details.allServices')}
        </Link>
        {service.category && (
          <Link component={RouterLink} to={`${servicesPath}?category=${encodeURIComponent(service.category.slug)}`}>
            {t('details.moreInCategory', { name: service.category.name })}
          </Link>
        )}
      </Box>
      <OrderBar service={service} language={lang} orderable={orderable} onOrder={order} onConsultation={consult} ordering={ordering} />
      {consultationMounted && <ConsultationDialog open={consultationOpen} serviceTitle={service.title} onClose={() => setConsultationOpen(false)} />}
      {orderFailedOnce && (
        <Suspense fallback={null}>
          <OrderFailedToast message={orderFailed ? t(`details.${orderFailed}`) : null} onClose={() => setOrderFailed(null)} />
        </Suspense>
      )}
    </Container>
  );
}
