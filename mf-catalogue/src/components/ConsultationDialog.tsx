import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callbackBody } from 'shared-api/src/contracts/commerce';
import { FormTextField } from 'shared-ui';
import { useRequestCallbackMutation } from '../api/catalogue-api';
import { useLanguage } from '../hooks/use-language';

const consultationForm = callbackBody.omit({ language: true });
type ConsultationForm = z.input<typeof consultationForm>;

/** 'Get consultation': a callback request, posted to the callback endpoint. */
export function ConsultationDialog({ open, serviceTitle, onClose }: { open: boolean; serviceTitle: string; onClose: () => void }) {
  const { t } = useTranslation('services');
  const lang = useLanguage();
  const [requestCallback, { isLoading }] = useRequestCallbackMutation();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<ConsultationForm>({ resolver: zodResolver(consultationForm) });

  const close = () => {
    setOutcome(null);
    reset();
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      const parsed = consultationForm.parse(values);
      await requestCallback({ ...parsed, preferredTime: [serviceTitle, parsed.preferredTime].filter(Boolean).join(' — '), language: lang }).unwrap();
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="consultation-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="consultation-title">{t('consultation.title')}</DialogTitle>
        <DialogContent>
          {outcome === 'sent' ? (
            <Alert severity="success" role="status">
              {t('consultation.success')}
            </Alert>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography color="text.secondary">{t('consultation.intro')}</Typography>
              <FormTextField label={t('consultation.name')} required autoComplete="name" registration={register('name')} errorMessage={formState.errors.name?.message} />
              <FormTextField label={t('consultation.phone')} required type="tel" autoComplete="tel" registration={register('phone')} errorMessage={formState.errors.phone?.message} />
              <FormTextField
                label={t('consultation.preferredTime')}
                hint={t('consultation.preferredTimeHint')}
                registration={register('preferredTime')}
                errorMessage={formState.errors.preferredTime?.message}
              />
              {outcome === 'failed' && <Alert severity="error">{t('consultation.error')}</Alert>}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common:buttons.close')}</Button>
          {outcome !== 'sent' && (
            <Button type="submit" variant="contained" disabled={isLoading}>
              {isLoading ? t('consultation.sending') : t('consultation.send')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
