import { Grid, Typography } from '@mui/material';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from 'shared-ui/forms';
import type { BillingForm } from '../hooks/use-billing-form';

/** The checkout's billing details: company, VAT ID and address, each with its autofill hint. */
export function BillingFields({ register, errors }: { register: UseFormRegister<BillingForm>; errors: FieldErrors<BillingForm> }) {
  const { t } = useTranslation(['promo10k', 'forms']);
  const field = (name: keyof BillingForm) => ({ registration: register(name), errorMessage: errors[name]?.message });
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('checkout.billing')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField label={t('checkout.companyName')} autoComplete="organization" {...field('companyName')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField label={t('checkout.vatId')} {...field('vatId')} />
        </Grid>
        <Grid size={12}>
          <FormTextField label={t('checkout.street')} autoComplete="street-address" {...field('street')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField label={t('checkout.postalCode')} autoComplete="postal-code" {...field('postalCode')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField label={t('checkout.city')} autoComplete="address-level2" {...field('city')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField label={t('checkout.country')} autoComplete="country-name" {...field('country')} />
        </Grid>
      </Grid>
    </>
  );
}
