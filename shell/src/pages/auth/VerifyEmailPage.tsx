import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { selectSessionStatus, useAppSelector } from 'shared-api';
import { emailBody } from 'shared-api/contracts/auth';
import { PageLoader, useDocumentMeta } from 'shared-ui';
import { FormTextField } from 'shared-ui/forms';
import { useResendVerificationMutation, useVerifyEmailMutation } from '../../api/auth-api';
import { paths } from '../../routing/paths';
import { useCurrentLanguage } from '../../routing/use-current-language';
import { AuthCard } from './AuthCard';

function ResendVerification() {
  const { t } = useTranslation('forms');
  const [resend, { isLoading, isSuccess }] = useResendVerificationMutation();
  const { register, handleSubmit, formState } = useForm<z.input<typeof emailBody>>({ resolver: zodResolver(emailBody) });
  return (
    <Stack component="form" onSubmit={handleSubmit((values) => resend(emailBody.parse(values)))} noValidate spacing={2} sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2">
        {t('auth.resendTitle')}
      </Typography>
      {isSuccess && <Alert severity="success" role="status">{t('auth.resendSent')}</Alert>}
      <FormTextField label={t('login.email')} type="email" autoComplete="email" required registration={register('email')} errorMessage={formState.errors.email?.message} />
      <Button type="submit" variant="outlined" disabled={isLoading}>
        {t('auth.resendSubmit')}
      </Button>
    </Stack>
  );
}

/**
 * The landing page of the mailed confirmation link: confirms the email and the 10 000 EUR welcome
 * bonus, and signs the client in (the verify endpoint starts the session).
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('forms');
  const lang = useCurrentLanguage();
  const token = useSearchParams()[0].get('token') ?? '';
  const sessionChecked = useAppSelector(selectSessionStatus) !== 'loading';
  const [verify, { data, isError, isUninitialized, isLoading }] = useVerifyEmailMutation();
  const sent = useRef(false);
  useDocumentMeta(t('auth.verifyTitle'));

  useEffect(() => {
    // The link works once: confirm it once, even when effects run twice in development. Wait for the
    // check of a stored session, so its late answer cannot overwrite the session the link starts.
    if (!token || sent.current || !sessionChecked) return;
    sent.current = true;
    void verify({ token });
  }, [token, sessionChecked, verify]);

  if (token && (isUninitialized || isLoading)) return <PageLoader label={t('auth.verifying')} />;
  if (data) {
    return (
      <AuthCard title={t('auth.verifiedTitle')}>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {data.bonusGranted ? t('auth.bonusGranted') : t('auth.alreadyVerified')}
        </Alert>
        <Button component={RouterLink} to={paths.accountSection(lang, 'bonus')} variant="contained">
          {t('auth.goToAccount')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.verifyTitle')}>
      {(isError || !token) && <Alert severity="error" role="alert">{t('auth.verifyFailed')}</Alert>}
      <ResendVerification />
    </AuthCard>
  );
}
