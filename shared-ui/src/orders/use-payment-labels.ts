import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentInstructionsLabels } from './PaymentInstructions';

/** The bank transfer instructions' words in the current language. */
export function usePaymentLabels(): PaymentInstructionsLabels {
  const { t, i18n } = useTranslation('common');
  return useMemo(
    () => ({
      title: t('payment.title'),
      intro: t('payment.intro'),
      amountDue: t('payment.amountDue'),
      beneficiary: t('payment.beneficiary'),
      iban: t('payment.iban'),
      bic: t('payment.bic'),
      reference: t('payment.reference'),
    }),
    // The texts change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}
