import { Grid } from '@mui/material';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { BillingFormValues } from './billing-form';
import { FormTextField } from './FormTextField';

export interface BillingFieldsProps<T extends FieldValues & BillingFormValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Each field's label, in the page's own words. */
  labels: Record<keyof BillingFormValues, string>;
}

/** Company, VAT ID and address fields, each with its autofill hint, in a grid that stacks on a phone. */
export function BillingFields<T extends FieldValues & BillingFormValues>({ register, errors, labels }: BillingFieldsProps<T>) {
  const field = (name: keyof BillingFormValues) => ({
    label: labels[name],
    registration: register(name as Path<T>),
    errorMessage: errors[name]?.message as string | undefined,
  });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField autoComplete="organization" {...field('companyName')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField {...field('vatId')} />
      </Grid>
      <Grid size={12}>
        <FormTextField autoComplete="street-address" {...field('street')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField autoComplete="postal-code" {...field('postalCode')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField autoComplete="address-level2" {...field('city')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField autoComplete="country-name" {...field('country')} />
      </Grid>
    </Grid>
  );
}
