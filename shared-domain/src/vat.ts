/**
 * VAT on an order: which of the two legal entities issues the invoice, the rate the client pays and
 * the amount in integer cents. The server charges it and the checkout shows it by these functions.
 */
import { countryCodeOf } from './countries';
import { VAT_ID_PATTERN } from './validation';

/** Standard VAT rates of the EU member states in basis points (21 % = 2100), as the European Commission lists them for 2025. */
export const EU_VAT_RATES_BP = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
} as const;
export type EuCountry = keyof typeof EU_VAT_RATES_BP;

export function isEuCountry(code: string | null | undefined): code is EuCountry {
  return code != null && Object.hasOwn(EU_VAT_RATES_BP, code);
}

/** The legal entities' countries (spec 1): Growth Partners Europe S.L. in Spain, Growth Partners CZ s.r.o. */
export const ISSUER_COUNTRIES = ['ES', 'CZ'] as const;
export type IssuerCountry = (typeof ISSUER_COUNTRIES)[number];

/** What the VAT rule reads of a client's billing details: the country as written, and the VAT number. */
export interface VatClient {
  country: string | null | undefined;
  vatId: string | null | undefined;
}

/** The member state of an EU VAT number (Greece writes EL), or null when it is not one. */
export function euVatIdCountry(vatId: string | null | undefined): EuCountry | null {
  if (!vatId || !VAT_ID_PATTERN.test(vatId)) return null;
  const prefix = vatId.slice(0, 2);
  const country = prefix === 'EL' ? 'GR' : prefix;
  return isEuCountry(country) ? country : null;
}

/**
 * Whether a VAT number counts as valid for reverse charge: the shared pattern and an EU member state's
 * prefix. It is not confirmed with VIES (the EU's register): this server has no access to it, so a
 * well-formed number of another member state is taken at the client's word.
 */
export function isEuVatId(vatId: string | null | undefined): boolean {
  return euVatIdCountry(vatId) !== null;
}

/** Czech clients (by address or VAT number) are invoiced by the Czech entity, everyone else by the Spanish one. */
export function issuerCountryFor(client: VatClient): IssuerCountry {
  return countryCodeOf(client.country) === 'CZ' || euVatIdCountry(client.vatId) === 'CZ' ? 'CZ' : 'ES';
}

/**
 * standard: VAT at the rate of a member state; reverse_charge: the client, a business of another
 * member state, accounts for it (0 %); outside_eu: the client is outside the scope of EU VAT (0 %).
 */
export const VAT_TREATMENTS = ['standard', 'reverse_charge', 'outside_eu'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

export interface VatRule {
  issuer: IssuerCountry;
  treatment: VatTreatment;
  rateBp: number;
}

/**
 * The VAT an order's client pays. A valid EU VAT number of another member state than the issuer's:
 * reverse charge. One of the issuer's state: the issuer's rate. Without one, the rate of the client's
 * country when it is in the EU, none outside it. A country that cannot be read (or none) is taken to
 * be the issuer's, so VAT is never left out for a client who did not say where they are.
 */
export function vatRuleFor(client: VatClient): VatRule {
  const issuer = issuerCountryFor(client);
  const vatIdCountry = euVatIdCountry(client.vatId);
  if (vatIdCountry !== null && vatIdCountry !== issuer) return { issuer, treatment: 'reverse_charge', rateBp: 0 };
  const country = vatIdCountry ?? countryCodeOf(client.country) ?? issuer;
  if (!isEuCountry(country)) return { issuer, treatment: 'outside_eu', rateBp: 0 };
  return { issuer, treatment: 'standard', rateBp: EU_VAT_RATES_BP[country] };
}

/** VAT of a net amount at a rate, in cents; the one rounding rule: to the nearest cent, halves up. */
export function vatCents(netCents: number, rateBp: number): number {
  return Math.floor((netCents * rateBp + 5_000) / 10_000);
}

/** An order's amounts after the bonus or offer: the net, its VAT and what the client pays. */
export interface VatAmounts {
  netCents: number;
  vatRateBp: number;
  vatCents: number;
  reverseCharge: boolean;
  totalCents: number;
}

/** The amounts of a net by a rule (an order placed before VAT was charged has no treatment and a rate of 0). */
export function vatAmounts(netCents: number, rule: { treatment: VatTreatment | null; rateBp: number }): VatAmounts {
  const vat = vatCents(netCents, rule.rateBp);
  return { netCents, vatRateBp: rule.rateBp, vatCents: vat, reverseCharge: rule.treatment === 'reverse_charge', totalCents: netCents + vat };
}

/** A rate as a reader's locale writes it: '21 %', '21%', '25,5 %'. */
export function formatVatRate(rateBp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10_000);
}
