import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mui/material';
import TextField from '@mui/material/TextField';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { invoicePaymentBody, type AdminInvoice, type InvoicePaymentBody } from 'shared-api/contracts/admin';
import { useMarkInvoicePaidMutation } from '../api/admin-api';
import { useServerErrors } from '../hooks/use-server-errors';
import { useFieldMessage } from './form-errors';

const today = () => new Date().toISOString().slice(0, 10);

/** Records the payment of an invoice: the day the transfer arrived and its reference. */
export function MarkPaidDialog({ invoice, onClose }: { invoice: AdminInvoice; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const fieldMessage = useFieldMessage();
  const [markPaid, saving] = useMarkInvoicePaidMutation();
  const { register, handleSubmit, setError, formState } = useForm<InvoicePaymentBody>({
    resolver: zodResolver(invoicePaymentBody),
    defaultValues: { paidOn: today(), reference: '' },
  });
  const serverErrors = useServerErrors(setError);
  const submit = handleSubmit(async (values) => {
    try {
      await markPaid({ id: invoice.id, ...values }).unwrap();
      onClose();
    } catch (error) {
      setError('root', { message: serverErrors(error) });
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="mark-paid-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="mark-paid-title">{t('invoices.markPaidTitle', { number: invoice.number })}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <TextField
              type="date"
              label={t('invoices.paidOn')}
              {...register('paidOn')}
              error={Boolean(formState.errors.paidOn)}
              helperText={fieldMessage(formState.errors.paidOn?.message)}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
            <TextField
              label={t('invoices.reference')}
              {...register('reference')}
              error={Boolean(formState.errors.reference)}
              helperText={fieldMessage(formState.errors.reference?.message) ?? t('invoices.referenceHint')}
              required
            />
            {formState.errors.root?.message ? (
              <Alert severity="error" role="alert">
                {formState.errors.root.message}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving.isLoading}>
            {t('invoices.markPaid')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
