import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { newPasswordForm } from 'shared-api/contracts/auth';
import { useDocumentMeta, useHydrated } from 'shared-ui';
import { FormTextField } from 'shared-ui/forms';
import { useResetPasswordMutation } from '../../api/auth-api';
import { paths } from '../../routing/paths';
import { useCurrentLanguage } from '../../routing/use-current-language';
import { AuthCard } from './AuthCard';


/** A new password from the mailed link (single use, one hour); afterwards every session has ended. */
export function ResetPasswordPage() {
  const { t } = useTranslation('forms');
  const lang = useCurrentLanguage();
  const token = useSearchParams()[0].get('token') ?? '';
  const [reset, { isLoading, isSuccess, isError }] = useResetPasswordMutation();
  const alive = useHydrated();
  const { register, handleSubmit, formState } = useForm<z.input<typeof newPasswordForm>>({ resolver: zodResolver(newPasswordForm) });
  useDocumentMeta(t('auth.resetTitle'));
  const submit = handleSubmit((values) => reset({ token, ...values }));
  return (
    <AuthCard title={t('auth.resetTitle')}>
      {isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">{t('auth.resetDone')}</Alert>
          <Button component={RouterLink} to={paths.login(lang)} variant="contained">
            {t('auth.loginSubmit')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" onSubmit={submit} noValidate spacing={2}>
          {(isError || !token) && (
            <Alert severity="error" role="alert">
              {t('auth.resetInvalid')} <Link component={RouterLink} to={`/${lang}/auth/forgot-password`}>{t('auth.forgotSubmit')}</Link>
            </Alert>
          )}
          <FormTextField label={t('auth.newPassword')} type="password" autoComplete="new-password" required registration={register('password')} errorMessage={formState.errors.password?.message} />
          <FormTextField
            label={t('register.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            registration={register('confirmPassword')}
            errorMessage={formState.errors.confirmPassword?.message}
          />
          <Button type="submit" variant="contained" disabled={!alive || isLoading || !token}>
            {t('auth.resetSubmit')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
