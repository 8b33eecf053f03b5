import { z } from 'zod';
import { LANGUAGE_CODES } from './languages';
import { VALIDATION_MESSAGES } from 'shared-domain';
import { emailField, phoneField } from './auth';
import { uuidParam } from './common';

/* Leads (spec 3 contact form; a quote request for a service; a callback). */
const requiredText = (max: number) => z.string({ message: VALIDATION_MESSAGES.required }).trim().min(1, VALIDATION_MESSAGES.required).max(max);
export const leadBody = z.object({
  fullName: requiredText(200),
  phone: z.union([phoneField, z.literal('')]).optional(),
  email: emailField,
  message: requiredText(5000),
  serviceId: uuidParam.optional(),
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
