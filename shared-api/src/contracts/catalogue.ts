import { z } from 'zod';
import { MAX_ORDER_LINES } from 'shared-domain';
import { languageParam, queryFlag, uuidParam } from './common';

export const priceEntry = z.object({ price: z.number(), currency: z.string(), isActive: z.boolean() });

export const category = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** How many active services the category has. */
  services: z.number().int(),
});
export type Category = z.infer<typeof category>;

export const service = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  fullDescription: z.string(),
  categoryId: z.string().nullable(),
  category: category.omit({ services: true }).nullable().optional(),
  features: z.array(z.string()),
  benefits: z.array(z.string()),
  kpis: z.array(z.string()),
  isActive: z.boolean(),
  estimatedDeliveryDays: z.number().int().nullable(),
  isPopular: z.boolean(),
  isUrgent: z.boolean(),
  expertLevel: z.boolean(),
  hasGuarantee: z.boolean(),
  roi: z.string().nullable(),
  childServices: z.array(z.string()),
  prices: z.array(priceEntry),
  /** The lowest active price, 0 when there is none (spec 3). */
  priceFrom: z.number(),
  pricePro: z.number().optional(),
  /** The first price's currency, EUR when there is none (spec 3). */
  currency: z.string(),
});
export type Service = z.infer<typeof service>;

export const servicesQuery = z.object({
  category: z.string().max(100).optional(),
  search: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  popular: queryFlag,
  expert: queryFlag,
  lang: languageParam,
});
export type ServicesQuery = z.infer<typeof servicesQuery>;

export const langQuery = z.object({ lang: languageParam });

export const searchQuery = z.object({
  q: z.string().max(200).default(''),
  lang: languageParam,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** A service as a cart line, an order item or an invoice line names it: its title in the reader's language. */
export const serviceTitle = z.object({ id: z.string(), slug: z.string(), title: z.string(), isActive: z.boolean() });
export type ServiceTitle = z.infer<typeof serviceTitle>;

/** Services by id (comma-separated, as many as an order has lines) and the language to name them in. */
export const serviceTitlesQuery = z.object({
  ids: z
    .string()
    .max(MAX_ORDER_LINES * 37)
    .transform((ids) => ids.split(','))
    .pipe(z.array(uuidParam).min(1).max(MAX_ORDER_LINES)),
  lang: languageParam,
});
