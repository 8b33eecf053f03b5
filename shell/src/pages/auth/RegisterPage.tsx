import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { register as registerClient, selectSessionError, selectSessionStatus, useAppDispatch, useAppSelector } from 'shared-api';
import { registerBody } from 'shared-api/contracts/auth';
import { useApiErrorMessage, useDocumentMeta } from 'shared-ui';
import { CheckboxField, FormTextField, TermsAcceptance } from 'shared-ui/forms';
import { paths } from '../../routing/paths';
import { useCurrentLanguage } from '../../routing/use-current-language';
import { AuthCard } from './AuthCard';
import { SignedInCard } from './SignedInCard';

type RegisterForm = z.input<typeof registerBody>;

/**
 * Sign-up (spec 3 fields, spec 5 rules and messages), then a prompt to open the mailed link, which
 * activates the account, signs the client in and grants the bonus. The same card follows whether or
 * not the email already had an account: registering signs no one in.
 */
export function RegisterPage() {
  const { t } = useTranslation('forms');
  const lang = useCurrentLanguage();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const error = useAppSelector(selectSessionError);
  const messageOf = useApiErrorMessage();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RegisterForm>({
    resolver: zodResolver(registerBody),
    defaultValues: { acceptMarketing: false, language: lang },
  });
  useDocumentMeta(t('auth.registerTitle'));

  const submit = handleSubmit(async (values) => {
    const request = registerBody.parse({ ...values, language: lang });
    const result = await dispatch(registerClient({ ...request, phone: request.phone || undefined }));
    if (registerClient.fulfilled.match(result)) setRegisteredEmail(result.payload.email);
  });

  if (status === 'authenticated' && !registeredEmail) return <SignedInCard />;

  if (registeredEmail) {
    return (
      <AuthCard title={t('auth.registeredTitle')}>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {t('auth.registeredText', { email: registeredEmail })}
        </Alert>
        <Button component={RouterLink} to={paths.login(lang)} variant="contained">
          {t('auth.loginSubmit')}
        </Button>
      </AuthCard>
    );
  }

  const field = (name: 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'confirmPassword') => ({
    registration: register(name),
    errorMessage: formState.errors[name]?.message,
  });
  return (
    <AuthCard title={t('auth.registerTitle')} intro={t('auth.registerIntro')}>
      <Stack component="form" onSubmit={submit} noValidate spacing={2}>
        {error && status !== 'loading' && (
          <Alert severity="error" role="alert">
            {messageOf(error, t('auth.registrationFailed'))}
          </Alert>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField label={t('register.firstName')} autoComplete="given-name" required {...field('firstName')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField label={t('register.lastName')} autoComplete="family-name" required {...field('lastName')} />
          </Grid>
        </Grid>
        <FormTextField label={t('register.email')} type="email" autoComplete="email" required {...field('email')} />
        <FormTextField label={t('register.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <FormTextField label={t('register.password')} type="password" autoComplete="new-password" required {...field('password')} />
        <FormTextField label={t('register.confirmPassword')} type="password" autoComplete="new-password" required {...field('confirmPassword')} />
        <TermsAcceptance registration={register('acceptTerms')} errorMessage={formState.errors.acceptTerms?.message} termsHref={paths.terms(lang)} />
        <CheckboxField {...register('acceptMarketing')} label={t('register.acceptMarketing')} />
        <Button type="submit" variant="contained" size="large" disabled={status === 'loading'}>
          {t('auth.registerSubmit')}
        </Button>
        <Link component={RouterLink} to={paths.login(lang)}>
          {t('auth.haveAccount')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
