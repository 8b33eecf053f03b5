import { useWatch, type Control } from 'react-hook-form';
import { vatAmounts, vatRuleFor, type PricingResult, type VatAmounts, type VatTreatment } from 'shared-domain';
import { toBilling, type CheckoutForm } from './use-billing-form';

export type CheckoutVat = VatAmounts & { treatment: VatTreatment };

/**
 * The order's VAT as the server will charge it: shared-domain's rule on the billing details the order
 * is sent with (as they are being typed) and the net after the bonus or offer. Undefined until the
 * pricing is known.
 */
export function useCheckoutVat(control: Control<CheckoutForm>, pricing: PricingResult | undefined): CheckoutVat | undefined {
  const billing = toBilling(useWatch({ control }));
  if (!pricing) return undefined;
  const rule = vatRuleFor({ country: billing.billingAddress?.country, vatId: billing.vatId });
  return { treatment: rule.treatment, ...vatAmounts(pricing.cashPaymentCents, rule) };
}
