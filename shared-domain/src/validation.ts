/** Checks the forms and the API share, with spec 5's messages word for word. */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  phone: 'Please enter a valid phone number',
  acceptTerms: 'You must accept the terms and conditions',
  vatId: 'Please enter a valid VAT ID',
  country: 'Please enter a country by its name or code',
} as const;

/** Spec 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

/** At least 8 characters besides surrounding spaces: eight spaces are not a password. */
export function isLongEnoughPassword(password: string): boolean {
  return password.trim().length >= MIN_PASSWORD_LENGTH;
}

/** International phone numbers: digits with spaces, dashes, dots, brackets and a leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]{5,}$/;

/** EU VAT identifiers: a country prefix and 2–13 capital letters or digits (DE123456789). */
export const VAT_ID_PATTERN = /^[A-Z]{2}[0-9A-Z]{2,13}$/;

export function isVatId(value: string): boolean {
  return VAT_ID_PATTERN.test(value);
}
