import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AdminCategory } from 'shared-api/contracts/admin';
import { LANGUAGES } from 'shared-i18n';
import { useGetAdminCategoriesQuery } from '../api/admin-api';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, SortFilter } from '../components/Filters';
import { ListResults } from '../components/ListResults';
import { useLanguage } from '../hooks/use-language';
import { sortOf, useListParams } from '../hooks/use-list-params';

const FILTERS = ['sort'] as const;
const SORTS = ['position-asc', 'position-desc', 'name-asc', 'name-desc'] as const;

/** The catalogue's categories, active or not, with their services and missing translations; edit each, or add one. */
export function CategoriesPage() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const list = useListParams(FILTERS);
  const result = useGetAdminCategoriesQuery({ ...sortOf(SORTS, list.values.sort), lang, limit: list.limit, offset: list.offset });
  const nameOf = (category: AdminCategory) => category.translations[lang]?.name ?? category.translations.en?.name ?? category.slug;
  const columns: Column<AdminCategory>[] = [
    { key: 'slug', header: t('services.slug'), cell: (category) => category.slug },
    {
      key: 'color',
      header: t('categories.color'),
      cell: (category) => (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: category.color, border: 1, borderColor: 'divider' }} />
          {category.color}
        </Stack>
      ),
    },
    { key: 'position', header: t('categories.position'), align: 'right', cell: (category) => category.sortOrder },
    { key: 'services', header: t('categories.services'), align: 'right', cell: (category) => t('categories.servicesCount', { active: category.activeServices, all: category.services }) },
    {
      key: 'languages',
      header: t('categories.languages'),
      cell: (category) => {
        const missing = LANGUAGES.filter((code) => !category.translations[code]);
        return missing.length === 0 ? t('categories.allLanguages') : <Chip size="small" color="warning" label={t('categories.missingCount', { n: missing.length })} />;
      },
    },
    {
      key: 'state',
      header: t('services.state'),
      cell: (category) => <Chip size="small" color={category.isActive ? 'success' : 'default'} label={category.isActive ? t('services.active') : t('services.inactive')} />,
    },
  ];
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1">
          {t('menu.categories')}
        </Typography>
        <Button component={RouterLink} to={`/${lang}/admin/categories/new`} variant="contained">
          {t('categories.new')}
        </Button>
      </Stack>
      <FilterBar>
        <SortFilter sorts={SORTS} value={list.values.sort} onChange={(value) => list.setFilter('sort', value)} />
      </FilterBar>
      <ListResults result={result} empty={t('categories.none')} page={list.page} onPageChange={list.setPage}>
        {(rows) => (
          <DataTable
            caption={t('menu.categories')}
            columns={columns}
            rows={rows}
            rowKey={(category) => category.id}
            rowLink={(category) => `/${lang}/admin/categories/${category.id}`}
            rowLabel={nameOf}
            labelHeader={t('categories.name')}
          />
        )}
      </ListResults>
    </>
  );
}
