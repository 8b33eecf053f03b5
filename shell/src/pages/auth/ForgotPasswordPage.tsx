import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { emailBody } from 'shared-api/contracts/auth';
import { useDocumentMeta, useHydrated } from 'shared-ui';
import { FormTextField } from 'shared-ui/forms';
import { useForgotPasswordMutation } from '../../api/auth-api';
import { paths } from '../../routing/paths';
import { useCurrentLanguage } from '../../routing/use-current-language';
import { AuthCard } from './AuthCard';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('forms');
  const lang = useCurrentLanguage();
  const [send, { isLoading, isSuccess, isError }] = useForgotPasswordMutation();
  const alive = useHydrated();
  const { register, handleSubmit, formState } = useForm<z.input<typeof emailBody>>({ resolver: zodResolver(emailBody) });
  useDocumentMeta(t('auth.forgotTitle'));
  const submit = handleSubmit((values) => send(emailBody.parse(values)));
  return (
    <AuthCard title={t('auth.forgotTitle')} intro={t('auth.forgotIntro')}>
      <Stack component="form" onSubmit={submit} noValidate spacing={2}>
        {isSuccess && <Alert severity="success" role="status">{t('auth.forgotSent')}</Alert>}
        {isError && <Alert severity="error" role="alert">{t('messages.submitError')}</Alert>}
        <FormTextField label={t('login.email')} type="email" autoComplete="email" required registration={register('email')} errorMessage={formState.errors.email?.message} />
        <Button type="submit" variant="contained" disabled={!alive || isLoading}>
          {isLoading ? t('auth.sending') : t('auth.forgotSubmit')}
        </Button>
        <Link component={RouterLink} to={paths.login(lang)}>
          {t('auth.backToLogin')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
