import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { leadBody } from 'shared-api/contracts/leads';
import { useHydrated } from 'shared-ui';
import { FormTextField, useSentForm } from 'shared-ui/forms';
import { useSendContactMessageMutation } from '../api/content-api';
import { useCurrentLanguage } from '../routing/use-current-language';

const contactForm = leadBody.omit({ serviceId: true, language: true });

/** The contact form (spec 3): full name, phone, email, message; spec 8's outcome texts; what was typed stays on failure. */
export function ContactForm() {
  const { t } = useTranslation(['forms', 'common']);
  const lang = useCurrentLanguage();
  const [send, { isLoading }] = useSendContactMessageMutation();
  const alive = useHydrated();
  const { register, formState, outcome, submit } = useSentForm(contactForm, (values) => send({ ...values, language: lang }).unwrap());
  const field = (name: 'fullName' | 'phone' | 'email' | 'message') => ({ registration: register(name), errorMessage: formState.errors[name]?.message });

  return (
    <Paper component="section" aria-label={t('common:content.contactForm')} sx={{ p: { xs: 3, md: 4 }, mt: 4 }}>
      <Typography variant="h4" component="h2" gutterBottom>
        {t('common:content.contactForm')}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={t('common:content.contactForm')}>
        {outcome === 'sent' && <Alert severity="success" role="status">{t('contact.success')}</Alert>}
        {outcome === 'failed' && <Alert severity="error" role="alert">{t('contact.error')}</Alert>}
        <FormTextField label={t('contact.fullName')} required autoComplete="name" {...field('fullName')} />
        <FormTextField label={t('contact.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <FormTextField label={t('contact.email')} type="email" required autoComplete="email" {...field('email')} />
        <FormTextField label={t('contact.message')} required multiline minRows={4} {...field('message')} />
        <Button type="submit" variant="contained" disabled={!alive || isLoading} sx={{ alignSelf: 'flex-start' }}>
          {isLoading ? t('common:content.sending') : t('common:content.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
