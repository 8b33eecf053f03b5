import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Spec 2: the total found, and either the number of categories or the selected category's name. */
export function ResultsFooter({ total, categoryName, categoriesCount }: { total: number; categoryName?: string; categoriesCount: number }) {
  const { t } = useTranslation('services');
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }} role="status">
      {t('catalogue.totalFound', { count: total })} ·{' '}
      {categoryName ? t('catalogue.categoryName', { name: categoryName }) : t('catalogue.categoriesCount', { count: categoriesCount })}
    </Typography>
  );
}
