import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminLeadUpdate, adminLeadsQuery } from 'shared-api/contracts/admin';
import type { callbackBody, leadBody } from 'shared-api/contracts/leads';
import type { Database } from '../../db/database';
import { leads, services } from '../../db/schema';
import { notFound } from '../../errors';

type LeadBody = z.output<typeof leadBody>;
type CallbackBody = z.output<typeof callbackBody>;
type LeadsQuery = z.output<typeof adminLeadsQuery>;

/**
 * Stores a contact message, or a quote request when it names a service (404 for an unknown one).
 * Answers the lead's id.
 */
export async function recordLead(db: Database, body: LeadBody): Promise<string> {
  if (body.serviceId) {
    const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, body.serviceId));
    if (!service) throw notFound('Service not found', 'SERVICE_NOT_FOUND');
  }
  const [lead] = await db
    .insert(leads)
    .values({
      kind: body.serviceId ? 'quote' : 'contact',
      name: body.fullName,
      email: body.email,
      phone: body.phone || null,
      message: body.message,
      serviceId: body.serviceId,
      language: body.language,
    })
    .returning({ id: leads.id });
  return lead!.id;
}

export async function recordCallback(db: Database, body: CallbackBody): Promise<string> {
  const [lead] = await db
    .insert(leads)
    .values({ kind: 'callback', name: body.name, phone: body.phone, preferredTime: body.preferredTime, language: body.language })
    .returning({ id: leads.id });
  return lead!.id;
}

/** Leads newest first, optionally of one kind, for the back office. */
export async function listLeads(db: Database, query: LeadsQuery) {
  const { kind, status, direction, limit, offset } = query;
  const where = and(kind ? eq(leads.kind, kind) : undefined, status ? eq(leads.status, status) : undefined);
  const order = direction === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select().from(leads).where(where).orderBy(order(leads.createdAt), order(leads.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { data: rows.map(leadResponse), total: total?.n ?? 0 };
}

function leadResponse(lead: typeof leads.$inferSelect) {
  return { ...lead, createdAt: lead.createdAt.toISOString() };
}

/** Staff move a lead along (new, in progress, done) and keep notes on it. */
export async function updateLead(db: Database, id: string, patch: z.output<typeof adminLeadUpdate>) {
  const [lead] = await db.update(leads).set(patch).where(eq(leads.id, id)).returning();
  if (!lead) throw notFound('Lead not found', 'LEAD_NOT_FOUND');
  return leadResponse(lead);
}
