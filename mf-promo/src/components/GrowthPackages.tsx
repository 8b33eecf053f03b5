import { useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openSet, orderService, useAppDispatch } from 'shared-api';
import { featureLabel, formatPrice, SectionUnavailable } from 'shared-ui';
import { useGetGrowthPackageQuery } from '../api/promo-api';
import { useLanguage } from '../hooks/use-language';

/** The Starter and Pro packages: catalogue services the promo page offers as they are. */
const GROWTH_PACKAGES = [
  { tier: 'starter', slug: 'growth-starter-package' },
  { tier: 'pro', slug: 'growth-pro-package' },
] as const;

type GrowthPackageTier = (typeof GROWTH_PACKAGES)[number]['tier'];

/** The promo page's packages, each with its price, what it includes and a button that orders it. */
export function GrowthPackages() {
  const { t } = useTranslation('promo10k');
  return (
    <Box component="section" aria-label={t('packages.title')} sx={{ mb: 6 }}>
      <Typography variant="h4" component="h2" gutterBottom>
        {t('packages.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('packages.intro')}
      </Typography>
      <Grid container spacing={3}>
        {GROWTH_PACKAGES.map(({ tier, slug }) => (
          <Grid key={tier} size={{ xs: 12, md: 6 }}>
            <GrowthPackage tier={tier} slug={slug} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/**
 * One package in the page's language. Ordering it puts its service in the cart (the server's for a
 * client, the browser's for a visitor) and goes on to checkout, where a visitor signs in first.
 */
function GrowthPackage({ tier, slug }: { tier: GrowthPackageTier; slug: string }) {
  const { t } = useTranslation(['promo10k', 'common']);
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: service, isError, refetch } = useGetGrowthPackageQuery({ slug, lang });
  const [ordering, setOrdering] = useState(false);
  const [failed, setFailed] = useState(false);

  const order = async () => {
    if (!service) return;
    setOrdering(true);
    setFailed(false);
    try {
      await dispatch(orderService({ service: { id: service.id, slug: service.slug, priceFrom: service.priceFrom, currency: service.currency } })).unwrap();
      // Straight on to checkout: the cart drawer that ordering opens is not needed here.
      dispatch(openSet(false));
      await navigate(`/${lang}/checkout`);
    } catch {
      setFailed(true);
    } finally {
      setOrdering(false);
    }
  };

  return (
    <Card component="article" aria-label={t(`packages.${tier}.name`)} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="overline" color="primary">
          {t(`packages.${tier}.name`)}
        </Typography>
        {isError ? (
          <SectionUnavailable title={t('common:remote.unavailable')} hint={t('common:remote.unavailableHint')} retryLabel={t('common:remote.retry')} onRetry={() => void refetch()} />
        ) : (
          <>
            <Typography variant="h5" component="h3" gutterBottom>
              {service?.title ?? <Skeleton width="70%" />}
            </Typography>
            <Typography variant="h4" component="p" color="primary" data-testid={`package-${tier}-price`} gutterBottom>
              {service ? formatPrice(service.priceFrom, service.currency, lang) : <Skeleton width={120} />}
            </Typography>
            <Typography color="text.secondary">{service?.shortDescription}</Typography>
            <List dense>
              {service?.features.map((feature) => (
                <ListItem key={feature} disableGutters>
                  <ListItemText primary={featureLabel(feature)} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        {failed && (
          <Alert severity="error" role="alert">
            {t('packages.orderFailed')}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button variant="contained" size="large" fullWidth disabled={!service || ordering} onClick={() => void order()}>
          {t(`packages.${tier}.order`)}
        </Button>
      </CardActions>
    </Card>
  );
}
