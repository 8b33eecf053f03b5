import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ApiError } from 'shared-api';
import { phoneField } from 'shared-api/contracts/auth';
import { VALIDATION_MESSAGES } from 'shared-domain';
import { CURRENCIES } from 'shared-api/contracts/languages';
import { changePasswordBody, type Profile } from 'shared-api/contracts/users';
import { LANGUAGES, LANGUAGE_NAMES } from 'shared-i18n';
import { PageLoader, useApiErrorMessage, useDocumentMeta } from 'shared-ui';
import { BILLING_FIELDS, BillingFields, billingFormFields, billingFormValues, CheckboxField, FormTextField } from 'shared-ui/forms';
import {
  useChangePasswordMutation,
  useGetPreferencesQuery,
  useGetProfileQuery,
  useUpdatePreferencesMutation,
  useUpdateProfileMutation,
} from '../api/account-api';
import { AvatarUpload } from '../components/AvatarUpload';
import { LoadFailed } from '../components/States';
import { UnsavedChangesPrompt } from '../components/UnsavedChangesPrompt';

const required = z.string().trim().min(1, VALIDATION_MESSAGES.required).max(100);
const profileForm = z.object({
  firstName: required,
  lastName: required,
  phone: z.union([phoneField, z.literal('')]),
  ...billingFormFields,
});
type ProfileForm = z.infer<typeof profileForm>;

