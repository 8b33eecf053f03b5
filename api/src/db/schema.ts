import { sql } from 'drizzle-orm';
import { BONUS_ENTRY_REASONS, BONUS_ENTRY_TYPES, BONUS_OFFERS, INVOICE_STATES, LEAD_KINDS, LEAD_STATUSES, ORDER_STATUSES, VAT_TREATMENTS, type OrderStatus } from 'shared-domain';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Money in integer cents, 64-bit: sums of many orders never overflow (read as exact JS numbers below 2^53). */
const cents = (name: string) => bigint(name, { mode: 'number' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export interface BillingAddress {
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    role: text('role', { enum: ['client', 'admin'] }).notNull().default('client'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    companyName: text('company_name'),
    vatId: text('vat_id'),
    billingAddress: jsonb('billing_address').$type<BillingAddress>(),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    preferredCurrency: text('preferred_currency').notNull().default('EUR'),
    acceptsMarketing: boolean('accepts_marketing').notNull().default(false),
    /** The welcome offer of the terms the client accepted at sign-up (shared-api pricing); fixed since. */
    bonusOffer: text('bonus_offer', { enum: BONUS_OFFERS }).notNull().default('percentage'),
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** An uploaded avatar image (uploads.id), public by link. */
    avatarUploadId: uuid('avatar_upload_id'),
    /** Set when an administrator disabled the account: it cannot sign in, and its sessions end. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), check('users_role_check', sql`${t.role} in ('client', 'admin')`)],
);

/** Opaque refresh tokens, stored hashed; rotation keeps a family, reuse of a rotated one revokes it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The family's absolute end: rotation never extends a session past it. */
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use tokens mailed to a client: email verification and password reset. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_hash_unique').on(t.tokenHash)],
);

/** Failed sign-ins and password checks, counted per account and per source; kept a day. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.createdAt), index('login_failures_created_idx').on(t.createdAt)],
);

/**
 * Requests counted against a rate limit (a route and a client address), shared by every process on
 * the database; a row whose window has ended starts again at 1.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);

/**
 * Where a client signed in before: addresses and devices (a random id in an HttpOnly cookie),
 * stored hashed. Failures from elsewhere cannot lock the client out of these.
 */
export const trustedSources = pgTable(
  'trusted_sources',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['address', 'device'] }).notNull(),
    valueHash: text('value_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.valueHash] })],
);

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull(),
  color: text('color').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] })],
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    isPopular: boolean('is_popular').notNull().default(false),
    isUrgent: boolean('is_urgent').notNull().default(false),
    expertLevel: boolean('expert_level').notNull().default(false),
    hasGuarantee: boolean('has_guarantee').notNull().default(false),
    roi: text('roi'),
    estimatedDeliveryDays: integer('estimated_delivery_days'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('services_category_idx').on(t.categoryId)],
);

export const serviceTranslations = pgTable(
  'service_translations',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    fullDescription: text('full_description').notNull().default(''),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    kpis: text('kpis').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.lang] }),
    index('service_translations_title_trgm').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

export const servicePrices = pgTable(
  'service_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    kind: text('kind', { enum: ['standard', 'pro'] }).notNull().default('standard'),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('service_prices_service_idx').on(t.serviceId), check('service_prices_amount_check', sql`${t.amountCents} >= 0`)],
);

/**
 * The bonus is an append-only ledger: the balance is the sum of its entries, never a column.
 * Amounts are positive cents; the type says which way they move.
 */
export const bonusLedger = pgTable(
  'bonus_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: BONUS_ENTRY_TYPES }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** Why it moved: welcome, referral, order, admin. The welcome bonus is unique per client. */
    reason: text('reason', { enum: BONUS_ENTRY_REASONS }).notNull(),
    description: text('description').notNull(),
    orderId: uuid('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bonus_ledger_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('bonus_ledger_one_welcome').on(t.userId).where(sql`${t.reason} = 'welcome'`),
    uniqueIndex('bonus_ledger_one_refund_per_order').on(t.orderId).where(sql`${t.type} = 'refunded'`),
    check('bonus_ledger_amount_check', sql`${t.amountCents} > 0`),
  ],
);

export const contentPages = pgTable('content_pages', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
  isPublished: boolean('is_published').notNull().default(true),
  updatedAt: updatedAt(),
});

export const contentPageTranslations = pgTable(
  'content_page_translations',
  {
    pageId: uuid('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    blocks: jsonb('blocks').$type<unknown[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.lang] })],
);

/** Site-wide settings the front end shows: legal entities, phones, emails, social links. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Mail waiting to be sent, or kept when no SMTP server is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/* ---- Commerce: carts, orders, invoices, leads, analytics, uploads ---- */

export type { OrderStatus };

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A client's cart on the server; a visitor's cart lives in the browser until sign-in. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    customOptions: jsonb('custom_options').$type<Record<string, string>>().notNull().default({}),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceId] }), check('cart_items_quantity_check', sql`${t.quantity} > 0`)],
);

/**
 * The VAT of an order and of its invoice (shared-domain's vat rule): how it was treated (none on
 * orders placed before VAT was charged), the rate in basis points (2100 = 21 %), the amount, and
 * whether the client accounts for it under reverse charge.
 */
