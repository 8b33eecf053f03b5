import { memo } from 'react';
import { Box, Button, Card, CardContent, Grid, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApiError } from 'shared-api';
import type { Category } from 'shared-api/contracts/catalogue';
import { CategoryChip, ErrorAlert, formatPrice, HydrateWhenSeen, PageLoader, useApiErrorMessage } from 'shared-ui';
import type { ServiceCardItem } from '../api/catalogue-api';
import { useGetCategoriesQuery, useGetServicesQuery } from '../api/catalogue-api';
import { useLanguage } from '../hooks/use-language';

/** Spec 2: each category on the home page shows up to three of its services. */
const SERVICES_PER_CATEGORY = 3;

/**
 * A category's card: its count, its link and its first services with prices. Hydrated when it comes
 * near the screen (HydrateWhenSeen); memoised, so the section's renders do not reach a waiting card.
 */
const CategoryCell = memo(function CategoryCell({ category, services, lang }: { category: Category; services: ServiceCardItem[]; lang: string }) {
  const { t } = useTranslation('services');
  const top = services
    .filter((service) => service.categoryId === category.id)
    .sort((a, b) => Number(b.isPopular) - Number(a.isPopular))
    .slice(0, SERVICES_PER_CATEGORY);
  return (
    <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
      <HydrateWhenSeen style={{ height: '100%' }}>
        <Card component="article" aria-label={category.name} sx={{ height: '100%' }}>
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
              <CategoryChip name={category.name} color={category.color} />
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {t('homeSection.servicesCount', { count: category.services })}
              </Typography>
            </Stack>
            <Link component={RouterLink} to={`/${lang}/services?category=${category.slug}`} variant="h6" underline="hover" color="inherit">
              {category.name}
            </Link>
            <List dense disablePadding>
              {top.map((service) => (
                <ListItem key={service.id} disableGutters sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Link component={RouterLink} to={`/${lang}/services/${service.slug}`} color="text.secondary" variant="body2">
                    {service.title}
                  </Link>
                  <Typography variant="body2" color="primary" sx={{ whiteSpace: 'nowrap' }}>
                    {t('homeSection.fromPrice', { price: formatPrice(service.priceFrom, service.currency, lang) })}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      </HydrateWhenSeen>
    </Grid>
  );
});

/** The home page's services section: categories with their counts and a few services each, with prices. */
export default function ServicesSection() {
  const { t } = useTranslation(['home', 'services']);
  const messageOf = useApiErrorMessage();
  const lang = useLanguage();
  const categories = useGetCategoriesQuery({ lang });
  const services = useGetServicesQuery({ lang, limit: 100 });
  const error = (categories.error ?? services.error) as ApiError | undefined;

  return (
    <Box component="section" aria-labelledby="home-services-title" sx={{ py: 4 }}>
      <Stack direction="row" sx={{ mb: 3, justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Box>
          <Typography id="home-services-title" variant="h3" component="h2">
            {t('services.title')}
          </Typography>
          <Typography color="text.secondary">{t('services.popular')}</Typography>
        </Box>
        <Button component={RouterLink} to={`/${lang}/services`}>
          {t('services.viewAll')}
        </Button>
      </Stack>
      {(categories.isLoading || services.isLoading) && <PageLoader label={t('services:catalogue.loading')} />}
      {error && (
        <ErrorAlert>
          {t('services:homeSection.loadingError')} {messageOf(error)}
        </ErrorAlert>
      )}
      {categories.data && services.data && (
        <Grid container spacing={3}>
          {categories.data.map((category) => (
            <CategoryCell key={category.id} category={category} services={services.data!.items} lang={lang} />
          ))}
        </Grid>
      )}
    </Box>
  );
}
