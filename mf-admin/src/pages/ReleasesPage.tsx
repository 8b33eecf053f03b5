import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { useActivateReleaseMutation, useGetReleasesQuery, useRollBackReleaseMutation, type RemoteStatus } from '../api/admin-api';
import { DataTable } from '../components/DataTable';
import { useDateFormat } from '../components/Formats';
import { LoadFailed, Loading } from '../components/States';
import { useServerMessage } from '../hooks/use-server-message';

type Pending = { kind: 'activate'; version: string } | { kind: 'rollback' };

/** The remote registry: each remote's active release, the releases in the store, switch and roll back. */
export function ReleasesPage() {
  const { t } = useTranslation('admin');
  const { data, error, isLoading } = useGetReleasesQuery();
  if (isLoading) return <Loading />;
  if (error || !data) return <LoadFailed error={error} />;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('menu.releases')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('releases.intro')}
      </Typography>
      <Stack sx={{ gap: 2 }}>
        {data.map((remote) => (
          <RemoteCard key={remote.name} remote={remote} />
        ))}
      </Stack>
    </>
  );
}

function RemoteCard({ remote }: { remote: RemoteStatus }) {
  const { t } = useTranslation('admin');
  const serverMessage = useServerMessage();
  const formatDate = useDateFormat();
  const [chosen, setChosen] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [activate, activation] = useActivateReleaseMutation();
  const [rollBack, rollback] = useRollBackReleaseMutation();
  const failure = activation.error ?? rollback.error;
  const others = remote.versions.filter((version) => version !== remote.version);
  const titleId = `release-${remote.name}`;

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'activate') void activate({ name: remote.name, version: pending.version });
    else void rollBack(remote.name);
    setPending(null);
    setChosen('');
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId}>
          {t(`releases.remote.${remote.name}`)}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('releases.active', { version: remote.version ?? t('releases.byUrl', { url: remote.url }) })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ gap: 1, mt: 2, alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={t('releases.version')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ minWidth: 220 }}
            disabled={others.length === 0}
            helperText={others.length === 0 ? t('releases.noOther') : undefined}
          >
            {others.map((version) => (
              <MenuItem key={version} value={version}>
                {version}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" disabled={!chosen || activation.isLoading} onClick={() => setPending({ kind: 'activate', version: chosen })}>
            {t('releases.activate')}
          </Button>
          <Button variant="outlined" color="warning" disabled={remote.history.length === 0 || rollback.isLoading} onClick={() => setPending({ kind: 'rollback' })}>
            {t('releases.rollBack')}
          </Button>
        </Stack>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {serverMessage(failure)}
          </Alert>
        ) : null}
        {remote.history.length > 0 ? (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {t('releases.history')}
            </Typography>
            <DataTable
              caption={t('releases.historyOf', { remote: t(`releases.remote.${remote.name}`) })}
              rows={remote.history.slice(0, 10)}
              rowKey={(entry) => `${entry.at}-${entry.kind}`}
              columns={[
                { key: 'at', header: t('releases.when'), cell: (entry) => formatDate(entry.at, true) },
                { key: 'kind', header: t('releases.what'), cell: (entry) => t(`releases.kind.${entry.kind}`) },
                { key: 'to', header: t('releases.to'), cell: (entry) => entry.version ?? entry.url },
                { key: 'from', header: t('releases.from'), cell: (entry) => entry.fromVersion ?? entry.fromUrl ?? '—' },
              ]}
            />
          </>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        text={
          pending?.kind === 'activate'
            ? t('releases.activateConfirm', { remote: t(`releases.remote.${remote.name}`), version: pending.version })
            : t('releases.rollBackConfirm', { remote: t(`releases.remote.${remote.name}`) })
        }
        confirmLabel={pending?.kind === 'activate' ? t('releases.activate') : t('releases.rollBack')}
        cancelLabel={t('cancel')}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