const vatColumns = () => ({
  vatTreatment: text('vat_treatment', { enum: VAT_TREATMENTS }),
  vatRateBp: integer('vat_rate_bp').notNull().default(0),
  vatCents: cents('vat_cents').notNull().default(0),
  reverseCharge: boolean('reverse_charge').notNull().default(false),
});

/** The reverse-charge flag says the same as the treatment. */
const reverseChargeCheck = (table: string, t: { reverseCharge: AnyPgColumn; vatTreatment: AnyPgColumn }) =>
  check(`${table}_reverse_charge_check`, sql`${t.reverseCharge} = (${t.vatTreatment} is not distinct from 'reverse_charge')`);

export interface BillingSnapshot {
  name: string;
  email: string;
  companyName: string | null;
  vatId: string | null;
  billingAddress: BillingAddress | null;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    subtotalCents: cents('subtotal_cents').notNull(),
    bonusAppliedCents: cents('bonus_applied_cents').notNull().default(0),
    /** The net: the subtotal less the bonus or offer, before VAT. */
    cashCents: cents('cash_cents').notNull(),
    ...vatColumns(),
    /** What the client pays: the net and its VAT. */
    totalCents: cents('total_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    billing: jsonb('billing').$type<BillingSnapshot>().notNull(),
    /** The client's welcome offer the order was priced with. */
    bonusOffer: text('bonus_offer', { enum: BONUS_OFFERS }).notNull().default('percentage'),
    /** The client's Idempotency-Key: the same key twice is the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** A hash of the request that made it: the same key with another request is refused. */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    check('orders_total_check', sql`${t.totalCents} = ${t.cashCents} + ${t.vatCents}`),
    reverseChargeCheck('orders', t),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    /** Title and price as they were when the order was placed. */
    title: text('title').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    customOptions: jsonb('custom_options').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.changedAt)],
);

/** Invoice numbers run in a series per year: INV-2026-000001, … */
export const invoiceSeries = pgTable('invoice_series', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export interface IssuerSnapshot {
  name: string;
  address: string;
  registrationNumber: string;
  email: string;
  /** The account the invoice is paid to by bank transfer. */
  iban: string;
  bic: string;
}

export interface InvoiceLine {
  /** The service the line bills, which names it in the reader's language; absent on lines issued before it was kept. */
  serviceId?: string;
  /** The service's title in the language of the checkout: what the line says only when its service is gone. */
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}


export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    issuer: jsonb('issuer').$type<IssuerSnapshot>().notNull(),
    client: jsonb('client').$type<BillingSnapshot>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotalCents: cents('subtotal_cents').notNull(),
    bonusAppliedCents: cents('bonus_applied_cents').notNull(),
    bonusOffer: text('bonus_offer', { enum: BONUS_OFFERS }).notNull().default('percentage'),
    /** The subtotal less the bonus or offer, before VAT. */
    netCents: cents('net_cents').notNull(),
    ...vatColumns(),
    /** The total: the net and its VAT. */
    amountDueCents: cents('amount_due_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** Stored state; Overdue is derived: sent and unpaid past the due date. */
    state: text('state', { enum: INVOICE_STATES }).notNull().default('sent'),
    language: text('language').notNull().default('en'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The bank's reference of the transfer that paid the invoice, as staff recorded it. */
    paidReference: text('paid_reference'),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
    check('invoices_amount_due_check', sql`${t.amountDueCents} = ${t.netCents} + ${t.vatCents}`),
    reverseChargeCheck('invoices', t),
  ],
);

export const leads = pgTable('leads', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: LEAD_KINDS }).notNull(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  message: text('message'),
  serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
  preferredTime: text('preferred_time'),
  language: text('language').notNull().default('en'),
  /** Where staff are with it (the back office's leads inbox), and their notes. */
  status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
  notes: text('notes').notNull().default(''),
  createdAt: createdAt(),
});

/** Page views and events without personal data: no address, no user, no query strings. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['pageview', 'event'] }).notNull(),
    name: text('name').notNull(),
    path: text('path'),
    language: text('language'),
    properties: jsonb('properties').$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_kind_idx').on(t.kind, t.createdAt)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'document', 'avatar'] }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    filename: text('filename').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);

/** What staff changed about a client or an order, by whom and when (e.g. a client's welcome offer). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectId: uuid('subject_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_subject_idx').on(t.subjectId, t.createdAt)],
);

/**
 * Which release of each remote the site serves (the registry), and every change to it: the newest
 * row of a remote is its active release; the rows before it are its history (who, when, from, to).
 */
export const remoteActivations = pgTable(
  'remote_activations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of changes (two can share a timestamp). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    remote: text('remote').notNull(),
    /** The release's manifest, e.g. /releases/catalogue/1.2.0-3f9a1c2b/mf-manifest.json or a CDN URL. */
    url: text('url').notNull(),
    /** The release's version in the release store; null for a release hosted elsewhere, named by URL. */
    version: text('version'),
    fromUrl: text('from_url'),
    fromVersion: text('from_version'),
    /** A rollback restores the release active before the one it replaces. */
    kind: text('kind', { enum: ['activate', 'rollback'] }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('remote_activations_remote_idx').on(t.remote, t.seq)],
);
