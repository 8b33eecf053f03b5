import { z } from 'zod';
import { billingDetailsOf, billingFormFields, billingFormValues, type BillingFormValues } from '../forms/billing-form';

const empty: BillingFormValues = { companyName: '', vatId: '', street: '', city: '', postalCode: '', country: '' };
const address = { street: 'Národní 10', city: 'Prague', postalCode: '110 00', country: 'Czech Republic' };

describe('billing form values', () => {
  it('reads saved details, none as empty', () => {
    expect(billingFormValues({ companyName: null, vatId: null, billingAddress: null })).toEqual(empty);
    expect(billingFormValues({ companyName: 'Demo s.r.o.', vatId: 'CZ12345678', billingAddress: address })).toEqual({ companyName: 'Demo s.r.o.', vatId: 'CZ12345678', ...address });
  });

  it.each([
    ['nothing filled', empty, { companyName: null, vatId: null, billingAddress: null }],
    ['a complete address', { ...empty, ...address }, { companyName: null, vatId: null, billingAddress: address }],
    ['an incomplete address is left out', { ...empty, street: 'Národní 10', city: 'Prague' }, { companyName: null, vatId: null, billingAddress: null }],
    ['company and VAT ID', { ...empty, companyName: 'Demo s.r.o.', vatId: 'CZ12345678' }, { companyName: 'Demo s.r.o.', vatId: 'CZ12345678', billingAddress: null }],
  ])('%s', (_case, values, details) => {
    expect(billingDetailsOf(values)).toEqual(details);
  });

  it.each([
    ['CZ12345678', true],
    ['', true],
    ['cz123', false],
  ])('VAT ID %p is accepted: %p', (vatId, valid) => {
    expect(z.object(billingFormFields).safeParse({ ...empty, vatId }).success).toBe(valid);
  });

  it.each([
    ['Czech Republic', undefined],
    ['Česko', undefined],
    ['de', undefined],
    ['', undefined],
    ['Narnia', 'Please enter a country by its name or code'],
  ])('country %p: %p', (country, message) => {
    const result = z.object(billingFormFields).safeParse({ ...empty, ...address, country });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'country')?.message).toBe(message);
  });
});
