import { z } from 'zod';
import { LANGUAGE_CODES } from './languages';
import { BONUS_OFFERS, INVOICE_STATUSES, LEAD_KINDS, LEAD_STATUSES, ORDER_STATUSES, hasAtMostTwoDecimals } from 'shared-domain';
import { eurAmount, languageParam } from './common';
import { invoiceSummary } from './invoices';
import { order, statusChange } from './orders';
import { bonusTransaction } from './bonus';
import { servicesQuery } from './catalogue';

/** The back office's own validation messages, in English as the API answers them; the admin app shows them in the staff's language (admin namespace, validation.<name>). */
export const ADMIN_VALIDATION_MESSAGES = {
  twoDecimals: 'At most two decimals',
  icon: 'Expected a Material icon name, e.g. "ads_click"',
  colour: 'Expected a colour as #rrggbb',
  englishRequired: 'English is the fallback: it cannot be removed',
  date: 'A date as YYYY-MM-DD',
  paymentReference: 'Enter the payment reference',
  statusOrNotes: 'Send a status or notes',
  nonZeroAmount: 'Enter an amount other than 0',
  amountCap: 'At most 100 000',
  reason: 'Say why',
  snakeCase: 'snake_case words',
} as const;

/* Admin */
const snakeCase = z.string().trim().regex(/^[\p{Ll}\p{Lo}\p{N}]+(_[\p{Ll}\p{Lo}\p{N}]+)*$/u, ADMIN_VALIDATION_MESSAGES.snakeCase);

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
  amount: z.number().positive().max(10_000_000).refine(hasAtMostTwoDecimals, ADMIN_VALIDATION_MESSAGES.twoDecimals),
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
/**
 * Only the fields sent change; prices, when sent, replace the list (each price whole); a language sent
 * changes the texts it names, and null removes it (never English's, every page's fallback).
 */
export const adminServicePatch = serviceFields
  .extend({
    translations: z
      .partialRecord(z.enum(LANGUAGE_CODES), serviceTextPatch.nullable())
      .refine((texts) => texts.en !== null, { message: ADMIN_VALIDATION_MESSAGES.englishRequired, path: ['en'] }),
  })
  .partial()
  .strict();

/** A service as the editor opens it: every field, every price and the texts of every language it has. */
export const adminServiceDetail = serviceFields.extend({
  id: z.string(),
  prices: z.array(servicePrice),
  translations: z.partialRecord(z.enum(LANGUAGE_CODES), serviceText),
});
export type AdminServiceDetail = z.infer<typeof adminServiceDetail>;
export type AdminServiceBody = z.input<typeof adminServiceBody>;
export type AdminServicePatch = z.input<typeof adminServicePatch>;

/* Categories: the catalogue's groups, named in every language. */
/** A Material icon name, e.g. 'campaign'. */
export const categoryIcon = z.string().max(60).regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, ADMIN_VALIDATION_MESSAGES.icon);
export const categoryColor = z.string().regex(/^#[0-9a-f]{6}$/i, ADMIN_VALIDATION_MESSAGES.colour);
export const categoryText = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(1000).default(''),
});
const categoryFields = z.object({
  slug: serviceFields.shape.slug,
  icon: categoryIcon,
  color: categoryColor,
  sortOrder: z.number().int().min(0).max(100_000),
  isActive: z.boolean(),
});
export const adminCategoryBody = categoryFields.extend({
  sortOrder: categoryFields.shape.sortOrder.default(0),
  isActive: categoryFields.shape.isActive.default(true),
  translations: z
    .object({ en: categoryText })
    .catchall(categoryText)
    .refine((texts) => Object.keys(texts).every((lang) => (LANGUAGE_CODES as readonly string[]).includes(lang)), 'Languages: ' + LANGUAGE_CODES.join(', ')),
});
/** Only the fields sent change; a language sent replaces its texts, and null removes it (never English's). */
export const adminCategoryPatch = categoryFields
  .extend({
    translations: z
      .partialRecord(z.enum(LANGUAGE_CODES), categoryText.nullable())
      .refine((texts) => texts.en !== null, { message: ADMIN_VALIDATION_MESSAGES.englishRequired, path: ['en'] }),
  })
  .partial()
  .strict();
