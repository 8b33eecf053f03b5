import { formatIban, isIban, paymentReference } from '../payment';

describe('paymentReference', () => {
  it.each([
    // ISO 11649's own example, then order numbers as the site makes them.
    ['539007547034', 'RF18539007547034'],
    ['GP-20261122-3F9A1C07B2', 'RF14GP202611223F9A1C07B2'],
    ['gp-20261122-3f9a1c07b2', 'RF14GP202611223F9A1C07B2'],
  ])('of %s is %s', (orderNumber, reference) => {
    expect(paymentReference(orderNumber)).toBe(reference);
  });

  it('is the same for the same order and differs between orders', () => {
    expect(paymentReference('GP-20261122-ABCDEF0123')).toBe(paymentReference('GP-20261122-ABCDEF0123'));
    expect(paymentReference('GP-20261122-ABCDEF0123')).not.toBe(paymentReference('GP-20261122-ABCDEF0124'));
  });

  it('keeps within the 25 characters of a creditor reference', () => {
    expect(paymentReference('GP-20261122-ABCDEF0123-EXTRA-LONG')).toMatch(/^RF\d{2}[0-9A-Z]{21}$/);
  });
});

describe('isIban', () => {
  it.each([
    ['ES91 2100 0418 4502 0005 1332', true],
    ['CZ6508000000192000145399', true],
    ['ES92 2100 0418 4502 0005 1332', false],
    ['ES91', false],
    ['not an iban', false],
  ])('%s: %s', (iban, valid) => {
    expect(isIban(iban)).toBe(valid);
  });
});

describe('formatIban', () => {
  it.each([
    ['ES9121000418450200051332', 'ES91 2100 0418 4502 0005 1332'],
    ['CZ65 0800 0000 1920 0014 5399', 'CZ65 0800 0000 1920 0014 5399'],
  ])('writes %s as %s', (iban, text) => {
    expect(formatIban(iban)).toBe(text);
  });
});
