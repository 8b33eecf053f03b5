import { Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../routing/paths';
import { useCurrentLanguage } from '../routing/use-current-language';
import type { Consent } from './consent';

/** Asks once, before any analytics, whether page views may be counted; present and hidden otherwise. */
export function ConsentBanner({ hidden, onAnswer }: { hidden: boolean; onAnswer: (consent: Consent) => void }) {
  const { t } = useTranslation('common');
  const lang = useCurrentLanguage();
  return (
    <Paper
      hidden={hidden}
      role="region"
      aria-label={t('consent.label')}
      elevation={8}
      sx={{ position: 'fixed', bottom: 16, left: 16, right: 16, maxWidth: 720, mx: 'auto', p: 2, zIndex: (theme) => theme.zIndex.snackbar }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {t('consent.text')}{' '}
          {/* A link inside a sentence is underlined: its colour alone does not tell it from the text. */}
          <Link component={RouterLink} to={paths.privacy(lang)} underline="always">
            {t('consent.privacy')}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => onAnswer('rejected')}>
            {t('consent.reject')}
          </Button>
          <Button variant="contained" onClick={() => onAnswer('accepted')}>
            {t('consent.accept')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
