import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { selectSessionStatus, useAppSelector } from 'shared-api';
import { emailBody, type Verification } from 'shared-api/contracts/auth';
import { PageLoader, useDocumentMeta, useHydrated } from 'shared-ui';
import { FormTextField } from 'shared-ui/forms';
import { useResendVerificationMutation, useVerifyEmailMutation } from '../../api/auth-api';
import { paths } from '../../routing/paths';
import { useCurrentLanguage } from '../../routing/use-current-language';
import { AuthCard } from './AuthCard';

function ResendVerification() {
  const { t } = useTranslation('forms');
  const [resend, { isLoading, isSuccess }] = useResendVerificationMutation();
  const alive = useHydrated();
  const { register, handleSubmit, formState } = useForm<z.input<typeof emailBody>>({ resolver: zodResolver(emailBody) });
  return (
    <Stack component="form" onSubmit={handleSubmit((values) => resend(emailBody.parse(values)))} noValidate spacing={2} sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2">
        {t('auth.resendTitle')}
      </Typography>
      {isSuccess && <Alert severity="success" role="status">{t('auth.resendSent')}</Alert>}
      <FormTextField label={t('login.email')} type="email" autoComplete="email" required registration={register('email')} errorMessage={formState.errors.email?.message} />
      <Button type="submit" variant="outlined" disabled={!alive || isLoading}>
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
  const [verify] = useVerifyEmailMutation();
  // The answer is kept here, not in the query cache: the session the link starts replaces the
  // browser's, and a change of client empties that cache (shared-api/src/store.ts).
  const [outcome, setOutcome] = useState<{ verification: Verification } | 'failed' | 'waiting'>('waiting');
  const sent = useRef(false);
  useDocumentMeta(t('auth.verifyTitle'));

  useEffect(() => {
    // The link works once: confirm it once, even when effects run twice in development. Wait for the
    // check of a stored session, so its late answer cannot overwrite the session the link starts.
    if (!token || sent.current || !sessionChecked) return;
    sent.current = true;
    verify({ token })
      .unwrap()
      .then((verification) => setOutcome({ verification }), () => setOutcome('failed'));
  }, [token, sessionChecked, verify]);

  if (token && outcome === 'waiting') return <PageLoader label={t('auth.verifying')} />;
  if (typeof outcome === 'object') {
    const { verification } = outcome;
    return (
      <AuthCard title={t('auth.verifiedTitle')}>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {verification.bonusGranted ? t('auth.bonusGranted') : t('auth.alreadyVerified')}
        </Alert>
        <Button component={RouterLink} to={paths.accountSection(lang, 'bonus')} variant="contained">
          {t('auth.goToAccount')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.verifyTitle')}>
      {(outcome === 'failed' || !token) && <Alert severity="error" role="alert">{t('auth.verifyFailed')}</Alert>}
      <ResendVerification />
    </AuthCard>
  );
}
