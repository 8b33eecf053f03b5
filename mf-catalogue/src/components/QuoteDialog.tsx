import { Alert, Button, Stack, Typography } from '@mui/material';
import TextField from '@mui/material/TextField';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { leadBody } from 'shared-api/contracts/leads';
import { FormTextField, useSentForm } from 'shared-ui/forms';
import { useRequestQuoteMutation } from '../api/catalogue-api';
import { useLanguage } from '../hooks/use-language';

const quoteForm = leadBody.omit({ serviceId: true, language: true });

interface QuoteDialogProps {
  service: { id: string; title: string } | null;
  onClose: () => void;
}

/** 'Get quote': a quote request for one service, posted as a lead (spec 8's success and error texts). */
export function QuoteDialog({ service, onClose }: QuoteDialogProps) {
  const { t } = useTranslation('services');
  const lang = useLanguage();
  const [requestQuote, { isLoading }] = useRequestQuoteMutation();
  const { register, formState, outcome, submit, clear } = useSentForm(quoteForm, (values) =>
    requestQuote({ ...values, serviceId: service?.id, language: lang }).unwrap(),
  );
  const close = () => {
    clear();
    onClose();
  };

  return (
    <Dialog open={service !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="quote-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="quote-title">{t('quote.title')}</DialogTitle>
        <DialogContent>
          {outcome === 'sent' ? (
            <Alert severity="success" role="status">
              {t('quote.success')}
            </Alert>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography color="text.secondary">{t('quote.intro')}</Typography>
              <TextField label={t('quote.service')} value={service?.title ?? ''} slotProps={{ input: { readOnly: true } }} fullWidth />
              <FormTextField label={t('quote.fullName')} required autoComplete="name" registration={register('fullName')} errorMessage={formState.errors.fullName?.message} />
              <FormTextField label={t('quote.email')} required type="email" autoComplete="email" registration={register('email')} errorMessage={formState.errors.email?.message} />
              <FormTextField label={t('quote.phone')} type="tel" autoComplete="tel" registration={register('phone')} errorMessage={formState.errors.phone?.message} />
              <FormTextField label={t('quote.message')} required multiline minRows={3} registration={register('message')} errorMessage={formState.errors.message?.message} />
              {outcome === 'failed' && <Alert severity="error">{t('quote.error')}</Alert>}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common:buttons.close')}</Button>
          {outcome !== 'sent' && (
            <Button type="submit" variant="contained" disabled={isLoading}>
              {isLoading ? t('quote.sending') : t('quote.send')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
