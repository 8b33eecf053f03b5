import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CheckoutBody } from 'shared-api/contracts/cart';
import { VALIDATION_MESSAGES } from 'shared-domain';
import { billingDetailsOf, billingFormFields, billingFormValues, type BillingFormValues } from 'shared-ui/forms';
import { useGetCheckoutBillingQuery } from '../api/promo-api';

/** The checkout's form: the billing details and the terms, which every order must accept. */
const checkoutForm = z.object({ ...billingFormFields, acceptTerms: z.literal(true, { message: VALIDATION_MESSAGES.acceptTerms }) });
export type CheckoutForm = z.input<typeof checkoutForm>;
export type BillingForm = BillingFormValues;

/** The billing details an order is sent with: empty fields as none, the address only when it is complete. */
export function toBilling(form: Partial<BillingForm>): NonNullable<CheckoutBody['billing']> {
  return billingDetailsOf({ companyName: '', vatId: '', street: '', city: '', postalCode: '', country: '', ...form });
}

/** The client's saved billing details as form values; undefined while they load, none when they could not be loaded. */
export function useSavedBilling(): BillingForm | undefined {
  const billing = useGetCheckoutBillingQuery();
  if (billing.data) return billingFormValues(billing.data);
  return billing.isError ? billingFormValues({ companyName: null, vatId: null, billingAddress: null }) : undefined;
}

/**
 * The checkout's form, filled with the client's saved details from its first render: fields that
 * start with a value show their labels above it (a form reset afterwards leaves MUI's labels drawn
 * over the values).
 */
export function useBillingForm(saved: BillingForm) {
  return useForm<CheckoutForm>({ resolver: zodResolver(checkoutForm), defaultValues: saved });
}
