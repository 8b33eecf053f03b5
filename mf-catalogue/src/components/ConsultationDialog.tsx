import { Alert, Button, Stack, Typography } from '@mui/material';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { callbackBody } from 'shared-api/contracts/leads';
import { FormTextField, useSentForm } from 'shared-ui/forms';
import { useRequestCallbackMutation } from '../api/catalogue-api';
import { useLanguage } from '../hooks/use-language';

const consultationForm = callbackBody.omit({ language: true });

/** 'Get consultation': a callback request, posted to the callback endpoint. */
export function ConsultationDialog({ open, serviceTitle, onClose }: { open: boolean; serviceTitle: string; onClose: () => void }) {
  const { t } = useTranslation('services');
  const lang = useLanguage();
  const [requestCallback, { isLoading }] = useRequestCallbackMutation();
  const { register, formState, outcome, submit, clear } = useSentForm(consultationForm, (values) =>
    requestCallback({ ...values, preferredTime: [serviceTitle, values.preferredTime].filter(Boolean).join(' — '), language: lang }).unwrap(),
  );
  const close = () => {
    clear();
    onClose();
  };

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
