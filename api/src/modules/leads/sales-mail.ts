import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { callbackBody, leadBody } from 'shared-api/contracts/leads';
import { serviceTitles } from '../catalogue/repository';
import { mails } from '../mail/templates';

/** Where sales find every lead: the back office's list, in their language. */
function leadsLink(app: FastifyInstance): string {
  return `${app.config.publicUrl}/${app.config.salesLanguage}/admin/leads`;
}

/**
 * Tells sales of a stored lead, in SALES_LANGUAGE (a quote names its service by its title in that
 * language). The lead is stored first and is in the back office either way: a mail that cannot be
 * written is logged and does not fail the visitor's request, who would otherwise send it again.
 */
export async function mailLeadToSales(app: FastifyInstance, lead: z.output<typeof leadBody>): Promise<void> {
  const { salesEmail, salesLanguage } = app.config;
  try {
    const service = lead.serviceId ? (await serviceTitles(app.db, [lead.serviceId], salesLanguage)).get(lead.serviceId)?.title : undefined;
    await app.mailer.send(mails.leadToSales(salesEmail, { ...lead, service }, leadsLink(app), salesLanguage));
  } catch (error) {
    app.log.error({ err: error, mailKind: 'lead' }, 'The mail to sales about a lead could not be written');
  }
}

/** Tells sales of a stored callback request, in SALES_LANGUAGE; as for a lead, a failure is logged. */
export async function mailCallbackToSales(app: FastifyInstance, callback: z.output<typeof callbackBody>): Promise<void> {
  const { salesEmail, salesLanguage } = app.config;
  try {
    await app.mailer.send(mails.callbackToSales(salesEmail, callback, leadsLink(app), salesLanguage));
  } catch (error) {
    app.log.error({ err: error, mailKind: 'callback' }, 'The mail to sales about a callback request could not be written');
  }
}
