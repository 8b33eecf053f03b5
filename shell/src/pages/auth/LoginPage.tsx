import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Stack } from '@mui/material';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { login, selectSessionError, selectSessionStatus, useAppDispatch, useAppSelector } from 'shared-api';
import { loginBody } from 'shared-api/contracts/auth';
import { useApiErrorMessage, useDocumentMeta } from 'shared-ui';
import { FormTextField } from 'shared-ui/forms';
import { paths } from '../../routing/paths';
import type { FromLocationState } from '../../routing/RequireAuth';
import { useCurrentLanguage } from '../../routing/use-current-language';
import { AuthCard } from './AuthCard';
import { SignedInCard } from './SignedInCard';

type LoginForm = z.input<typeof loginBody>;

/** Sign-in (spec 2): email, password, remember me, the way to a new password; back where the guard stopped the client. */
export function LoginPage() {
  const { t } = useTranslation('forms');
  const lang = useCurrentLanguage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const from = (useLocation().state as FromLocationState | null)?.from;
  const status = useAppSelector(selectSessionStatus);
  const error = useAppSelector(selectSessionError);
  const messageOf = useApiErrorMessage();
  const { register, handleSubmit, formState } = useForm<LoginForm>({ resolver: zodResolver(loginBody), defaultValues: { rememberMe: true } });
  const [signingIn, setSigningIn] = useState(false);
  useDocumentMeta(t('auth.loginTitle'));

  const submit = handleSubmit(async (values) => {
    setSigningIn(true);
    const result = await dispatch(login(loginBody.parse(values)));
    if (login.fulfilled.match(result)) navigate(from ? `${from.pathname}${from.search}${from.hash}` : paths.account(lang), { replace: true });
    else setSigningIn(false);
  });

  // A client who is signed in (and not signing in here, on the way back where they came from) gets their account, not a form.
  if (status === 'authenticated' && !signingIn) return <SignedInCard />;

  return (
    <AuthCard title={t('auth.loginTitle')} intro={t('auth.loginIntro')}>
      <Stack component="form" onSubmit={submit} noValidate spacing={2}>
        {error && status !== 'loading' && (
          <Alert severity="error" role="alert">
            {messageOf(error, t('auth.loginFailed'))}
          </Alert>
        )}
        <FormTextField label={t('login.email')} type="email" autoComplete="email" required registration={register('email')} errorMessage={formState.errors.email?.message} />
        <FormTextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          registration={register('password')}
          errorMessage={formState.errors.password?.message}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel control={<Checkbox {...register('rememberMe')} defaultChecked />} label={t('login.rememberMe')} />
          <Link component={RouterLink} to={`/${lang}/auth/forgot-password`}>
            {t('login.forgotPassword')}
          </Link>
        </Stack>
        <Button type="submit" variant="contained" size="large" disabled={status === 'loading'}>
          {/* While the session is only being checked (and in the server's page), nobody is signing in yet. */}
          {signingIn ? t('auth.signingIn') : t('auth.loginSubmit')}
        </Button>
        <Link component={RouterLink} to={paths.register(lang)} state={from ? { from } : undefined}>
          {t('auth.noAccount')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
