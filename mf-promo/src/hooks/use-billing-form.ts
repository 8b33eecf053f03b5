import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CheckoutBody } from 'shared-api/contracts/cart';
import type { Profile } from 'shared-api/contracts/users';
import { VALIDATION_MESSAGES, VAT_ID_PATTERN } from 'shared-domain';
import { useGetCheckoutBillingQuery } from '../api/promo-api';

const billingForm = z.object({
  companyName: z.string().trim().max(200),
  vatId: z.union([z.string().trim().regex(VAT_ID_PATTERN, VALIDATION_MESSAGES.vatId), z.literal('')]),
  street: z.string().trim().max(200),
  city: z.string().trim().max(100),
  postalCode: z.string().trim().max(20),
  country: z.string().trim().max(100),
});
export type BillingForm = z.infer<typeof billingForm>;

const toForm = (billing: Pick<Profile, 'companyName' | 'vatId' | 'billingAddress'>): BillingForm => ({
  companyName: billing.companyName ?? '',
  vatId: billing.vatId ?? '',
  street: billing.billingAddress?.street ?? '',
  city: billing.billingAddress?.city ?? '',
  postalCode: billing.billingAddress?.postalCode ?? '',
  country: billing.billingAddress?.country ?? '',
});

/** The billing details an order is sent with: empty fields as none, the address only when it is complete. */
export function toBilling({ street, city, postalCode, country, companyName, vatId }: BillingForm): CheckoutBody['billing'] {
  const address = street && city && postalCode && country ? { street, city, postalCode, country } : null;
  return { companyName: companyName || null, vatId: vatId || null, billingAddress: address };
}

/** The checkout's billing form, filled with the client's saved details once they arrive. */
export function useBillingForm() {
  const billing = useGetCheckoutBillingQuery();
  const form = useForm<BillingForm>({ resolver: zodResolver(billingForm) });
  const { reset } = form;
  useEffect(() => {
    if (billing.data) reset(toForm(billing.data));
  }, [billing.data, reset]);
  return form;
}
