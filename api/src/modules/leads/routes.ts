import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leads, errorResponse, success } from 'shared-api/contracts';
import { recordCallback, recordLead } from './repository';

/** Spec 8's success text for the contact form. */
export const LEAD_RECEIVED = "Thank you! We'll get back to you soon.";

/** /api/leads: the contact form, quote requests and callbacks; each is stored and mailed to sales. */
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
      const { id, serviceSlug } = await recordLead(app.db, body);
      await app.mailer.send({
        to: app.config.salesEmail,
        kind: 'lead',
        subject: serviceSlug ? `Quote request: ${serviceSlug}` : `Contact form: ${body.fullName}`,
        body: `${body.fullName} <${body.email}>${body.phone ? `, ${body.phone}` : ''} (${body.language})\n${serviceSlug ? `Service: ${serviceSlug}\n` : ''}\n${body.message}`,
      });
      return reply.code(201).send({ success: true as const, data: { id, message: LEAD_RECEIVED } });
    },
  });

  api.post('/api/leads/callback', {
    config: { rateLimit },
    schema: { tags, body: leads.callbackBody, response: { 201: success(leads.leadReceipt), ...failures } },
    handler: async (request, reply) => {
      const body = request.body;
      const id = await recordCallback(app.db, body);
      await app.mailer.send({
        to: app.config.salesEmail,
        kind: 'callback',
        subject: `Callback request: ${body.name}`,
        body: `Please call ${body.name} at ${body.phone}${body.preferredTime ? `, preferably ${body.preferredTime}` : ''} (${body.language}).`,
      });
      return reply.code(201).send({ success: true as const, data: { id, message: LEAD_RECEIVED } });
    },
  });
}
