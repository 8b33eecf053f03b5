import type { BillingSnapshot, IssuerSnapshot } from '../../db/schema';

/** The two legal entities (spec 1): Czech clients are invoiced by the Czech one, everyone else by the Spanish one. */
const SPAIN: IssuerSnapshot = {
  name: 'Growth Partners Europe S.L.',
  address: 'Calle de Alcalá 120, 28009 Madrid, Spain',
  registrationNumber: 'CIF B12345678',
  email: 'billing@growth-partners.example',
};
const CZECH_REPUBLIC: IssuerSnapshot = {
  name: 'Growth Partners CZ s.r.o.',
  address: 'Vinohradská 2405/190, 130 00 Prague 3, Czech Republic',
  registrationNumber: 'IČO 12345678',
  email: 'billing@growth-partners.example',
};

export function issuerFor(client: BillingSnapshot): IssuerSnapshot {
  const country = client.billingAddress?.country.trim().toLowerCase() ?? '';
  const czech = ['czech republic', 'czechia', 'česko', 'česká republika', 'cz'].includes(country) || client.vatId?.startsWith('CZ');
  return czech ? CZECH_REPUBLIC : SPAIN;
}
