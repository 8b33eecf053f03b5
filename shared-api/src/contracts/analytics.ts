import { z } from 'zod';
import { LANGUAGE_CODES } from './languages';

/* Analytics: no personal data. */
const eventName = z.string().trim().regex(/^[a-z][a-z0-9_.:-]{0,63}$/i, 'Letters, digits and _ . : - only');
const properties = z
  .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()]))
  .refine((p) => Object.keys(p).length <= 20, 'At most 20 properties')
  .default({});
const pagePath = z.string().max(500).regex(/^\//, 'A path starting with /');
export const trackBody = z.object({ name: eventName, path: pagePath.optional(), properties });
export const eventsBody = z.object({ events: z.array(trackBody).min(1).max(50) });
export const pageviewBody = z.object({ path: pagePath, language: z.enum(LANGUAGE_CODES).optional() });
export const pageviewsBody = z.object({ pageviews: z.array(pageviewBody).min(1).max(50) });
