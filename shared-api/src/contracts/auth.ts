import { z } from 'zod';
import { BONUS_OFFERS, isLongEnoughPassword, PHONE_PATTERN, VALIDATION_MESSAGES } from 'shared-domain';
import { LANGUAGE_CODES } from './languages';

const required = (max = 100) => z.string({ message: VALIDATION_MESSAGES.required }).trim().min(1, VALIDATION_MESSAGES.required).max(max);
export const emailField = z
  .string({ message: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(254)
  .pipe(z.email({ message: VALIDATION_MESSAGES.email }))
  .transform((email) => email.toLowerCase());
/**
 * Required (an empty one says so, spec 5), and at least 8 characters besides surrounding spaces: eight
 * spaces are not a password.
 */
export const passwordField = z
  .string({ message: VALIDATION_MESSAGES.required })
  .min(1, { message: VALIDATION_MESSAGES.required, abort: true })
  .max(200)
  .refine(isLongEnoughPassword, VALIDATION_MESSAGES.passwordMin);
/** The password typed again: required, then equal to the first (passwordsMatch). */
export const confirmPasswordField = z.string({ message: VALIDATION_MESSAGES.required }).min(1, VALIDATION_MESSAGES.required).max(200);
/** International phone numbers: digits with spaces, dashes, dots, brackets and a leading +. */
export const phoneField = z
  .string()
  .trim()
  .max(32)
  .regex(PHONE_PATTERN, VALIDATION_MESSAGES.phone);

/**
 * The two passwords must match. The check runs as soon as both are typed, even while other fields
 * are still wrong, so the form shows every problem at once.
 */
export const passwordsMatch = (
  password: 'password' | 'newPassword' = 'password',
): [(body: Record<string, unknown>) => boolean, { message: string; path: string[]; when: (payload: { value: unknown }) => boolean }] => [
  (body) => body[password] === body.confirmPassword,
  {
    message: VALIDATION_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.[password] === 'string' && typeof value?.confirmPassword === 'string';
    },
  },
];

export const registerBody = z
  .object({
    firstName: required(),
    lastName: required(),
    email: emailField,
    phone: z.union([phoneField, z.literal('')]).optional(),
    password: passwordField,
    confirmPassword: confirmPasswordField,
    acceptTerms: z.literal(true, { message: VALIDATION_MESSAGES.acceptTerms }),
    acceptMarketing: z.boolean().default(false),
    language: z.enum(LANGUAGE_CODES).default('en'),
  })
  .refine(...passwordsMatch());
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  email: emailField,
  password: z.string({ message: VALIDATION_MESSAGES.required }).min(1, VALIDATION_MESSAGES.required).max(200),
  /** Unchecked 'remember me' gives a session that ends with the browser (the client stores it so). */
  rememberMe: z.boolean().default(true),
});

export const refreshBody = z.object({ refreshToken: z.string().min(1).max(200) });
export const tokenBody = z.object({ token: z.string().min(1).max(200) });
export const emailBody = z.object({ email: emailField });

/** A new password typed twice (the reset form). */
export const newPasswordForm = z.object({ password: passwordField, confirmPassword: confirmPasswordField }).refine(...passwordsMatch());
export const resetPasswordBody = z
  .object({ token: z.string().min(1).max(200), password: passwordField, confirmPassword: confirmPasswordField })
  .refine(...passwordsMatch());

export const user = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['client', 'admin']),
  bonusBalance: z.number(),
  /** The welcome offer of the terms accepted at sign-up: 'percentage' (20 %) or 'threshold' (10 000 EUR over 25 000 EUR). */
  bonusOffer: z.enum(BONUS_OFFERS),
  isEmailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const authTokens = z.object({ accessToken: z.string(), refreshToken: z.string(), expiresIn: z.number().int() });
export const session = z.object({ user, tokens: authTokens });
export const message = z.object({ message: z.string() });
export type Message = z.infer<typeof message>;

/**
 * The one answer to a sign-up, whether or not the email already has an account (so it reveals
 * nothing): the confirmation link in the mail starts the session.
 */
export const registration = z.object({ email: z.string(), message: z.string() });
/** A confirmed email: the client, whether the welcome bonus was granted now, and a new session. */
export const verification = z.object({ user, bonusGranted: z.boolean(), tokens: authTokens });
export type Verification = z.infer<typeof verification>;
