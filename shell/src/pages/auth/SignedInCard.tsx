import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { selectCurrentUser, useAppSelector } from 'shared-api';
import { paths } from '../../routing/paths';
import { useCurrentLanguage } from '../../routing/use-current-language';
import { AuthCard } from './AuthCard';

/** What the sign-in and sign-up pages show a client who is signed in already: who they are and the way to their account. */
export function SignedInCard() {
  const { t } = useTranslation('forms');
  const lang = useCurrentLanguage();
  const user = useAppSelector(selectCurrentUser);
  return (
    <AuthCard title={t('auth.signedInTitle')}>
      <Typography sx={{ mb: 3 }}>{t('auth.signedInText', { name: user?.firstName || user?.email })}</Typography>
      <Button component={RouterLink} to={paths.account(lang)} variant="contained">
        {t('auth.goToAccount')}
      </Button>
    </AuthCard>
  );
}
