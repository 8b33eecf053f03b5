import { z } from 'zod';
import { LANGUAGE_CODES } from './languages';
import { BONUS_OFFERS, hasAtMostTwoDecimals } from 'shared-domain';

/* Admin */
const snakeCase = z.string().trim().regex(/^[\p{Ll}\p{Lo}\p{N}]+(_[\p{Ll}\p{Lo}\p{N}]+)*$/u, 'snake_case words');

/*
 * Admin: a service's fields carry no defaults, so a patch changes only what it sends (zod fills
 * omitted fields that have a default, and .partial() keeps the default). Creating a service
 * applies the defaults on top.
 */
const serviceTextFields = z.object({
  title: z.string().trim().min(1).max(200),
  shortDescription: z.string().trim().max(500),
  fullDescription: z.string().trim().max(5000),
  features: z.array(snakeCase).max(30),
  benefits: z.array(z.string().trim().min(1).max(300)).max(30),
  kpis: z.array(z.string().trim().min(1).max(300)).max(30),
});
export const serviceText = serviceTextFields.extend({
  shortDescription: serviceTextFields.shape.shortDescription.default(''),
  fullDescription: serviceTextFields.shape.fullDescription.default(''),
  features: serviceTextFields.shape.features.default([]),
  benefits: serviceTextFields.shape.benefits.default([]),
  kpis: serviceTextFields.shape.kpis.default([]),
});
/** A translation in a patch: the fields sent change; a language the service lacks needs its title. */
export const serviceTextPatch = serviceTextFields.partial();

const servicePrice = z.object({
  /** EUR; an order needs a price above 0, so 0 is refused. */
  amount: z.number().positive().max(10_000_000).refine(hasAtMostTwoDecimals, 'At most two decimals'),
  kind: z.enum(['standard', 'pro']),
  currency: z.enum(['EUR', 'USD', 'UAH']),
  isActive: z.boolean(),
});
/** A price as sent: kind, currency and state default for each entry. */
const servicePriceInput = servicePrice.extend({
  kind: servicePrice.shape.kind.default('standard'),
  currency: servicePrice.shape.currency.default('EUR'),
  isActive: servicePrice.shape.isActive.default(true),
});
const serviceFields = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case letters and digits').max(100),
  categorySlug: z.string().max(100),
  isActive: z.boolean(),
  isPopular: z.boolean(),
  isUrgent: z.boolean(),
  expertLevel: z.boolean(),
  hasGuarantee: z.boolean(),
  roi: z.string().max(50).nullable(),
  estimatedDeliveryDays: z.number().int().min(1).max(3650).nullable(),
  prices: z.array(servicePriceInput).max(10),
});
export const adminServiceBody = serviceFields.extend({
  isActive: serviceFields.shape.isActive.default(true),
  isPopular: serviceFields.shape.isPopular.default(false),
  isUrgent: serviceFields.shape.isUrgent.default(false),
  expertLevel: serviceFields.shape.expertLevel.default(false),
  hasGuarantee: serviceFields.shape.hasGuarantee.default(false),
  roi: serviceFields.shape.roi.default(null),
  estimatedDeliveryDays: serviceFields.shape.estimatedDeliveryDays.default(null),
  prices: serviceFields.shape.prices.default([]),
  translations: z
    .object({ en: serviceText })
    .catchall(serviceText)
    .refine((texts) => Object.keys(texts).every((lang) => (LANGUAGE_CODES as readonly string[]).includes(lang)), 'Languages: ' + LANGUAGE_CODES.join(', ')),
});
/** Only the fields sent change; prices, when sent, replace the list (each price whole). */
export const adminServicePatch = serviceFields
  .extend({ translations: z.partialRecord(z.enum(LANGUAGE_CODES), serviceTextPatch) })
  .partial()
  .strict();

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['client', 'admin']),
  isEmailVerified: z.boolean(),
  bonusOffer: z.enum(BONUS_OFFERS),
  termsVersion: z.string().nullable(),
  termsAcceptedAt: z.string().nullable(),
  createdAt: z.string(),
});
/** An administrator changes a client's welcome offer, saying why (kept in the audit log). */
export const adminBonusOfferBody = z.object({ offer: z.enum(BONUS_OFFERS), reason: z.string().trim().min(1).max(500) });
export const adminUsersQuery = z.object({
  search: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const adminDashboard = z.object({
  clients: z.number().int(),
  ordersByStatus: z.record(z.string(), z.number().int()),
  revenuePaid: z.number(),
  amountOutstanding: z.number(),
  bonusSpent: z.number(),
  leads: z.number().int(),
});
export const adminAnalytics = z.object({
  pageviewsByPath: z.array(z.object({ path: z.string(), views: z.number().int() })),
  eventsByName: z.array(z.object({ name: z.string(), count: z.number().int() })),
});

export const adminLead = z.object({
  id: z.string(),
  kind: z.enum(['contact', 'quote', 'callback']),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  serviceId: z.string().nullable(),
  preferredTime: z.string().nullable(),
  language: z.string(),
  createdAt: z.string(),
});
export const adminLeadsQuery = z.object({
  kind: z.enum(['contact', 'quote', 'callback']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
