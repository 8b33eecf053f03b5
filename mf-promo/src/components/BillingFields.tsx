import { Typography } from '@mui/material';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BillingFields as BillingAddressFields, BILLING_FIELDS } from 'shared-ui/forms';
import type { BillingForm, CheckoutForm } from '../hooks/use-billing-form';

/** The checkout's billing details: company, VAT ID and address, in the checkout's words. */
export function BillingFields({ register, errors }: { register: UseFormRegister<CheckoutForm>; errors: FieldErrors<CheckoutForm> }) {
  const { t } = useTranslation(['promo10k', 'forms']);
  const labels = Object.fromEntries(BILLING_FIELDS.map((name) => [name, t(`checkout.${name}`)])) as Record<keyof BillingForm, string>;
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('checkout.billing')}
      </Typography>
      <BillingAddressFields register={register} errors={errors} labels={labels} />
    </>
  );
}
