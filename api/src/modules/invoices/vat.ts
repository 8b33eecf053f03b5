import { fromCents, vatAmounts, type VatTreatment } from 'shared-domain';

interface VatRuleColumns {
  vatTreatment: VatTreatment | null;
  vatRateBp: number;
}

/**
 * The VAT columns an order and its invoice keep for a net amount, by the order's rule (shared-domain's
 * vatRuleFor at checkout; the stored treatment and rate when the net changes afterwards).
 */
export function vatColumns(netCents: number, rule: VatRuleColumns) {
  const amounts = vatAmounts(netCents, { treatment: rule.vatTreatment, rateBp: rule.vatRateBp });
  return {
    vatTreatment: rule.vatTreatment,
    vatRateBp: amounts.vatRateBp,
    vatCents: amounts.vatCents,
    reverseCharge: amounts.reverseCharge,
    totalCents: amounts.totalCents,
  };
}

export type VatColumns = ReturnType<typeof vatColumns>;

/** The VAT of an order or invoice as the API answers it. */
export function vatResponse(row: VatRuleColumns & { vatCents: number; reverseCharge: boolean }) {
  return { treatment: row.vatTreatment, rateBasisPoints: row.vatRateBp, amount: fromCents(row.vatCents), reverseCharge: row.reverseCharge };
}
