import { Alert, Button, Link, List, ListItem, Stack, Typography } from '@mui/material';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { callbackBody } from 'shared-api/contracts/leads';
import { FormTextField, useSentForm } from 'shared-ui/forms';
import { useGetSiteSettingsQuery, useSendCallbackRequestMutation } from '../api/content-api';
import { useCurrentLanguage } from '../routing/use-current-language';

const callbackForm = callbackBody.omit({ language: true });

/** The header's call-us dialog: the phone numbers to call, or a request to be called back. */
export function CallUsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['common', 'forms']);
  const lang = useCurrentLanguage();
  const settings = useGetSiteSettingsQuery(lang, { skip: !open });
  const [send, { isLoading }] = useSendCallbackRequestMutation();
  const { register, formState, outcome, submit, clear } = useSentForm(callbackForm, (values) => send({ ...values, language: lang }).unwrap());
  const close = () => {
    clear();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="call-us-title">
      <DialogTitle id="call-us-title">{t('callUs.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary">{t('callUs.intro')}</Typography>
        <List dense>
          {(settings.data?.phones ?? []).map((phone) => (
            <ListItem key={phone.number} disableGutters>
              <Link href={`tel:${phone.number.replace(/\s/g, '')}`}>{phone.number}</Link>
              <Typography color="text.secondary" sx={{ ml: 1 }}>({phone.label})</Typography>
            </ListItem>
          ))}
        </List>
        <Typography variant="h6" component="h3">{t('callUs.callbackTitle')}</Typography>
        {outcome === 'sent' ? (
          <Alert severity="success" role="status" sx={{ mt: 1 }}>{t('forms:contact.success')}</Alert>
        ) : (
          <Stack component="form" id="callback-form" spacing={2} sx={{ mt: 1 }} noValidate onSubmit={submit}>
            {outcome === 'failed' && <Alert severity="error" role="alert">{t('forms:contact.error')}</Alert>}
            <FormTextField label={t('callUs.name')} required autoComplete="name" registration={register('name')} errorMessage={formState.errors.name?.message} />
            <FormTextField label={t('callUs.phone')} required type="tel" autoComplete="tel" registration={register('phone')} errorMessage={formState.errors.phone?.message} />
            <FormTextField label={t('callUs.preferredTime')} registration={register('preferredTime')} errorMessage={formState.errors.preferredTime?.message} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('buttons.close')}</Button>
        {outcome !== 'sent' && (
          <Button type="submit" form="callback-form" variant="contained" disabled={isLoading}>
            {t('callUs.send')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
