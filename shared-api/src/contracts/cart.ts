// The cart and its checkout (spec 3, 4): lines, billing details, the checkout and order bodies.
import { z } from 'zod';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, VALIDATION_MESSAGES, VAT_ID_PATTERN } from 'shared-domain';
import { uuidParam } from './common';
import { LANGUAGE_CODES } from './languages';
import { billingAddressInput } from './users';

export const customOptions = z.record(z.string().max(50), z.string().max(500)).refine((o) => Object.keys(o).length <= 20, 'At most 20 options');

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
  serviceId: uuidParam,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
  customOptions: customOptions.default({}),
});
export const updateCartItemBody = z.object({ quantity: z.number().int().min(-MAX_LINE_QUANTITY).max(MAX_LINE_QUANTITY) });
export const serviceIdParam = z.object({ serviceId: uuidParam });

export const billingDetails = z.object({
  companyName: z.string().trim().max(200).nullable().optional(),
  vatId: z
    .union([z.string().trim().regex(VAT_ID_PATTERN, VALIDATION_MESSAGES.vatId), z.literal(''), z.null()])
    .optional(),
  billingAddress: billingAddressInput.nullable().optional(),
});

export const checkoutBody = z.object({
  /** false: pay everything in cash. */
  useBonus: z.boolean().default(true),
  /** The bonus the client saw; when it no longer fits (the balance changed), the order is refused. */
  expectedBonusApplied: z.number().min(0).optional(),
  billing: billingDetails.optional(),
  language: z.enum(LANGUAGE_CODES).default('en'),
  /** The client accepts the terms and conditions with each order: without it, no order. */
  acceptTerms: z.literal(true, { message: VALIDATION_MESSAGES.acceptTerms }),
});
/** A checkout as the client sends it (defaults filled by the server). */
export type CheckoutBody = z.input<typeof checkoutBody>;

export const createOrderBody = checkoutBody.extend({
  items: z
    .array(z.object({ serviceId: uuidParam, quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY), customOptions: customOptions.default({}) }))
    .min(1, 'Add at least one service')
    .max(MAX_ORDER_LINES),
});

/** The Idempotency-Key header: a client-chosen string, the same for retries of one order. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z.string({ message: 'Send an Idempotency-Key header' }).min(8, 'Idempotency-Key must be 8 to 100 characters').max(100),
});
