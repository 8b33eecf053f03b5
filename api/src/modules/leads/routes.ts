import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leads, errorResponse, success } from 'shared-api/contracts';
import { recordCallback, recordLead } from './repository';
import { mailCallbackToSales, mailLeadToSales } from './sales-mail';

/** Spec 8's success text for the contact form. */
export const LEAD_RECEIVED = "Thank you! We'll get back to you soon.";

/** /api/leads: the contact form, quote requests and callbacks; each is stored and mailed to sales (sales-mail.ts). */
export async function leadRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const tags = ['leads'];
  const failures = { 400: errorResponse, 404: errorResponse, 429: errorResponse };

  api.post('/api/leads', {
    config: { rateLimit },
    schema: { tags, body: leads.leadBody, response: { 201: success(leads.leadReceipt), ...failures } },
    handler: async (request, reply) => {
      const body = request.body;
      const id = await recordLead(app.db, body);
      await mailLeadToSales(app, body);
      return reply.code(201).send({ success: true as const, data: { id, message: LEAD_RECEIVED } });
    },
  });

  api.post('/api/leads/callback', {
    config: { rateLimit },
    schema: { tags, body: leads.callbackBody, response: { 201: success(leads.leadReceipt), ...failures } },
    handler: async (request, reply) => {
      const body = request.body;
      const id = await recordCallback(app.db, body);
      await mailCallbackToSales(app, body);
      return reply.code(201).send({ success: true as const, data: { id, message: LEAD_RECEIVED } });
    },
  });
}
