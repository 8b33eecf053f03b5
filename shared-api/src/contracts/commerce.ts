import { z } from 'zod';
import { emailField, phoneField } from './auth';
import { LANGUAGE_CODES } from './languages';
import { BONUS_OFFERS, hasAtMostTwoDecimals, INVOICE_STATUSES, MAX_LINE_QUANTITY, MAX_ORDER_LINES, ORDER_STATUSES, VALIDATION_MESSAGES, VAT_ID_PATTERN } from 'shared-domain';
import { billingAddress } from './users';

const id = z.uuid({ message: 'Must be an id' });
const customOptions = z.record(z.string().max(50), z.string().max(500)).refine((o) => Object.keys(o).length <= 20, 'At most 20 options');

/* Cart (spec 3): items with unit price = priceFrom and total = price × quantity. */
export const cartItem = z.object({
  serviceId: z.string(),
  service: z.object({ id: z.string(), slug: z.string(), title: z.string(), priceFrom: z.number(), currency: z.string(), isActive: z.boolean() }),
  quantity: z.number().int(),
  customOptions: z.record(z.string(), z.string()),
  unitPrice: z.number(),
  totalPrice: z.number(),
});
export const cart = z.object({ items: z.array(cartItem), subtotal: z.number(), currency: z.string() });
export type Cart = z.infer<typeof cart>;

export const addCartItemBody = z.object({
  serviceId: id,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
  customOptions: customOptions.default({}),
});
export const updateCartItemBody = z.object({ quantity: z.number().int().min(-MAX_LINE_QUANTITY).max(MAX_LINE_QUANTITY) });
export const serviceIdParam = z.object({ serviceId: id });

export const billingDetails = z.object({
  companyName: z.string().trim().max(200).nullable().optional(),
  vatId: z
    .union([z.string().trim().regex(VAT_ID_PATTERN, VALIDATION_MESSAGES.vatId), z.literal(''), z.null()])
    .optional(),
  billingAddress: billingAddress.nullable().optional(),
});

export const checkoutBody = z.object({
  /** false: pay everything in cash. */
  useBonus: z.boolean().default(true),
  /** The bonus the client saw; when it no longer fits (the balance changed), the order is refused. */
  expectedBonusApplied: z.number().min(0).optional(),
  billing: billingDetails.optional(),
  language: z.enum(LANGUAGE_CODES).default('en'),
});
/** A checkout as the client sends it (defaults filled by the server). */
export type CheckoutBody = z.input<typeof checkoutBody>;

export const createOrderBody = checkoutBody.extend({
  items: z
    .array(z.object({ serviceId: id, quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY), customOptions: customOptions.default({}) }))
    .min(1, 'Add at least one service')
    .max(MAX_ORDER_LINES),
});

/** The Idempotency-Key header: a client-chosen string, the same for retries of one order. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z.string({ message: 'Send an Idempotency-Key header' }).min(8, 'Idempotency-Key must be 8 to 100 characters').max(100),
});


export const orderItem = z.object({
  serviceId: z.string().nullable(),
  title: z.string(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  totalPrice: z.number(),
  customOptions: z.record(z.string(), z.string()),
});

export const statusChange = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type StatusChange = z.infer<typeof statusChange>;


export const invoiceSummary = z.object({
  id: z.string(),
  number: z.string(),
  orderId: z.string(),
  date: z.string(),
  dueDate: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const order = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
  subtotal: z.number(),
  bonusApplied: z.number(),
  /** The welcome offer the order was priced with. */
  bonusOffer: z.enum(BONUS_OFFERS),
  cashPayment: z.number(),
  total: z.number(),
  currency: z.string(),
  cancellable: z.boolean(),
  items: z.array(orderItem),
  invoice: invoiceSummary.nullable(),
});
export type Order = z.infer<typeof order>;

export const checkoutResult = z.object({ order, bonusBalance: z.number() });
export type CheckoutResult = z.infer<typeof checkoutResult>;

export const ordersQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const orderStatusBody = z.object({ status: z.enum(ORDER_STATUSES) });

export const invoiceLine = z.object({ description: z.string(), quantity: z.number().int(), unitPrice: z.number(), total: z.number() });
export const invoice = invoiceSummary.extend({
  issuer: z.object({ name: z.string(), address: z.string(), registrationNumber: z.string(), email: z.string() }),
  client: z.object({
    name: z.string(),
    email: z.string(),
    companyName: z.string().nullable(),
    vatId: z.string().nullable(),
    billingAddress: billingAddress.nullable(),
  }),
  lines: z.array(invoiceLine),
  subtotal: z.number(),
  bonusApplied: z.number(),
  bonusOffer: z.enum(BONUS_OFFERS),
  paidAt: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoice>;
export const signedUrl = z.object({ url: z.string(), expiresAt: z.string() });

/* Leads (spec 3 contact form; a quote request for a service; a callback). */
const requiredText = (max: number) => z.string({ message: VALIDATION_MESSAGES.required }).trim().min(1, VALIDATION_MESSAGES.required).max(max);
export const leadBody = z.object({
  fullName: requiredText(200),
  phone: z.union([phoneField, z.literal('')]).optional(),
  email: emailField,
  message: requiredText(5000),
  serviceId: id.optional(),
  language: z.enum(LANGUAGE_CODES).default('en'),
});
export type LeadBody = z.input<typeof leadBody>;
export const callbackBody = z.object({
  name: requiredText(200),
  phone: phoneField,
  preferredTime: z.string().trim().max(100).optional(),
  language: z.enum(LANGUAGE_CODES).default('en'),
});
export type CallbackBody = z.input<typeof callbackBody>;
export const leadReceipt = z.object({ id: z.string(), message: z.string() });
export type LeadReceipt = z.infer<typeof leadReceipt>;

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

export const upload = z.object({
  id: z.string(),
  kind: z.enum(['image', 'document', 'avatar']),
  contentType: z.string(),
  size: z.number().int(),
  filename: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type Upload = z.infer<typeof upload>;

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
