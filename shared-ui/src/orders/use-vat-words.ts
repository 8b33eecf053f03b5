import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatVatRate, type VatTreatment } from 'shared-domain';
import { localeOf } from '../format';

export interface VatWords {
  /** The net amount's label. */
  net: string;
  /** The VAT line's label with its rate in the reader's format: 'VAT 21%', 'DPH 21 %'. */
  line(rateBp: number): string;
  /** What an order says when it charges no VAT: reverse charge, outside the scope of EU VAT; null otherwise. */
  statement(treatment: VatTreatment | null): string | null;
}

/** An order's VAT in words of the current language (shared-domain's vat rule decides the figures). */
export function useVatWords(): VatWords {
  const { t, i18n } = useTranslation('common');
  const locale = localeOf(i18n.language);
  return useMemo(
    () => ({
      net: t('vat.net'),
      line: (rateBp) => t('vat.line', { rate: formatVatRate(rateBp, locale) }),
      statement: (treatment) =>
        treatment === 'reverse_charge' ? t('vat.reverseCharge') : treatment === 'outside_eu' ? t('vat.outsideEu') : null,
    }),
    [t, locale],
  );
}
