import { Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useGetAdminServicesQuery, type ServiceRow } from '../api/admin-api';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, SearchFilter } from '../components/Filters';
import { ListResults } from '../components/ListResults';
import { useLanguage } from '../hooks/use-language';
import { useListParams } from '../hooks/use-list-params';

const FILTERS = ['search'] as const;

/** Every service, active or not, with a way to edit each and to add one. */
export function ServicesPage() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const list = useListParams(FILTERS);
  const result = useGetAdminServicesQuery({ search: list.values.search || undefined, lang, limit: list.limit, offset: list.offset });
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
        <Button component={RouterLink} to={`/${lang}/admin/services/new`} variant="contained">
          {t('services.new')}
        </Button>
      </Stack>
      <FilterBar>
        <SearchFilter label={t('services.search')} value={list.values.search} onChange={(value) => list.setFilter('search', value)} />
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
