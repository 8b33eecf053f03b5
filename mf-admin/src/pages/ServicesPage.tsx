import { Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useGetAdminServicesQuery, type ServiceRow } from '../api/admin-api';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, SearchFilter, SelectFilter, SortFilter } from '../components/Filters';
import { ListResults } from '../components/ListResults';
import { useLanguage } from '../hooks/use-language';
import { oneOf, sortOf, useListParams } from '../hooks/use-list-params';

const FILTERS = ['search', 'state', 'sort'] as const;
const STATES = ['active', 'inactive'] as const;
const SORTS = ['position-asc', 'title-asc', 'title-desc', 'updated-desc', 'updated-asc'] as const;

/** Every service, active or not (or only one state), in an order of the staff's choosing; edit each, or add one. */
export function ServicesPage() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const list = useListParams(FILTERS);
  const { values, setFilter } = list;
  const result = useGetAdminServicesQuery({
    search: values.search || undefined,
    state: oneOf(STATES, values.state),
    ...sortOf(SORTS, values.sort),
    lang,
    limit: list.limit,
    offset: list.offset,
  });
  const columns: Column<ServiceRow>[] = [
    { key: 'slug', header: t('services.slug'), cell: (service) => service.slug },
    {
      key: 'state',
      header: t('services.state'),
      cell: (service) => <Chip size="small" color={service.isActive ? 'success' : 'default'} label={service.isActive ? t('services.active') : t('services.inactive')} />,
    },
  ];
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1">
          {t('menu.services')}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={`/${lang}/admin/categories`}>
            {t('menu.categories')}
          </Button>
          <Button component={RouterLink} to={`/${lang}/admin/services/new`} variant="contained">
            {t('services.new')}
          </Button>
        </Stack>
      </Stack>
      <FilterBar>
        <SearchFilter label={t('services.search')} value={values.search} onChange={(value) => setFilter('search', value)} />
        <SelectFilter
          label={t('services.state')}
          value={values.state}
          anyLabel={t('filters.any')}
          options={STATES.map((state) => ({ value: state, label: t(`services.${state}`) }))}
          onChange={(value) => setFilter('state', value)}
        />
        <SortFilter sorts={SORTS} value={values.sort} onChange={(value) => setFilter('sort', value)} />
      </FilterBar>
      <ListResults result={result} empty={t('services.none')} page={list.page} onPageChange={list.setPage}>
        {(rows) => (
          <DataTable
            caption={t('menu.services')}
            columns={columns}
            rows={rows}
            rowKey={(service) => service.id}
            rowLink={(service) => `/${lang}/admin/services/${service.id}`}
            rowLabel={(service) => service.title}
            labelHeader={t('services.title')}
          />
        )}
      </ListResults>
    </>
  );
}
