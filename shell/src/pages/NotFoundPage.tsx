import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NotFoundView } from 'shared-ui';
import { paths } from '../routing/paths';
import { useCurrentLanguage } from '../routing/use-current-language';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const lang = useCurrentLanguage();
  return (
    <NotFoundView
      title={t('notFound.title')}
      message={t('notFound.message')}
      action={
        <Button component={RouterLink} to={paths.home(lang)} variant="contained">
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
