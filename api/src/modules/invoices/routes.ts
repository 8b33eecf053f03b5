import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogue, paginated, invoices, LANGUAGE_CODES, orders, errorResponse, success, uuidParam } from 'shared-api/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import { renderInvoicePdf } from './pdf';
import { getInvoiceRow, invoiceInLanguage, invoiceLanguage, invoiceResponse, listInvoices, type InvoiceRow } from './repository';
import type { SignedLinks } from './signed-links';

const failures = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
const idParams = z.object({ id: uuidParam });
const ownerScope = (request: { auth: { userId: string; role: string } | null }) =>
  request.auth?.role === 'admin' ? undefined : request.auth?.userId;

/** The invoice as a PDF in a language (its client's preferred one unless another is asked for), its lines named in it. */
async function sendPdf(db: Database, reply: FastifyReply, invoice: InvoiceRow, lang?: string) {
  const language = lang ?? (await invoiceLanguage(db, invoice));
  const pdf = await renderInvoicePdf(await invoiceInLanguage(db, invoice, language), language);
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/** /api/invoices: a client's invoices, their PDFs, and short-lived download links. */
export async function invoiceRoutes(app: FastifyInstance, signedLinks: SignedLinks) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoices'];
  const security = [{ bearer: [] }];

  api.get('/api/invoices', {
    onRequest: app.authenticate,
    schema: { tags, security, querystring: orders.ordersQuery.pick({ limit: true, offset: true }), response: { 200: paginated(invoices.invoiceSummary), ...failures } },
    handler: async (request) => {
      const { limit, offset } = request.query;
      const { data, total } = await listInvoices(app.db, currentUserId(request), limit, offset);
      return { success: true as const, data, pagination: { total, limit, offset } };
    },
  });

  api.get('/api/invoices/:id', {
    onRequest: app.authenticate,
    schema: { tags, security, params: idParams, querystring: catalogue.langQuery, response: { 200: success(invoices.invoice), ...failures } },
    handler: async (request) => {
      const row = await getInvoiceRow(app.db, request.params.id, ownerScope(request));
      return { success: true as const, data: invoiceResponse(await invoiceInLanguage(app.db, row, request.query.lang)) };
    },
  });

  api.get('/api/invoices/:id/download', {
    onRequest: app.authenticate,
    schema: { tags, security, params: idParams, querystring: z.object({ lang: z.enum(LANGUAGE_CODES).optional() }), response: failures },
    handler: async (request, reply) => sendPdf(app.db, reply, await getInvoiceRow(app.db, request.params.id, ownerScope(request)), request.query.lang),
  });

  api.get('/api/invoices/:id/signed-url', {
    onRequest: app.authenticate,
    schema: { tags, security, params: idParams, response: { 200: success(invoices.signedUrl), ...failures } },
    handler: async (request) => {
      const invoice = await getInvoiceRow(app.db, request.params.id, ownerScope(request));
      const link = signedLinks.create(invoice.id);
      return { success: true as const, data: { url: `${app.config.publicUrl}${link.path}`, expiresAt: link.expiresAt.toISOString() } };
    },
  });
}

/** The signed link itself: no key or token, just a valid, unexpired signature. */
export async function signedInvoiceFileRoute(app: FastifyInstance, signedLinks: SignedLinks) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/files/invoices/:file', {
    schema: {
      hide: true,
      params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.pdf$/) }),
      querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) }),
    },
    handler: async (request, reply) => {
      const invoiceId = request.params.file.replace(/\.pdf$/, '');
      if (!signedLinks.verify(invoiceId, request.query.expires, request.query.signature)) {
        return reply.code(403).send({ success: false, error: 'This download link is invalid or has expired', code: 'LINK_EXPIRED' });
      }
      const invoice = await getInvoiceRow(app.db, invoiceId).catch(() => {
        throw notFound('Invoice not found', 'INVOICE_NOT_FOUND');
      });
      return sendPdf(app.db, reply, invoice);
    },
  });
}
