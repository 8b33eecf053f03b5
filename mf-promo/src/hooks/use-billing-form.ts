import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CheckoutBody } from 'shared-api/contracts/cart';
import { billingDetailsOf, billingFormFields, billingFormValues, type BillingFormValues } from 'shared-ui/forms';
import { useGetCheckoutBillingQuery } from '../api/promo-api';

const billingForm = z.object(billingFormFields);
export type BillingForm = BillingFormValues;

/** The billing details an order is sent with: empty fields as none, the address only when it is complete. */
export function toBilling(form: BillingForm): CheckoutBody['billing'] {
  return billingDetailsOf(form);
}

/** The checkout's billing form, filled with the client's saved details once they arrive. */
export function useBillingForm() {
  const billing = useGetCheckoutBillingQuery();
  const form = useForm<BillingForm>({ resolver: zodResolver(billingForm) });
  const { reset } = form;
  useEffect(() => {
    if (billing.data) reset(billingFormValues(billing.data));
  }, [billing.data, reset]);
  return form;
}
