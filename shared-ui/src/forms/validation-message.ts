/** Spec 5's messages, as the shared zod contracts word them, to their keys in the forms namespace. */
const KEYS: Record<string, string> = {
  'This field is required': 'validation.required',
  'Please enter a valid email address': 'validation.email',
  'Password must be at least 8 characters': 'validation.passwordMin',
  'Passwords do not match': 'validation.passwordsDoNotMatch',
  'Passwords must match': 'validation.passwordsMustMatch',
  'Please enter a valid phone number': 'validation.phone',
  'You must accept the terms and conditions': 'validation.acceptTerms',
};

/** The forms-namespace key for a validation message, or undefined for one with no translation. */
export function validationKey(message: string | undefined): string | undefined {
  return message === undefined ? undefined : KEYS[message];
}
