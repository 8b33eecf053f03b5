import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ApiError } from 'shared-api';
import { ErrorAlert, PageLoader } from 'shared-ui';

export function Loading() {
  const { t } = useTranslation('admin');
  return <PageLoader label={t('loading')} minHeight={160} />;
}

export function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('admin');
  return <ErrorAlert>{t('loadFailed', { message: (error as ApiError).message ?? '' })}</ErrorAlert>;
}

export function NoRows({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}