/** A category as the back office lists and edits it, with how many services it holds (active ones apart). */
export const adminCategory = categoryFields.extend({
  id: z.string(),
  services: z.number().int(),
  activeServices: z.number().int(),
  translations: z.partialRecord(z.enum(LANGUAGE_CODES), categoryText),
});
export type AdminCategory = z.infer<typeof adminCategory>;
export type AdminCategoryBody = z.input<typeof adminCategoryBody>;
export type AdminCategoryPatch = z.input<typeof adminCategoryPatch>;

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
  kind: z.enum(LEAD_KINDS),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  serviceId: z.string().nullable(),
  preferredTime: z.string().nullable(),
  language: z.string(),
  status: z.enum(LEAD_STATUSES),
  notes: z.string(),
  createdAt: z.string(),
});
export const adminLeadsQuery = z.object({
  kind: z.enum(LEAD_KINDS).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  direction: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

/* Back office lists: every list pages on the server and sorts; its filters live in the page's URL. */
const page = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
};
const direction = z.enum(['asc', 'desc']).default('desc');
/** A calendar day, 2026-11-23. */
const day = z.iso.date({ message: ADMIN_VALIDATION_MESSAGES.date });

export const adminUsersQuery = z.object({
  search: z.string().max(200).optional(),
  /** Newest first unless sorted by e-mail or name. */
  sort: z.enum(['date', 'email', 'name']).default('date'),
  direction,
  ...page,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

/** The back office's services list: the catalogue's filters, deactivated services too, and an order. */
export const adminServicesQuery = servicesQuery.extend({
  state: z.enum(['active', 'inactive']).optional(),
  /** The catalogue's own order (position), by title in the list's language, or last changed. */
  sort: z.enum(['position', 'title', 'updated']).default('position'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type AdminServicesQuery = z.input<typeof adminServicesQuery>;

export const adminCategoriesQuery = z.object({
  /** The catalogue's own order (position), or by name in the list's language. */
  sort: z.enum(['position', 'name']).default('position'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  ...page,
  lang: languageParam,
});
export type AdminCategoriesQuery = z.input<typeof adminCategoriesQuery>;

export const adminOrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** Part of the client's e-mail or name, or of the order number. */
  search: z.string().trim().max(200).optional(),
  /** Orders placed on or after this day, and on or before `to`. */
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(['date', 'total']).default('date'),
  direction,
  ...page,
  lang: languageParam,
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;
export const orderClient = z.object({ id: z.string(), email: z.string(), name: z.string(), companyName: z.string().nullable() });
export const adminOrder = order.extend({ client: orderClient });
export type AdminOrder = z.infer<typeof adminOrder>;
export const adminOrderDetail = adminOrder.extend({ history: z.array(statusChange.extend({ changedByEmail: z.string().nullable() })) });
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const adminInvoicesQuery = z.object({
  status: z.enum(INVOICE_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(['date', 'dueDate', 'amount']).default('date'),
  direction,
  ...page,
});
export type AdminInvoicesQuery = z.input<typeof adminInvoicesQuery>;
export const adminInvoice = invoiceSummary.extend({
  orderNumber: z.string(),
  client: orderClient,
  paidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
});
export type AdminInvoice = z.infer<typeof adminInvoice>;
/** A payment received: the day it arrived and the bank's reference of the transfer. */
export const invoicePaymentBody = z.object({
  paidOn: day,
  reference: z.string().trim().min(1, ADMIN_VALIDATION_MESSAGES.paymentReference).max(100),
});
export type InvoicePaymentBody = z.infer<typeof invoicePaymentBody>;

export const adminLeadUpdate = z
  .object({ status: z.enum(LEAD_STATUSES), notes: z.string().trim().max(5000) })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, ADMIN_VALIDATION_MESSAGES.statusOrNotes);
export type AdminLeadUpdate = z.infer<typeof adminLeadUpdate>;

export const adminClientDetail = adminUser.extend({
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  disabled: z.boolean(),
  bonusBalance: z.number(),
  orders: z.array(adminOrder.pick({ id: true, number: true, date: true, status: true, total: true, currency: true })),
  ledger: z.array(bonusTransaction),
});
export type AdminClientDetail = z.infer<typeof adminClientDetail>;
/** A bonus correction: a ledger entry of this amount (EUR, negative to take back), with why. */
export const bonusAdjustmentBody = z.object({
  amount: eurAmount.refine((value) => value !== 0, ADMIN_VALIDATION_MESSAGES.nonZeroAmount).refine((value) => Math.abs(value) <= 100_000, ADMIN_VALIDATION_MESSAGES.amountCap),
  reason: z.string().trim().min(1, ADMIN_VALIDATION_MESSAGES.reason).max(500),
});
export type BonusAdjustmentBody = z.infer<typeof bonusAdjustmentBody>;

/** Week by week, oldest first: what the dashboard charts draw (and its tables read out). */
export const adminDashboardSeries = z.object({
  weeks: z.array(
    z.object({
      /** The Monday the week starts on. */
      week: z.string(),
      orders: z.number().int(),
      revenue: z.number(),
      bonusIssued: z.number(),
      bonusSpent: z.number(),
    }),
  ),
  leadsBySource: z.array(z.object({ source: z.enum(LEAD_KINDS), count: z.number().int() })),
});
export type AdminDashboardSeries = z.infer<typeof adminDashboardSeries>;
export type AdminDashboard = z.infer<typeof adminDashboard>;
export type AdminUser = z.infer<typeof adminUser>;
export type AdminLead = z.infer<typeof adminLead>;
