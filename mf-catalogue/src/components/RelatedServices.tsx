import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Service } from 'shared-api/contracts/catalogue';
import { useGetCategoriesQuery, useGetServicesQuery } from '../api/catalogue-api';
import { useLanguage } from '../hooks/use-language';
import { ServiceGrid } from './ServiceGrid';

/** How many other services of the same category the detail page suggests. */
const RELATED = 3;

export function RelatedServices({ service }: { service: Service }) {
  const { t } = useTranslation('services');
  const lang = useLanguage();
  const categorySlug = service.category?.slug;
  const { data } = useGetServicesQuery({ lang, category: categorySlug, limit: RELATED + 1 }, { skip: !categorySlug });
  const categories = useGetCategoriesQuery({ lang });
  const related = (data?.items ?? []).filter((other) => other.id !== service.id).slice(0, RELATED);
  if (related.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="related-title" sx={{ mt: 6 }}>
      <Typography id="related-title" variant="h4" component="h2" gutterBottom>
        {t('details.relatedServices')}
      </Typography>
      <ServiceGrid services={related} categories={categories.data ?? []} />
    </Box>
  );
}
