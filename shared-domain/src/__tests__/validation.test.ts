import { isLongEnoughPassword, isVatId, PHONE_PATTERN } from '../validation';

describe('VAT identifiers', () => {
  it.each([
    ['DE123456789', true],
    ['FR12345678901', true],
    ['NL123456789B01', true],
    ['ATU12345678', true],
    ['de123456789', false],
    ['D123456789', false],
    ['DE1', false],
    ['DE12345678901234', false],
    ['DE 123456789', false],
    ['', false],
  ])('%p is a VAT ID: %p', (value, valid) => {
    expect(isVatId(value)).toBe(valid);
  });
});

describe('phone numbers', () => {
  it.each([
    ['+380 44 123 4567', true],
    ['(044) 123-45-67', false],
    ['044 123 45 67', true],
    ['+1 (555) 010.9999', true],
    ['12345', false],
    ['phone', false],
  ])('%p is a phone number: %p', (value, valid) => {
    expect(PHONE_PATTERN.test(value)).toBe(valid);
  });
});

describe('passwords', () => {
  it.each([
    ['secret-1', true],
    ['short', false],
    ['        ', false],
    ['  seven7  ', false],
    ['  eight888  ', true],
  ])('%p is long enough: %p', (password, valid) => {
    expect(isLongEnoughPassword(password)).toBe(valid);
  });
});
