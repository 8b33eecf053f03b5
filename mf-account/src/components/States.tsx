import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState as SharedEmptyState, ErrorAlert, useApiErrorMessage } from 'shared-ui';
import { useLanguage } from '../hooks/use-language';

export function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('account');
  const messageOf = useApiErrorMessage();
  return <ErrorAlert>{t('errors.loadFailed', { message: messageOf(error) })}</ErrorAlert>;
}

/** For a new client: nothing here yet, and the way to the catalogue. */
export function EmptyState({ text }: { text: string }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  return (
    <SharedEmptyState
      text={text}
      action={
        <Button component={RouterLink} to={`/${lang}/services`} variant="contained">
          {t('orders.browse')}
        </Button>
      }
    />
  );
}
