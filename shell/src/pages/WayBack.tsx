import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { RetryIcon } from 'shared-ui';
import { paths } from '../routing/paths';
import { useCurrentLanguage } from '../routing/use-current-language';

interface WayBackProps {
  /** Where trying again can help (a page that failed or could not be loaded): its button. */
  retry?: { label: string; onClick: () => void };
}

/**
 * What every error page offers, so none is a dead end (issue 19): the home page, going back when the
 * visitor came from a page of this site, and trying again where that can help.
 */
export function WayBack({ retry }: WayBackProps) {
  const { t } = useTranslation('common');
  const lang = useCurrentLanguage();
  const navigate = useNavigate();
  // The first page of a visit has no page of this site to go back to.
  const cameFromThisSite = useLocation().key !== 'default';
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ display: 'inline-flex', flexWrap: 'wrap' }}>
      {retry && (
        <Button variant="contained" startIcon={<RetryIcon />} onClick={retry.onClick}>
          {retry.label}
        </Button>
      )}
      <Button component={RouterLink} to={paths.home(lang)} variant={retry ? 'outlined' : 'contained'}>
        {t('notFound.home')}
      </Button>
      {cameFromThisSite && <Button onClick={() => navigate(-1)}>{t('buttons.back')}</Button>}
    </Stack>
  );
}
