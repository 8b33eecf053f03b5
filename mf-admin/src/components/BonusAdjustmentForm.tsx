import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mui/material';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bonusAdjustmentBody, type BonusAdjustmentBody } from 'shared-api/contracts/admin';
import { useAdjustBonusMutation } from '../api/admin-api';
import { useServerErrors } from '../hooks/use-server-errors';
import { useFieldMessage } from './form-errors';

/** A bonus correction is a ledger entry with its reason, never an edited balance. */
export function BonusAdjustmentForm({ clientId }: { clientId: string }) {
  const { t } = useTranslation('admin');
  const fieldMessage = useFieldMessage();
  const [adjust, saving] = useAdjustBonusMutation();
  const { register, handleSubmit, setError, reset, formState } = useForm<BonusAdjustmentBody>({
    resolver: zodResolver(bonusAdjustmentBody),
    defaultValues: { reason: '' },
  });
  const serverErrors = useServerErrors(setError);
  const submit = handleSubmit(async (values) => {
    try {
      await adjust({ id: clientId, ...values }).unwrap();
      reset({ reason: '' });
    } catch (error) {
      setError('root', { message: serverErrors(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('clients.adjust')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          type="number"
          label={t('clients.amount')}
          {...register('amount', { valueAsNumber: true })}
          error={Boolean(formState.errors.amount)}
          helperText={fieldMessage(formState.errors.amount?.message) ?? t('clients.amountHint')}
          slotProps={{ htmlInput: { step: '0.01' } }}
          required
        />
        <TextField
          size="small"
          label={t('clients.reason')}
          {...register('reason')}
          error={Boolean(formState.errors.reason)}
          helperText={fieldMessage(formState.errors.reason?.message)}
          sx={{ flexGrow: 1 }}
          required
        />
        <Button type="submit" variant="contained" disabled={saving.isLoading}>
          {t('clients.addEntry')}
        </Button>
      </Stack>
      {formState.errors.root?.message ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {formState.errors.root.message}
        </Alert>
      ) : null}
    </form>
  );
}
