import { eq } from 'drizzle-orm';
import { bonusLedger } from '../db/schema';
import { createSignedLinks, SIGNED_LINK_TTL_MS } from '../modules/invoices/signed-links';
import { newKey, someServices, verifiedClient } from './helpers/clients';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t, 'admin@example.com', 'admin12345')).tokens.accessToken;
});
afterAll(() => t.close());

async function clientWithOrder(billing?: object) {
  const client = await verifiedClient(t);
  const [a] = await someServices(t, 1);
  const response = await t.call({
    method: 'POST',
    url: '/api/orders',
    token: client.token,
    headers: { 'idempotency-key': newKey() },
    payload: { items: [{ serviceId: a!.id, quantity: 3 }], billing, language: 'en', acceptTerms: true },
  });
  expect(response.statusCode).toBe(201);
  return { ...client, order: response.json().data.order };
}

const setStatus = (id: string, status: string, token = adminToken) =>
  t.call({ method: 'PATCH', url: `/api/orders/${id}`, token, payload: { status } });

describe('orders', () => {
  it("lists a client's orders, filters by status and shows one with its items and invoice", async () => {
    const { token, order } = await clientWithOrder();
    const list = (await t.call({ method: 'GET', url: '/api/orders', token })).json();
    expect(list.pagination.total).toBe(1);
    expect((await t.call({ method: 'GET', url: '/api/orders?status=completed', token })).json().data).toEqual([]);
    const detail = (await t.call({ method: 'GET', url: `/api/orders/${order.id}`, token })).json().data;
    expect(detail).toMatchObject({ id: order.id, status: 'pending', items: [expect.objectContaining({ quantity: 3 })], invoice: expect.objectContaining({ status: 'sent' }) });
  });

  it('moves along Pending → Confirmed → In Progress → Completed, recording who and when', async () => {
    const { token, order } = await clientWithOrder();
    for (const status of ['confirmed', 'in_progress', 'completed']) expect((await setStatus(order.id, status)).statusCode).toBe(200);
    const history = (await t.call({ method: 'GET', url: `/api/orders/${order.id}/history`, token })).json().data;
    expect(history.map((h: { from: string | null; to: string }) => [h.from, h.to])).toEqual([
      [null, 'pending'],
      ['pending', 'confirmed'],
      ['confirmed', 'in_progress'],
      ['in_progress', 'completed'],
    ]);
    expect(history[1].changedBy).not.toBe(history[0].changedBy);
    expect(history.every((h: { changedAt: string }) => !Number.isNaN(Date.parse(h.changedAt)))).toBe(true);
  });

  it.each([
    [[], 'completed'],
    [[], 'in_progress'],
    [['confirmed', 'in_progress'], 'cancelled'],
    [['confirmed', 'in_progress', 'completed'], 'pending'],
  ])('refuses a jump off the graph with 409 (after %j, to %s)', async (path, to) => {
    const { order } = await clientWithOrder();
    for (const status of path) await setStatus(order.id, status);
    const response = await setStatus(order.id, to);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('INVALID_STATUS_CHANGE');
  });

  it('lets only an admin change a status', async () => {
    const { token, order } = await clientWithOrder();
    expect((await setStatus(order.id, 'confirmed', token)).statusCode).toBe(403);
  });

  it('cancels while Pending or Confirmed: the bonus comes back exactly, once, and the invoice is void', async () => {
    const { token, id, order } = await clientWithOrder();
    await setStatus(order.id, 'confirmed');
    const before = (await t.call({ method: 'GET', url: '/api/bonus/balance', token })).json().data;
    expect(before.pending).toBe(order.bonusApplied);

    const results = await Promise.all([1, 2].map(() => t.call({ method: 'POST', url: `/api/orders/${order.id}/cancel`, token })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const cancelled = results.find((r) => r.statusCode === 200)!.json().data;
    expect(cancelled.order).toMatchObject({ status: 'cancelled', cancellable: false, invoice: expect.objectContaining({ status: 'void' }) });
    expect(cancelled.bonusBalance).toBe(10000);
    const refunds = (await t.db.select().from(bonusLedger).where(eq(bonusLedger.userId, id))).filter((e) => e.type === 'refunded');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountCents).toBe(Math.round(order.bonusApplied * 100));
  });

  it('refuses to cancel an order in progress', async () => {
    const { token, order } = await clientWithOrder();
    await setStatus(order.id, 'confirmed');
    await setStatus(order.id, 'in_progress');
    expect((await t.call({ method: 'POST', url: `/api/orders/${order.id}/cancel`, token })).statusCode).toBe(409);
  });

  it("never shows or changes another client's order", async () => {
    const owner = await clientWithOrder();
    const other = await verifiedClient(t);
    for (const [method, url] of [
      ['GET', `/api/orders/${owner.order.id}`],
      ['GET', `/api/orders/${owner.order.id}/history`],
      ['POST', `/api/orders/${owner.order.id}/cancel`],
    ] as const) {
      const response = await t.call({ method, url, token: other.token });
      expect(response.statusCode).toBe(404);
    }
    expect((await t.call({ method: 'GET', url: '/api/orders', token: other.token })).json().data).toEqual([]);
    expect((await t.call({ method: 'GET', url: `/api/orders/${owner.order.id}`, token: owner.token })).json().data.status).toBe('pending');
  });

  it('refuses bad ids and bad bodies with 400', async () => {
    const { token } = await verifiedClient(t);
    expect((await t.call({ method: 'GET', url: '/api/orders/not-an-id', token })).statusCode).toBe(400);
    const response = await t.call({ method: 'POST', url: '/api/orders', token, headers: { 'idempotency-key': newKey() }, payload: { items: [] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toHaveProperty('items');
  });
});

describe('invoices', () => {
  const billing = {
    companyName: 'Koval Trading s.r.o.',
    vatId: 'CZ87654321',
    billingAddress: { street: 'Národní 10', city: 'Praha', postalCode: '110 00', country: 'Czech Republic' },
  };

  it("lists a client's invoices and shows one with issuer, client details and lines", async () => {
    const { token, order } = await clientWithOrder(billing);
    const list = (await t.call({ method: 'GET', url: '/api/invoices', token })).json();
    expect(list.data).toEqual([expect.objectContaining({ id: order.invoice.id, status: 'sent' })]);
    const invoice = (await t.call({ method: 'GET', url: `/api/invoices/${order.invoice.id}`, token })).json().data;
    expect(invoice).toMatchObject({
      issuer: { name: 'Growth Partners CZ s.r.o.' },
      client: { vatId: 'CZ87654321', companyName: 'Koval Trading s.r.o.' },
      bonusApplied: order.bonusApplied,
      net: order.cashPayment,
      vat: order.vat,
      amount: order.total,
    });
  });

  it("shows the demo client's invoices as paid, overdue and sent", async () => {
    const { tokens } = await signIn(t, 'demo@example.com', 'demo12345');
    const statuses = (await t.call({ method: 'GET', url: '/api/invoices', token: tokens.accessToken })).json().data.map((i: { status: string }) => i.status);
    expect(statuses.sort()).toEqual(['overdue', 'paid', 'sent']);
  });

  it.each([
    ['en', ['Invoice', 'Bonus applied', 'Amount due', 'VAT ID']],
    ['ua', ['Рахунок', 'Застосовано бонус', 'До сплати', 'Номер платника ПДВ']],
  ])('downloads a real PDF in %s with the number, the VAT ID, the bonus line and the amount due', async (lang, words) => {
    const { token, order } = await clientWithOrder(billing);
    const response = await t.call({ method: 'GET', url: `/api/invoices/${order.invoice.id}/download?lang=${lang}`, token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { extractText } = await import('unpdf');
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    const { formatMoney, invoiceTexts } = await import('../modules/invoices/texts');
    const money = (amount: number) => formatMoney(Math.round(amount * 100), 'EUR', invoiceTexts(lang)).replace(/\s/g, ' ');
    const flat = text.replace(/\s/g, ' ');
    expect(flat).toContain(order.invoice.number);
    expect(flat).toContain('CZ87654321');
    for (const word of words) expect(flat).toContain(word);
    expect(flat).toContain(money(order.bonusApplied));
    expect(flat).toContain(money(order.cashPayment));
  });

  it('gives a short-lived link that downloads without any header', async () => {
    const { token, order } = await clientWithOrder();
    const { url, expiresAt } = (await t.call({ method: 'GET', url: `/api/invoices/${order.invoice.id}/signed-url`, token })).json().data;
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(SIGNED_LINK_TTL_MS);
    const path = new URL(url).pathname + new URL(url).search;
    const download = await t.app.inject({ method: 'GET', url: path });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an expired or altered link', async () => {
    const { order } = await clientWithOrder();
    const links = createSignedLinks(t.config.jwtSecret!);
    const expired = links.create(order.invoice.id, Date.now() - SIGNED_LINK_TTL_MS - 1000);
    expect((await t.app.inject({ method: 'GET', url: expired.path })).statusCode).toBe(403);
    const fresh = links.create(order.invoice.id);
    const signature = new URL(fresh.path, 'http://site.test').searchParams.get('signature')!;
    // Another first character, whatever the first one was: the same length, a different signature.
    const altered = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await t.app.inject({ method: 'GET', url: fresh.path.replace(signature, altered) })).statusCode).toBe(403);
    const other = await clientWithOrder();
    const swapped = fresh.path.replace(order.invoice.id, other.order.invoice.id);
    expect((await t.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(403);
  });

  it("never gives another client's invoice, PDF or link", async () => {
    const owner = await clientWithOrder();
    const other = await verifiedClient(t);
    for (const suffix of ['', '/download', '/signed-url']) {
      expect((await t.call({ method: 'GET', url: `/api/invoices/${owner.order.invoice.id}${suffix}`, token: other.token })).statusCode).toBe(404);
    }
  });

  it('lets an admin mark an invoice paid, once, with the day and the reference of the transfer', async () => {
    const { token, order } = await clientWithOrder();
    const today = new Date().toISOString().slice(0, 10);
    const pay = (payload: object, as = adminToken) => t.call({ method: 'POST', url: `/api/admin/invoices/${order.invoice.id}/paid`, token: as, payload });
    expect((await pay({ paidOn: today })).json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { reference: expect.any(String) } });
    expect((await pay({ paidOn: '2999-01-01', reference: 'X' })).json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { paidOn: expect.any(String) } });
    const paid = await pay({ paidOn: today, reference: 'SEPA-2026-0042' });
    expect(paid.json().data).toMatchObject({ status: 'paid', paidAt: `${today}T12:00:00.000Z`, paymentReference: 'SEPA-2026-0042' });
    expect((await t.call({ method: 'GET', url: `/api/invoices/${order.invoice.id}`, token })).json().data).toMatchObject({ status: 'paid' });
    expect((await pay({ paidOn: today, reference: 'again' })).statusCode).toBe(409);
    expect((await pay({ paidOn: today, reference: 'mine' }, token)).statusCode).toBe(403);
  });
});
