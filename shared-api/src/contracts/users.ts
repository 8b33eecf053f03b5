import { z } from 'zod';
import { countryCodeOf, VALIDATION_MESSAGES, VAT_ID_PATTERN } from 'shared-domain';
import { confirmPasswordField, passwordField, passwordsMatch, phoneField, user } from './auth';
import { CURRENCIES, LANGUAGE_CODES } from './languages';

export const billingAddress = z.object({
  street: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(200),
  city: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(100),
  postalCode: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(20),
  country: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(100),
});

export type BillingAddress = z.infer<typeof billingAddress>;

/**
 * An address as a client sends it: a country the site can read (its name in a site or EU language, or
 * its code), since the country decides the VAT; addresses kept from before are shown as they are.
 */
export const billingAddressInput = billingAddress.extend({
  country: billingAddress.shape.country.refine((country) => countryCodeOf(country) !== null, VALIDATION_MESSAGES.country),
});

export const profile = user.extend({
  companyName: z.string().nullable(),
  vatId: z.string().nullable(),
  billingAddress: billingAddress.nullable(),
  /** The public link of the uploaded avatar, if any. */
  avatarUrl: z.string().nullable(),
});
export type Profile = z.infer<typeof profile>;

const optionalText = (max: number) => z.union([z.string().trim().max(max), z.null()]).optional();

export const profilePatch = z
  .object({
    firstName: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(100).optional(),
    lastName: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(100).optional(),
    phone: z.union([phoneField, z.literal(''), z.null()]).optional(),
    companyName: optionalText(200),
    /** EU VAT identifiers: a country prefix and 2–13 letters or digits. */
    vatId: z.union([z.string().trim().regex(VAT_ID_PATTERN, VALIDATION_MESSAGES.vatId), z.literal(''), z.null()]).optional(),
    billingAddress: billingAddressInput.nullable().optional(),
  })
  .strict();
export type ProfilePatch = z.input<typeof profilePatch>;

export const changePasswordBody = z
  .object({
    currentPassword: z.string().min(1, VALIDATION_MESSAGES.required).max(200),
    newPassword: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(...passwordsMatch('newPassword'));
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const preferences = z.object({
  language: z.enum(LANGUAGE_CODES),
  currency: z.enum(CURRENCIES),
  marketing: z.boolean(),
});
export type Preferences = z.infer<typeof preferences>;
