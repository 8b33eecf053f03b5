import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { leadBody } from 'shared-api/src/contracts/commerce';
import { FormTextField } from 'shared-ui';
import { useSendContactMessageMutation } from '../api/content-api';
import { useCurrentLanguage } from '../routing/use-current-language';

const contactForm = leadBody.omit({ serviceId: true, language: true });
type ContactForm = z.input<typeof contactForm>;

/** The contact form (spec 3): full name, phone, email, message; spec 8's outcome texts; what was typed stays on failure. */
export function ContactForm() {
  const { t } = useTranslation(['forms', 'common']);
  const lang = useCurrentLanguage();
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<ContactForm>({ resolver: zodResolver(contactForm) });

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await send({ ...contactForm.parse(values), language: lang }).unwrap();
      setOutcome('sent');
      reset();
    } catch {
      setOutcome('failed');
    }
  });
  const field = (name: keyof ContactForm) => ({ registration: register(name), errorMessage: formState.errors[name]?.message });

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
        <Button type="submit" variant="contained" disabled={isLoading} sx={{ alignSelf: 'flex-start' }}>
          {isLoading ? t('common:content.sending') : t('common:content.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
