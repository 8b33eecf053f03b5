import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from 'shared-api/contracts/admin';
import { useGetClientsQuery } from '../api/admin-api';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, SearchFilter, SortFilter } from '../components/Filters';
import { useDateFormat } from '../components/Formats';
import { ListResults } from '../components/ListResults';
import { useLanguage } from '../hooks/use-language';
import { sortOf, useListParams } from '../hooks/use-list-params';

const FILTERS = ['search', 'sort'] as const;
const SORTS = ['date-desc', 'date-asc', 'name-asc', 'name-desc', 'email-asc', 'email-desc'] as const;

/** Clients, searched by name or e-mail; each opens with their orders, bonus and offer. */
export function ClientsPage() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const formatDate = useDateFormat();
  const list = useListParams(FILTERS);
  const { values, setFilter } = list;
  const result = useGetClientsQuery({ search: values.search || undefined, ...sortOf(SORTS, values.sort), limit: list.limit, offset: list.offset });
  const columns: Column<AdminUser>[] = [
    { key: 'email', header: t('clients.email'), cell: (user) => user.email },
    { key: 'role', header: t('clients.role'), cell: (user) => t(`clients.roles.${user.role}`) },
    { key: 'verified', header: t('clients.verified'), cell: (user) => (user.isEmailVerified ? t('yes') : t('no')) },
    { key: 'since', header: t('clients.since'), cell: (user) => formatDate(user.createdAt) },
  ];
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('menu.clients')}
      </Typography>
      <FilterBar>
        <SearchFilter label={t('clients.search')} value={values.search} onChange={(value) => setFilter('search', value)} />
        <SortFilter sorts={SORTS} value={values.sort} onChange={(value) => setFilter('sort', value)} />
      </FilterBar>
      <ListResults result={result} empty={t('clients.none')} page={list.page} onPageChange={list.setPage}>
        {(rows) => (
          <DataTable
            caption={t('menu.clients')}
            columns={columns}
            rows={rows}
            rowKey={(user) => user.id}
            rowLink={(user) => `/${lang}/admin/clients/${user.id}`}
            rowLabel={(user) => `${user.firstName} ${user.lastName}`}
            labelHeader={t('clients.name')}
          />
        )}
      </ListResults>
    </>
  );
}
