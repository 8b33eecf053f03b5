import { issuerCountryFor, paymentReference, type IssuerCountry } from 'shared-domain';
import type { PaymentInstructions } from 'shared-api/contracts/invoices';
import type { BillingSnapshot, IssuerSnapshot } from '../../db/schema';

/**
 * The two legal entities (spec 1) and the accounts they are paid to. Which one invoices a client is
 * shared-domain's rule (issuerCountryFor). The IBANs are the registry's examples: valid, not real.
 */
export const ISSUERS: Record<IssuerCountry, IssuerSnapshot> = {
  ES: {
    name: 'Growth Partners Europe S.L.',
    address: 'Calle de Alcalá 120, 28009 Madrid, Spain',
    registrationNumber: 'CIF B12345678',
    email: 'billing@growth-partners.example',
    iban: 'ES9121000418450200051332',
    bic: 'CAIXESBBXXX',
  },
  CZ: {
    name: 'Growth Partners CZ s.r.o.',
    address: 'Vinohradská 2405/190, 130 00 Prague 3, Czech Republic',
    registrationNumber: 'IČO 12345678',
    email: 'billing@growth-partners.example',
    iban: 'CZ6508000000192000145399',
    bic: 'GIBACZPX',
  },
};

export function issuerFor(client: BillingSnapshot): IssuerSnapshot {
  return ISSUERS[issuerCountryFor({ country: client.billingAddress?.country, vatId: client.vatId })];
}

/** How an order is paid: by bank transfer to the account of the entity that invoiced it, with the order's reference. */
export function paymentInstructions(issuer: IssuerSnapshot, orderNumber: string): PaymentInstructions {
  return { method: 'bank_transfer', iban: issuer.iban, bic: issuer.bic, beneficiary: issuer.name, reference: paymentReference(orderNumber) };
}
