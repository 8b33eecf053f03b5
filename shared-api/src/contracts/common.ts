import { z } from 'zod';
import { hasAtMostTwoDecimals } from 'shared-domain';
import { LANGUAGE_CODES } from './languages';

/** Spec 8's generic failure text, and the shape every failure has. */
export const errorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const success = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const pagination = z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
export type Pagination = z.infer<typeof pagination>;

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), pagination });

/** A EUR amount as the API carries it: a number with at most two decimals. */
export const eurAmount = z
  .number({ message: 'Must be a number' })
  .finite()
  .refine(hasAtMostTwoDecimals, { message: 'At most two decimals' });

export const positiveEurAmount = eurAmount.refine((n) => n > 0, { message: 'Must be greater than 0' });

export const languageParam = z.enum(LANGUAGE_CODES).default('en');

export const uuidParam = z.uuid({ message: 'Must be an id' });

/** Booleans in a query string: 'true' / 'false'. */
export const queryFlag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();
