// Orders' shared parts, imported by path ('shared-ui/orders'), apart from the rest of shared-ui: the
// checkout and the account show them, and a public page should not load them.
export { PaymentInstructions, type PaymentInstructionsLabels, type PaymentInstructionsProps } from './PaymentInstructions';
export { usePaymentLabels } from './use-payment-labels';
export { useVatWords, type VatWords } from './use-vat-words';
