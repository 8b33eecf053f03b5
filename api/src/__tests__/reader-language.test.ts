import { eq, sql } from 'drizzle-orm';
import { invoices } from '../db/schema';
import { newKey, serviceAt, someServices, verifiedClient } from './helpers/clients';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

/*
 * Issue 19: what a client reads about their cart, orders, invoices and bonus is in the reader's
 * language, whatever language the service was added or ordered in: services are named by id, ledger
 * entries by their kind.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Service {
  id: string;
  slug: string;
  title: string;
}

/** A priced service with its title in English and in Ukrainian (the seed translates every service). */
async function bilingualService(): Promise<{ id: string; en: string; ua: string }> {
  const [service] = (await someServices(t, 1)) as Service[];
  const ua = (await t.call({ method: 'GET', url: `/api/services/${service!.slug}?lang=ua` })).json().data.title as string;
  expect(ua).not.toBe(service!.title);
  return { id: service!.id, en: service!.title, ua };
}

/** A client's order of the service placed from a page in `language`. */
async function orderIn(token: string, serviceId: string, language: string) {
  const response = await t.call({
    method: 'POST',
    url: '/api/orders',
    token,
    headers: { 'idempotency-key': newKey() },
    payload: { items: [{ serviceId, quantity: 1 }], useBonus: true, language, acceptTerms: true },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.order as { id: string; number: string; items: Array<{ title: string }>; invoice: { id: string } };
}

describe('GET /api/service-titles', () => {
  it('names services by id in the language asked for, deactivated ones too', async () => {
    const service = await bilingualService();
    const response = await t.call({ method: 'GET', url: `/api/service-titles?ids=${service.id}&lang=ua` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([expect.objectContaining({ id: service.id, title: service.ua, isActive: true })]);
    const english = await t.call({ method: 'GET', url: `/api/service-titles?ids=${service.id}` });
    expect(english.json().data[0].title).toBe(service.en);

    const retired = await serviceAt(t, [100]);
    expect((await t.call({ method: 'DELETE', url: `/api/admin/services/${retired.id}`, token: retired.adminToken })).statusCode).toBe(200);
    const both = (await t.call({ method: 'GET', url: `/api/service-titles?ids=${service.id},${retired.id}&lang=ua` })).json().data;
    expect(both).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: service.id, title: service.ua }), expect.objectContaining({ id: retired.id, slug: retired.slug, isActive: false })]),
    );
  });

  it('refuses ids that are not ids, and none at all', async () => {
    expect((await t.call({ method: 'GET', url: '/api/service-titles?ids=abc' })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/service-titles' })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: `/api/service-titles?ids=${'00000000-0000-4000-8000-000000000000,'.repeat(101)}` })).statusCode).toBe(400);
  });
});

describe('cart lines, order items and invoice lines', () => {
  it("name the service in the reader's language, not in the language it was ordered in", async () => {
    const service = await bilingualService();
    const client = await verifiedClient(t);
    const order = await orderIn(client.token, service.id, 'en');
    expect(order.items[0]!.title).toBe(service.en);

    const inUkrainian = (await t.call({ method: 'GET', url: `/api/orders/${order.id}?lang=ua`, token: client.token })).json().data;
    expect(inUkrainian.items.map((item: { title: string }) => item.title)).toEqual([service.ua]);
    const list = (await t.call({ method: 'GET', url: '/api/orders?lang=ua', token: client.token })).json().data;
    expect(list[0].items[0].title).toBe(service.ua);

    const invoice = (await t.call({ method: 'GET', url: `/api/invoices/${order.invoice.id}?lang=ua`, token: client.token })).json().data;
    expect(invoice.lines.map((line: { description: string }) => line.description)).toEqual([service.ua]);

    await t.call({ method: 'POST', url: '/api/cart/items', token: client.token, payload: { serviceId: service.id, quantity: 1 } });
    const cart = (await t.call({ method: 'GET', url: '/api/cart?lang=ua', token: client.token })).json().data;
    expect(cart.items[0].service.title).toBe(service.ua);
  });

  it('names the lines of an invoice issued before lines kept their service by the order they were written from', async () => {
    const service = await bilingualService();
    const client = await verifiedClient(t);
    const order = await orderIn(client.token, service.id, 'en');
    await t.db
      .update(invoices)
      .set({ lines: sql`(select jsonb_agg(line - 'serviceId') from jsonb_array_elements(${invoices.lines}) as line)` })
      .where(eq(invoices.id, order.invoice.id));
    const invoice = (await t.call({ method: 'GET', url: `/api/invoices/${order.invoice.id}?lang=ua`, token: client.token })).json().data;
    expect(invoice.lines[0].description).toBe(service.ua);
  });

  it("writes the PDF of a signed link in the client's preferred language, its lines named in it", async () => {
    const service = await bilingualService();
    const client = await verifiedClient(t);
    const order = await orderIn(client.token, service.id, 'en');
    await t.call({ method: 'PUT', url: '/api/users/me/preferences', token: client.token, payload: { language: 'ua', currency: 'EUR', marketing: false } });
    const { url } = (await t.call({ method: 'GET', url: `/api/invoices/${order.invoice.id}/signed-url`, token: client.token })).json().data;
    const download = await t.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    expect(download.statusCode).toBe(200);
    const { extractText } = await import('unpdf');
    const { text } = await extractText(new Uint8Array(download.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Рахунок');
    expect(flat).toContain(service.ua);
    expect(flat).not.toContain(service.en);
  });
});

describe('bonus history entries', () => {
  it('carry their kind and the number of their order, for the reader to name in their language', async () => {
    const { tokens } = await signIn(t, 'demo@example.com', 'demo12345');
    const entries = (await t.call({ method: 'GET', url: '/api/bonus/transactions', token: tokens.accessToken })).json().data as Array<{
      kind: string;
      orderId: string | null;
      orderNumber: string | null;
    }>;
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['appliedToOrder', 'appliedToOrder', 'appliedToOrder', 'referral', 'welcome']);
    const orders = (await t.call({ method: 'GET', url: '/api/orders', token: tokens.accessToken })).json().data as Array<{ id: string; number: string }>;
    for (const entry of entries.filter((candidate) => candidate.kind === 'appliedToOrder')) {
      expect(entry.orderNumber).toBe(orders.find((order) => order.id === entry.orderId)?.number);
    }
    expect(entries.filter((entry) => entry.orderId === null).every((entry) => entry.orderNumber === null)).toBe(true);
  });

  it('calls what a cancelled order gives back a return from that order', async () => {
    const service = await bilingualService();
    const client = await verifiedClient(t);
    const order = await orderIn(client.token, service.id, 'en');
    expect((await t.call({ method: 'POST', url: `/api/orders/${order.id}/cancel`, token: client.token })).statusCode).toBe(200);
    const entries = (await t.call({ method: 'GET', url: '/api/bonus/transactions', token: client.token })).json().data;
    expect(entries[0]).toMatchObject({ type: 'refunded', kind: 'returnedFromOrder', orderId: order.id, orderNumber: order.number });
  });
});
