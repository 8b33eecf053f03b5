// Forms, imported by path ('shared-ui/forms'), apart from the rest of shared-ui: they bring
// react-hook-form, and a page without a form should not load it.
export { FormTextField } from './FormTextField';
export { validationKey } from './validation-message';
export { useSentForm, type SendOutcome } from './use-sent-form';
export { BillingFields, type BillingFieldsProps } from './BillingFields';
export { TermsAcceptance, type TermsAcceptanceProps } from './TermsAcceptance';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { BILLING_FIELDS, billingDetailsOf, billingFormFields, billingFormValues, type BillingDetails, type BillingFormValues } from './billing-form';
