import fc from 'fast-check';
import { countryCodeOf } from '../countries';
import { EU_VAT_RATES_BP, euVatIdCountry, formatVatRate, isEuVatId, issuerCountryFor, vatAmounts, vatCents, vatRuleFor } from '../vat';

describe('countryCodeOf', () => {
  it.each([
    ['Czech Republic', 'CZ'],
    ['Česká republika', 'CZ'],
    ['Česko', 'CZ'],
    ['Чехія', 'CZ'],
    ['España', 'ES'],
    ['espana', 'ES'],
    ['Іспанія', 'ES'],
    ['Deutschland', 'DE'],
    ['The Netherlands', 'NL'],
    ['Ελλάδα', 'GR'],
    ['de', 'DE'],
    ['UK', 'GB'],
    ['United States', 'US'],
    ['Україна', 'UA'],
    ['  Polska ', 'PL'],
    ['Narnia', null],
    ['ZZ', null],
    ['', null],
    [null, null],
  ])('reads %j as %s', (country, code) => {
    expect(countryCodeOf(country)).toBe(code);
  });
});

describe('EU VAT numbers', () => {
  it.each([
    ['DE123456789', 'DE'],
    ['EL123456789', 'GR'],
    ['CZ12345678', 'CZ'],
    ['GB123456789', null],
    ['XX123456789', null],
    ['DE1', null],
    ['de123456789', null],
    ['', null],
    [null, null],
  ])('%j is a VAT number of %s', (vatId, country) => {
    expect(euVatIdCountry(vatId)).toBe(country);
    expect(isEuVatId(vatId)).toBe(country !== null);
  });
});

describe('issuerCountryFor', () => {
  it.each([
    ['a Czech address', { country: 'Czech Republic', vatId: null }, 'CZ'],
    ['a Czech address in Czech', { country: 'Česko', vatId: '' }, 'CZ'],
    ['a Czech VAT number', { country: null, vatId: 'CZ12345678' }, 'CZ'],
    ['a Spanish client', { country: 'Spain', vatId: 'ESB12345678' }, 'ES'],
    ['a German client', { country: 'Germany', vatId: 'DE123456789' }, 'ES'],
    ['a client outside the EU', { country: 'United States', vatId: null }, 'ES'],
    ['no details', { country: null, vatId: null }, 'ES'],
  ])('%s is invoiced by the %s entity', (_case, client, issuer) => {
    expect(issuerCountryFor(client)).toBe(issuer);
  });
});

describe('vatRuleFor', () => {
  it.each([
    // [case, client, issuer, treatment, rate in basis points]
    ['a Czech business, by the Czech entity', { country: 'Czech Republic', vatId: 'CZ12345678' }, 'CZ', 'standard', 2100],
    ['a Czech consumer', { country: 'Česko', vatId: null }, 'CZ', 'standard', 2100],
    ['a Spanish business, by the Spanish entity', { country: 'España', vatId: 'ESB12345678' }, 'ES', 'standard', 2100],
    ['a German business: reverse charge', { country: 'Germany', vatId: 'DE123456789' }, 'ES', 'reverse_charge', 0],
    ['a Greek business writes EL: reverse charge', { country: 'Greece', vatId: 'EL123456789' }, 'ES', 'reverse_charge', 0],
    ['a Slovak business: reverse charge by the Spanish entity', { country: 'Slovakia', vatId: 'SK1234567890' }, 'ES', 'reverse_charge', 0],
    ['a business with a German VAT number and a Czech address: reverse charge by the Czech entity', { country: 'Czech Republic', vatId: 'DE123456789' }, 'CZ', 'reverse_charge', 0],
    ['a German client without VAT number pays German VAT', { country: 'Deutschland', vatId: null }, 'ES', 'standard', 1900],
    ['a Hungarian client without VAT number pays 27 %', { country: 'Hungary', vatId: '' }, 'ES', 'standard', 2700],
    ['a Finnish client without VAT number pays 25.5 %', { country: 'Suomi', vatId: null }, 'ES', 'standard', 2550],
    ['a client outside the EU', { country: 'United States', vatId: null }, 'ES', 'outside_eu', 0],
    ['a Ukrainian client', { country: 'Україна', vatId: null }, 'ES', 'outside_eu', 0],
    ['a British VAT number is not an EU one: outside the EU by the address', { country: 'United Kingdom', vatId: 'GB123456789' }, 'ES', 'outside_eu', 0],
    ['a malformed VAT number counts as none', { country: 'Germany', vatId: 'DE1' }, 'ES', 'standard', 1900],
    ['no country: the issuer country', { country: null, vatId: null }, 'ES', 'standard', 2100],
    ['a country that cannot be read: the issuer country', { country: 'Narnia', vatId: null }, 'ES', 'standard', 2100],
  ])('%s', (_case, client, issuer, treatment, rateBp) => {
    expect(vatRuleFor(client)).toEqual({ issuer, treatment, rateBp });
  });

  it('has a standard rate for each of the 27 member states', () => {
    expect(Object.keys(EU_VAT_RATES_BP)).toHaveLength(27);
    for (const rate of Object.values(EU_VAT_RATES_BP)) expect(rate).toBeGreaterThanOrEqual(1700);
  });
});

describe('vatCents: the one rounding rule', () => {
  it.each([
    // [net cents, rate bp, VAT cents]
    [100_000, 2100, 21_000],
    [1, 2100, 0],
    [3, 2100, 1], // 0.63 → 1
    [2, 2500, 1], // 0.5 → 1: halves round up
    [10, 2550, 3], // 2.55 → 3
    [238_400, 2100, 50_064],
    [999, 1900, 190], // 189.81 → 190
    [12_345, 0, 0],
    [0, 2100, 0],
  ])('VAT of %i cents at %i bp is %i cents', (net, rate, vat) => {
    expect(vatCents(net, rate)).toBe(vat);
  });

  it('is within half a cent of the exact amount, and exact in integers up to the order ceiling', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(...Object.values(EU_VAT_RATES_BP)), (net, rate) => {
        const vat = vatCents(net, rate);
        expect(Number.isSafeInteger(vat)).toBe(true);
        expect(Math.abs(vat - (net * rate) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('vatAmounts', () => {
  it('adds the VAT to the net after the bonus', () => {
    expect(vatAmounts(238_400, { treatment: 'standard', rateBp: 2100 })).toEqual({
      netCents: 238_400,
      vatRateBp: 2100,
      vatCents: 50_064,
      reverseCharge: false,
      totalCents: 288_464,
    });
  });

  it('charges nothing under reverse charge and says so', () => {
    expect(vatAmounts(238_400, { treatment: 'reverse_charge', rateBp: 0 })).toEqual({
      netCents: 238_400,
      vatRateBp: 0,
      vatCents: 0,
      reverseCharge: true,
      totalCents: 238_400,
    });
  });

  it('charges nothing outside the EU, without reverse charge', () => {
    expect(vatAmounts(1_000, { treatment: 'outside_eu', rateBp: 0 })).toMatchObject({ vatCents: 0, reverseCharge: false, totalCents: 1_000 });
  });
});

describe('formatVatRate', () => {
  it.each([
    [2100, 'en-GB', '21%'],
    [2550, 'cs', '25,5\u00a0%'],
    [0, 'en-GB', '0%'],
  ])('writes %i bp in %s as %j', (rate, locale, text) => {
    expect(formatVatRate(rate, locale)).toBe(text);
  });
});
