import { z } from 'zod';
import { countryCodeOf, VALIDATION_MESSAGES, VAT_ID_PATTERN } from 'shared-domain';

/** A client's billing details as the profile and the checkout keep them. */
export interface BillingDetails {
  companyName: string | null;
  vatId: string | null;
  billingAddress: { street: string; city: string; postalCode: string; country: string } | null;
}

/** The billing fields of a form: company, VAT ID (spec rule, or empty) and address, every one optional. */
export const billingFormFields = {
  companyName: z.string().trim().max(200),
  vatId: z.union([z.string().trim().regex(VAT_ID_PATTERN, VALIDATION_MESSAGES.vatId), z.literal('')]),
  street: z.string().trim().max(200),
  city: z.string().trim().max(100),
  postalCode: z.string().trim().max(20),
  // The country decides the VAT: one the site cannot read is refused here, as by the API.
  country: z.string().trim().max(100).refine((country) => country === '' || countryCodeOf(country) !== null, VALIDATION_MESSAGES.country),
};
export type BillingFormValues = { [K in keyof typeof billingFormFields]: z.infer<(typeof billingFormFields)[K]> };
export const BILLING_FIELDS = Object.keys(billingFormFields) as Array<keyof BillingFormValues>;

/** Saved details as form values: none as ''. */
export function billingFormValues(billing: BillingDetails): BillingFormValues {
  return {
    companyName: billing.companyName ?? '',
    vatId: billing.vatId ?? '',
    street: billing.billingAddress?.street ?? '',
    city: billing.billingAddress?.city ?? '',
    postalCode: billing.billingAddress?.postalCode ?? '',
    country: billing.billingAddress?.country ?? '',
  };
}

/** Form values as details to save: empty fields as none, the address only when it is complete. */
export function billingDetailsOf({ street, city, postalCode, country, companyName, vatId }: BillingFormValues): BillingDetails {
  const address = street && city && postalCode && country ? { street, city, postalCode, country } : null;
  return { companyName: companyName || null, vatId: vatId || null, billingAddress: address };
}