const toForm = (profile: Profile): ProfileForm => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: profile.phone ?? '',
  ...billingFormValues(profile),
});

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['account', 'forms']);
  const messageOf = useApiErrorMessage();
  const [save, saving] = useUpdateProfileMutation();
  const { register, handleSubmit, formState, reset } = useForm<ProfileForm>({ resolver: zodResolver(profileForm), defaultValues: toForm(profile) });
  useEffect(() => reset(toForm(profile)), [profile, reset]);

  const submit = handleSubmit(async ({ street, city, postalCode, country, ...rest }) => {
    const address = street || city || postalCode || country ? { street, city, postalCode, country } : null;
    await save({ ...rest, phone: rest.phone || null, companyName: rest.companyName || null, vatId: rest.vatId || null, billingAddress: address }).unwrap().catch(() => undefined);
  });
  const field = (name: keyof ProfileForm) => ({ registration: register(name), errorMessage: formState.errors[name]?.message });
  const billingLabels = Object.fromEntries(BILLING_FIELDS.map((name) => [name, t(`profile.${name}`)])) as Record<(typeof BILLING_FIELDS)[number], string>;

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.title')}>
      <UnsavedChangesPrompt when={formState.isDirty && !saving.isLoading} />
      <Section title={t('profile.personal')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField label={t('forms:register.firstName')} required autoComplete="given-name" {...field('firstName')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField label={t('forms:register.lastName')} required autoComplete="family-name" {...field('lastName')} />
          </Grid>
        </Grid>
      </Section>
      <Section title={t('profile.contact')}>
        <Stack spacing={2}>
          <TextField label={t('forms:register.email')} value={profile.email} helperText={t('profile.emailHint')} slotProps={{ input: { readOnly: true } }} fullWidth />
          <FormTextField label={t('forms:register.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        </Stack>
      </Section>
      <Section title={t('profile.company')}>
        <BillingFields register={register} errors={formState.errors} labels={billingLabels} />
      </Section>
      {saving.isSuccess && !formState.isDirty && <Alert severity="success" role="status" sx={{ mb: 2 }}>{t('forms:messages.dataUpdated')}</Alert>}
      {saving.isError && <Alert severity="error" role="alert" sx={{ mb: 2 }}>{messageOf(saving.error, t('forms:messages.updateError'))}</Alert>}
      <Button type="submit" variant="contained" disabled={saving.isLoading}>
        {t('common:buttons.save')}
      </Button>
    </form>
  );
}

const preferencesForm = z.object({ language: z.enum(LANGUAGES), currency: z.enum(CURRENCIES), marketing: z.boolean() });

function Preferences() {
  const { t } = useTranslation(['account', 'forms']);
  const preferences = useGetPreferencesQuery();
  const [save, saving] = useUpdatePreferencesMutation();
  const { register, handleSubmit, reset, watch, setValue } = useForm<z.infer<typeof preferencesForm>>({ resolver: zodResolver(preferencesForm) });
  useEffect(() => {
    if (preferences.data) reset(preferences.data);
  }, [preferences.data, reset]);
  if (!preferences.data) return null;
  return (
    <Section title={t('profile.preferences')}>
      <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit((values) => save(values))}>
        <TextField select label={t('profile.language')} value={watch('language') ?? 'en'} onChange={(e) => setValue('language', e.target.value as never, { shouldDirty: true })}>
          {LANGUAGES.map((lng) => (
            <MenuItem key={lng} value={lng}>
              {LANGUAGE_NAMES[lng]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('profile.currency')} value={watch('currency') ?? 'EUR'} onChange={(e) => setValue('currency', e.target.value as never, { shouldDirty: true })}>
          {CURRENCIES.map((currency) => (
            <MenuItem key={currency} value={currency}>
              {currency}
            </MenuItem>
          ))}
        </TextField>
        <CheckboxField {...register('marketing')} checked={Boolean(watch('marketing'))} label={t('profile.marketing')} />
        {saving.isSuccess && <Alert severity="success" role="status">{t('forms:messages.saved')}</Alert>}
        {saving.isError && <Alert severity="error" role="alert">{t('forms:messages.updateError')}</Alert>}
        <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }} disabled={saving.isLoading}>
          {t('common:buttons.save')}
        </Button>
      </Stack>
    </Section>
  );
}

function ChangePassword() {
  const { t } = useTranslation(['account', 'forms']);
  const [change, changing] = useChangePasswordMutation();
  const { register, handleSubmit, formState, reset } = useForm<z.input<typeof changePasswordBody>>({ resolver: zodResolver(changePasswordBody) });
  const submit = handleSubmit(async (values) => {
    try {
      await change(values).unwrap();
      reset({ currentPassword: '', newPassword: '', confirmPassword: '' });
    } catch {
      // The alert below says why.
    }
  });
  const wrongPassword = (changing.error as ApiError | undefined)?.code === 'WRONG_PASSWORD';
  return (
    <Section title={t('profile.security')}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={t('profile.changePassword')}>
        <Typography variant="subtitle1" component="h3">
          {t('profile.changePassword')}
        </Typography>
        <FormTextField label={t('profile.currentPassword')} type="password" autoComplete="current-password" required registration={register('currentPassword')} errorMessage={formState.errors.currentPassword?.message} />
        <FormTextField label={t('profile.newPassword')} type="password" autoComplete="new-password" required registration={register('newPassword')} errorMessage={formState.errors.newPassword?.message} />
        <FormTextField label={t('profile.confirmNewPassword')} type="password" autoComplete="new-password" required registration={register('confirmPassword')} errorMessage={formState.errors.confirmPassword?.message} />
        {changing.isSuccess && <Alert severity="success" role="status">{t('profile.passwordChanged')}</Alert>}
        {changing.isError && <Alert severity="error" role="alert">{wrongPassword ? t('profile.wrongPassword') : t('forms:messages.updateError')}</Alert>}
        <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }} disabled={changing.isLoading}>
          {t('profile.changePassword')}
        </Button>
      </Stack>
    </Section>
  );
}

/** Profile (spec 2): personal, contact and company details, preferences, security, avatar. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const profile = useGetProfileQuery();
  useDocumentMeta(t('profile.title'));
  if (profile.isLoading) return <PageLoader label={t('common:loading')} />;
  if (profile.error || !profile.data) return <LoadFailed error={profile.error} />;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }} gutterBottom>
        {t('profile.title')}
      </Typography>
      <Section title={t('profile.avatar')}>
        <AvatarUpload current={profile.data.avatarUrl} name={profile.data.firstName} />
      </Section>
      <ProfileDetails profile={profile.data} />
      <Divider sx={{ my: 3 }} />
      <Preferences />
      <ChangePassword />
    </>
  );
}
