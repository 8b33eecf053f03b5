import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AdminLead } from 'shared-api/contracts/admin';
import { LEAD_KINDS, LEAD_STATUSES } from 'shared-domain';
import { useGetLeadsQuery, useUpdateLeadMutation } from '../api/admin-api';
import { FilterBar, SelectFilter, SortFilter } from '../components/Filters';
import { useDateFormat } from '../components/Formats';
import { ListResults } from '../components/ListResults';
import { oneOf, sortOf, useListParams } from '../hooks/use-list-params';
import { useServerMessage } from '../hooks/use-server-message';

const FILTERS = ['kind', 'status', 'sort'] as const;
const SORTS = ['date-desc', 'date-asc'] as const;

/** The leads inbox: contact, callback and quote requests, each with its status and the staff's notes. */
export function LeadsPage() {
  const { t } = useTranslation('admin');
  const list = useListParams(FILTERS);
  const { values, setFilter } = list;
  const result = useGetLeadsQuery({
    kind: oneOf(LEAD_KINDS, values.kind),
    status: oneOf(LEAD_STATUSES, values.status),
    direction: sortOf(SORTS, values.sort).direction,
    limit: list.limit,
    offset: list.offset,
  });
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('menu.leads')}
      </Typography>
      <FilterBar>
        <SelectFilter
          label={t('leads.kindLabel')}
          value={values.kind}
          anyLabel={t('filters.any')}
          options={LEAD_KINDS.map((kind) => ({ value: kind, label: t(`leads.kind.${kind}`) }))}
          onChange={(value) => setFilter('kind', value)}
        />
        <SelectFilter
          label={t('leads.statusLabel')}
          value={values.status}
          anyLabel={t('filters.any')}
          options={LEAD_STATUSES.map((status) => ({ value: status, label: t(`leads.status.${status}`) }))}
          onChange={(value) => setFilter('status', value)}
        />
        <SortFilter sorts={SORTS} value={values.sort} onChange={(value) => setFilter('sort', value)} />
      </FilterBar>
      <ListResults result={result} empty={t('leads.none')} page={list.page} onPageChange={list.setPage}>
        {(rows) => (
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 2 }}>
            {rows.map((lead) => (
              <LeadCard key={lead.id} lead={lead} />
            ))}
          </Stack>
        )}
      </ListResults>
    </>
  );
}

function LeadCard({ lead }: { lead: AdminLead }) {
  const { t } = useTranslation('admin');
  const serverMessage = useServerMessage();
  const formatDate = useDateFormat();
  const [notes, setNotes] = useState(lead.notes);
  const [update, saving] = useUpdateLeadMutation();
  const headingId = `lead-${lead.id}`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h6" component="h2" id={headingId}>
            {t(`leads.kind.${lead.kind}`)}: {lead.name}
          </Typography>
          <Typography color="text.secondary">{formatDate(lead.createdAt, true)}</Typography>
        </Stack>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{[lead.email, lead.phone, lead.preferredTime].filter(Boolean).join(' · ')}</Typography>
        {lead.message ? (
          <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{lead.message}</Typography>
        ) : null}
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mt: 2, alignItems: { md: 'flex-start' } }}>
          <TextField
            select
            size="small"
            label={t('leads.statusLabel')}
            value={lead.status}
            onChange={(event) => void update({ id: lead.id, status: event.target.value as AdminLead['status'] })}
            sx={{ minWidth: 180 }}
          >
            {LEAD_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`leads.status.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            multiline
            minRows={2}
            label={t('leads.notes')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            sx={{ flexGrow: 1 }}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          <Button variant="outlined" disabled={notes === lead.notes || saving.isLoading} onClick={() => void update({ id: lead.id, notes })}>
            {t('leads.saveNotes')}
          </Button>
        </Stack>
        {saving.error ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {serverMessage(saving.error)}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
