import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, PageLoader } from 'shared-ui';
import { useServerMessage } from '../hooks/use-server-message';

export function Loading() {
  const { t } = useTranslation('admin');
  return <PageLoader label={t('loading')} minHeight={160} />;
}

export function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('admin');
  const serverMessage = useServerMessage();
  return <ErrorAlert>{t('loadFailed', { message: serverMessage(error) })}</ErrorAlert>;
}

export function NoRows({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}
