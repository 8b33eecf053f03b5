import { eq } from 'drizzle-orm';
import { invoices, orders } from '../db/schema';
import { newKey, serviceAt, someServices, verifiedClient } from './helpers/clients';
import { mailsTo } from './helpers/outbox';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

/* The back office's actions and their effects (who may call them: authorization-matrix.test.ts). */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, 'admin@example.com', 'admin12345')).tokens.accessToken;
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, token: admin });

async function clientWithOrder(quantity = 1) {
  const client = await verifiedClient(t);
  const [service] = await someServices(t, 1);
  const placed = await t.call({
    method: 'POST',
    url: '/api/orders',
    token: client.token,
    headers: { 'idempotency-key': newKey() },
    payload: { items: [{ serviceId: service!.id, quantity }], useBonus: false, acceptTerms: true },
  });
  expect(placed.statusCode).toBe(201);
  return { ...client, order: placed.json().data.order as { id: string; number: string; total: number; invoice: { id: string; number: string } } };
}

describe('orders board', () => {
  it("finds a client's order by their e-mail, by status and by day, and opens it with its client", async () => {
    const { email, order } = await clientWithOrder();
    const byEmail = (await get(`/api/admin/orders?search=${encodeURIComponent(email)}`)).json();
    expect(byEmail.data.map((row: { id: string }) => row.id)).toEqual([order.id]);
    expect(byEmail.data[0].client).toMatchObject({ email });
    expect((await get(`/api/admin/orders?search=${order.number}&status=completed`)).json().data).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/admin/orders?search=${order.number}&from=${today}&to=${today}`)).json().pagination.total).toBe(1);
    expect((await get(`/api/admin/orders?search=${order.number}&to=2020-01-01`)).json().pagination.total).toBe(0);
    expect((await get('/api/admin/orders?from=yesterday')).json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { from: expect.any(String) } });
  });

  it('sorts by total both ways', async () => {
    const small = await clientWithOrder(1);
    const large = await clientWithOrder(5);
    const order = (direction: string) =>
      get(`/api/admin/orders?sort=total&direction=${direction}&limit=100`).then((response) =>
        response.json().data.map((row: { id: string }) => row.id).filter((id: string) => id === small.order.id || id === large.order.id),
      );
    expect(await order('desc')).toEqual([large.order.id, small.order.id]);
    expect(await order('asc')).toEqual([small.order.id, large.order.id]);
  });

  it('moves an order along the graph only, recording who did it; the client sees it and is told by e-mail', async () => {
    const { token, email, order } = await clientWithOrder();
    const move = (status: string) => t.call({ method: 'PATCH', url: `/api/orders/${order.id}`, token: admin, payload: { status } });
    expect((await move('completed')).statusCode).toBe(409);
    expect((await move('confirmed')).statusCode).toBe(200);
    const detail = (await get(`/api/admin/orders/${order.id}`)).json().data;
    expect(detail.status).toBe('confirmed');
    expect(detail.history.at(-1)).toMatchObject({ from: 'pending', to: 'confirmed', changedByEmail: 'admin@example.com' });
    expect((await t.call({ method: 'GET', url: `/api/orders/${order.id}`, token })).json().data.status).toBe('confirmed');
    const [mail] = (await mailsTo(t.db, email, 'order_status')).filter((sent) => sent.kind === 'order_status');
    expect(mail).toMatchObject({ subject: `Your order ${order.number} is now Confirmed` });
    expect(mail!.body).toContain(`/en/account/orders/${order.id}`);
    expect((await get('/api/admin/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('invoices', () => {
  it('lists invoices by status, Overdue included, with their client and order', async () => {
    const { email, order } = await clientWithOrder();
    const [row] = (await get(`/api/admin/invoices?search=${encodeURIComponent(email)}`)).json().data;
    expect(row).toMatchObject({ id: order.invoice.id, orderNumber: order.number, status: 'sent', client: { email }, paidAt: null });
    await t.db.update(invoices).set({ dueAt: new Date(Date.now() - 86_400_000) }).where(eq(invoices.id, order.invoice.id));
    const overdue = (await get(`/api/admin/invoices?status=overdue&search=${order.invoice.number}`)).json().data;
    expect(overdue).toEqual([expect.objectContaining({ id: order.invoice.id, status: 'overdue' })]);
    expect((await get(`/api/admin/invoices?status=sent&search=${order.invoice.number}`)).json().data).toEqual([]);
    // An Overdue invoice is paid like any sent one.
    const paid = await t.call({ method: 'POST', url: `/api/admin/invoices/${order.invoice.id}/paid`, token: admin, payload: { paidOn: new Date().toISOString().slice(0, 10), reference: 'BANK-77' } });
    expect(paid.json().data).toMatchObject({ status: 'paid', paymentReference: 'BANK-77' });
  });

  it("sends an invoice again in the client's language, with the payment reference; a void one is not sent", async () => {
    const { email, token, order } = await clientWithOrder();
    expect((await t.call({ method: 'PUT', url: '/api/users/me/preferences', token, payload: { language: 'cz', currency: 'EUR', marketing: false } })).statusCode).toBe(200);
    const sent = await t.call({ method: 'POST', url: `/api/admin/invoices/${order.invoice.id}/send`, token: admin });
    expect(sent.json().data).toMatchObject({ id: order.invoice.id, number: order.invoice.number });
    const [mail] = (await mailsTo(t.db, email, 'invoice_again')).filter((item) => item.kind === 'invoice_again');
    expect(mail!.subject).toBe(`Faktura ${order.invoice.number} od Growth Partners`);
    expect(mail!.body).toContain((await t.call({ method: 'GET', url: `/api/orders/${order.id}`, token })).json().data.payment.reference);
    await t.call({ method: 'POST', url: `/api/orders/${order.id}/cancel`, token });
    expect((await t.call({ method: 'POST', url: `/api/admin/invoices/${order.invoice.id}/send`, token: admin })).json().code).toBe('INVOICE_VOID');
  });
});

describe('leads inbox', () => {
  it('moves a lead to in progress with notes, and filters by status', async () => {
    const id = (await t.call({ method: 'POST', url: '/api/leads/callback', payload: { name: 'Jana', phone: '+420 777 123 456' } })).json().data.id;
    expect((await get('/api/admin/leads?status=new&limit=100')).json().data.map((lead: { id: string }) => lead.id)).toContain(id);
    const updated = await t.call({ method: 'PATCH', url: `/api/admin/leads/${id}`, token: admin, payload: { status: 'in_progress', notes: 'Call on Monday' } });
    expect(updated.json().data).toMatchObject({ id, status: 'in_progress', notes: 'Call on Monday' });
    expect((await get('/api/admin/leads?status=new&limit=100')).json().data.map((lead: { id: string }) => lead.id)).not.toContain(id);
    expect((await t.call({ method: 'PATCH', url: `/api/admin/leads/${id}`, token: admin, payload: {} })).statusCode).toBe(400);
    expect((await t.call({ method: 'PATCH', url: `/api/admin/leads/${id}`, token: admin, payload: { status: 'lost' } })).statusCode).toBe(400);
  });
});

describe('clients', () => {
  it('shows a client with orders and ledger, and corrects the bonus only by ledger entries, never below zero', async () => {
    const { id, token, order } = await clientWithOrder();
    const before = (await get(`/api/admin/users/${id}`)).json().data;
    expect(before).toMatchObject({ id, disabled: false, bonusBalance: 10_000, orders: [expect.objectContaining({ id: order.id })] });
    expect(before.ledger).toEqual([expect.objectContaining({ kind: 'welcome', amount: 10_000 })]);

    const adjust = (amount: number) => t.call({ method: 'POST', url: `/api/admin/users/${id}/bonus-adjustments`, token: admin, payload: { amount, reason: 'Goodwill for a late delivery' } });
    expect((await adjust(250.5)).json().data.bonusBalance).toBe(10_250.5);
    const taken = (await adjust(-50)).json().data;
    expect(taken.bonusBalance).toBe(10_200.5);
    expect(taken.ledger[0]).toMatchObject({ kind: 'deducted', type: 'spent', amount: 50, description: 'Goodwill for a late delivery' });
    expect((await adjust(-20_000)).json()).toMatchObject({ code: 'BONUS_BALANCE_TOO_LOW', details: { amount: expect.any(String) } });
    expect((await adjust(0)).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/bonus/balance', token })).json().data.available).toBe(10_200.5);
  });

  it('disables an account: it cannot sign in and its session ends; enabled again, it signs in', async () => {
    const { id, email, token } = await verifiedClient(t);
    const refresh = (await signIn(t, email, 'secret-pass-1')).tokens.refreshToken;
    expect((await t.call({ method: 'POST', url: `/api/admin/users/${id}/disable`, token: admin })).json().data.disabled).toBe(true);
    const login = await t.call({ method: 'POST', url: '/auth/login', payload: { email, password: 'secret-pass-1' } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', error: 'This account is disabled. Please contact us.' });
    expect((await t.call({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: refresh } })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/users/me', token })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: `/api/admin/users/${id}/enable`, token: admin })).json().data.disabled).toBe(false);
    expect((await t.call({ method: 'POST', url: '/auth/login', payload: { email, password: 'secret-pass-1' } })).statusCode).toBe(200);
    const adminId = (await get('/api/admin/users?search=admin@example.com')).json().data[0].id;
    expect((await t.call({ method: 'POST', url: `/api/admin/users/${adminId}/disable`, token: admin })).statusCode).toBe(409);
  });
});

describe('services editor', () => {
  it('opens a service with every language and price', async () => {
    const [service] = await someServices(t, 1);
    const detail = (await get(`/api/admin/services/${service!.id}`)).json().data;
    expect(detail).toMatchObject({ id: service!.id, slug: service!.slug, categorySlug: expect.any(String) });
    expect(Object.keys(detail.translations).sort()).toEqual(['cz', 'en', 'es', 'lt', 'nl', 'pl', 'ru', 'ua']);
    expect(detail.prices[0]).toMatchObject({ amount: service!.priceFrom, currency: 'EUR' });
  });

  it("removes a language's texts (its pages fall back to English), never English's", async () => {
    const { id, slug } = await serviceAt(t, [100]);
    const patch = (translations: object) => t.call({ method: 'PATCH', url: `/api/admin/services/${id}`, token: admin, payload: { translations } });
    expect((await patch({ ua: { title: 'Тестова послуга' }, pl: { title: 'Usługa testowa' } })).statusCode).toBe(200);
    expect((await patch({ ua: null })).statusCode).toBe(200);
    expect(Object.keys((await get(`/api/admin/services/${id}`)).json().data.translations).sort()).toEqual(['en', 'pl']);
    expect((await t.call({ method: 'GET', url: `/api/services/${slug}?lang=ua` })).json().data.title).toBe(`Test ${slug}`);

    const refused = await patch({ en: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { 'translations.en': expect.any(String) } });
    expect(Object.keys((await get(`/api/admin/services/${id}`)).json().data.translations).sort()).toEqual(['en', 'pl']);
  });
});

describe('services list', () => {
  it('filters by state and sorts by title or last change, both ways', async () => {
    const titles = async (query: string) => (await get(`/api/admin/services?limit=100&lang=en&${query}`)).json().data.map((row: { title: string }) => row.title);
    const byTitle = await titles('sort=title&direction=asc');
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.localeCompare(b, 'en')));
    expect(await titles('sort=title&direction=desc')).toEqual([...byTitle].reverse());

    const [service] = await someServices(t, 1);
    await t.call({ method: 'PATCH', url: `/api/admin/services/${service!.id}`, token: admin, payload: { isUrgent: true } });
    expect((await get('/api/admin/services?sort=updated&direction=desc&limit=1')).json().data[0].id).toBe(service!.id);

    await t.call({ method: 'DELETE', url: `/api/admin/services/${service!.id}`, token: admin });
    const inactive = (await get('/api/admin/services?state=inactive&limit=100')).json().data;
    expect(inactive.map((row: { id: string }) => row.id)).toContain(service!.id);
    expect(inactive.every((row: { isActive: boolean }) => !row.isActive)).toBe(true);
    expect((await get('/api/admin/services?state=active&limit=100')).json().data.every((row: { isActive: boolean }) => row.isActive)).toBe(true);
    expect((await get('/api/admin/services?sort=price')).json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { sort: expect.any(String) } });
    await t.call({ method: 'PATCH', url: `/api/admin/services/${service!.id}`, token: admin, payload: { isActive: true, isUrgent: false } });
  });

  it('the sitemap follows a service taken off the catalogue and put back', async () => {
    const [service] = await someServices(t, 1);
    const listed = async () => (await t.app.inject('/sitemap.xml')).body.includes(`/en/services/${service!.slug}</loc>`);
    expect(await listed()).toBe(true);
    await t.call({ method: 'DELETE', url: `/api/admin/services/${service!.id}`, token: admin });
    expect(await listed()).toBe(false);
    await t.call({ method: 'PATCH', url: `/api/admin/services/${service!.id}`, token: admin, payload: { isActive: true } });
    expect(await listed()).toBe(true);
  });
});

describe('clients list', () => {
  it('sorts by e-mail and by name, both ways, and newest first by default', async () => {
    const emails = async (query: string) => (await get(`/api/admin/users?limit=100&${query}`)).json().data.map((row: { email: string }) => row.email);
    const byEmail = await emails('sort=email&direction=asc');
    expect(byEmail).toEqual([...byEmail].sort());
    expect(await emails('sort=email&direction=desc')).toEqual([...byEmail].reverse());
    const newest = await verifiedClient(t);
    expect((await emails(''))[0]).toBe(newest.email);
    const names = (await get('/api/admin/users?limit=100&sort=name&direction=asc')).json().data.map((row: { lastName: string }) => row.lastName);
    expect(names).toEqual([...names].sort());
  });
});

describe('categories editor', () => {
  const category = {
    slug: 'growth-labs',
    icon: 'science',
    color: '#3366cc',
    sortOrder: 90,
    translations: { en: { name: 'Growth labs', description: 'Experiments that find what grows you.' }, ua: { name: 'Лабораторії зростання' } },
  };

  it('creates a category in several languages; the public catalogue shows it at once, in each language', async () => {
    await t.call({ method: 'GET', url: '/api/categories?lang=ua' });
    const created = await t.call({ method: 'POST', url: '/api/admin/categories', token: admin, payload: category });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const ua = (await t.call({ method: 'GET', url: '/api/categories?lang=ua' })).json().data;
    expect(ua.find((row: { slug: string }) => row.slug === 'growth-labs')).toMatchObject({ name: 'Лабораторії зростання', color: '#3366cc' });
    const cz = (await t.call({ method: 'GET', url: '/api/categories?lang=cz' })).json().data;
    expect(cz.find((row: { slug: string }) => row.slug === 'growth-labs')).toMatchObject({ name: 'Growth labs' });

    const detail = (await get(`/api/admin/categories/${id}`)).json().data;
    expect(detail).toMatchObject({ id, slug: 'growth-labs', isActive: true, services: 0, activeServices: 0 });
    expect(Object.keys(detail.translations).sort()).toEqual(['en', 'ua']);
    expect((await t.call({ method: 'POST', url: '/api/admin/categories', token: admin, payload: category })).json()).toMatchObject({ code: 'SLUG_TAKEN', details: { slug: expect.any(String) } });
  });

  it('lists every category, a page at a time, in the catalogue order or by name', async () => {
    const page = (await get('/api/admin/categories?limit=2')).json();
    expect(page.data).toHaveLength(2);
    expect(page.pagination.total).toBeGreaterThan(2);
    const all = (await get('/api/admin/categories?limit=100')).json().data;
    expect(all.map((row: { sortOrder: number }) => row.sortOrder)).toEqual([...all.map((row: { sortOrder: number }) => row.sortOrder)].sort((a, b) => a - b));
    const names = (await get('/api/admin/categories?limit=100&sort=name&direction=desc&lang=en')).json().data.map((row: { translations: { en: { name: string } } }) => row.translations.en.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en')));
    expect(all.some((row: { activeServices: number }) => row.activeServices > 0)).toBe(true);
  });

  it('changes a name, removes a language but never English, and refuses bad colours and unknown fields', async () => {
    const id = (await t.call({ method: 'POST', url: '/api/admin/categories', token: admin, payload: { ...category, slug: 'growth-labs-2' } })).json().data.id;
    const patch = (payload: Record<string, unknown>) => t.call({ method: 'PATCH', url: `/api/admin/categories/${id}`, token: admin, payload });
    expect((await patch({ translations: { cz: { name: 'Laboratoře růstu' }, ua: null } })).statusCode).toBe(200);
    const detail = (await get(`/api/admin/categories/${id}`)).json().data;
    expect(detail.translations).toEqual({ en: category.translations.en, cz: { name: 'Laboratoře růstu', description: '' } });
    expect((await patch({ translations: { en: null } })).json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { 'translations.en': expect.any(String) } });
    expect((await patch({ color: 'blue' })).json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { color: 'Expected a colour as #rrggbb' } });
    expect((await patch({ price: 1 })).statusCode).toBe(400);
    expect((await patch({ slug: 'digital-marketing' })).json()).toMatchObject({ code: 'SLUG_TAKEN' });
    expect((await t.call({ method: 'PATCH', url: '/api/admin/categories/00000000-0000-4000-8000-000000000000', token: admin, payload: { sortOrder: 1 } })).statusCode).toBe(404);
  });

  it('refuses to deactivate a category that holds active services; an empty one leaves the public list at once', async () => {
    const busy = (await get('/api/admin/categories?limit=100')).json().data.find((row: { activeServices: number }) => row.activeServices > 0);
    const refused = await t.call({ method: 'PATCH', url: `/api/admin/categories/${busy.id}`, token: admin, payload: { isActive: false } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CATEGORY_IN_USE', details: { isActive: expect.any(String) } });
    expect((await get(`/api/admin/categories/${busy.id}`)).json().data.isActive).toBe(true);

    const empty = (await t.call({ method: 'POST', url: '/api/admin/categories', token: admin, payload: { ...category, slug: 'growth-labs-3' } })).json().data.id;
    expect((await t.call({ method: 'GET', url: '/api/categories' })).json().data.map((row: { slug: string }) => row.slug)).toContain('growth-labs-3');
    expect((await t.call({ method: 'PATCH', url: `/api/admin/categories/${empty}`, token: admin, payload: { isActive: false } })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/categories' })).json().data.map((row: { slug: string }) => row.slug)).not.toContain('growth-labs-3');
  });
});

describe('dashboard series', () => {
  it('counts this week’s orders and revenue, bonus issued and spent, and leads by source', async () => {
    const before = (await get('/api/admin/dashboard/series?weeks=4')).json().data;
    expect(before.weeks).toHaveLength(4);
    const { order } = await clientWithOrder();
    await t.call({ method: 'POST', url: `/api/admin/invoices/${order.invoice.id}/paid`, token: admin, payload: { paidOn: new Date().toISOString().slice(0, 10), reference: 'R-1' } });
    await t.call({ method: 'POST', url: '/api/leads/callback', payload: { name: 'Week', phone: '+34 600 000 000' } });
    const after = (await get('/api/admin/dashboard/series?weeks=4')).json().data;
    const [was, now] = [before.weeks.at(-1), after.weeks.at(-1)];
    expect(now.orders).toBe(was.orders + 1);
    expect(now.revenue).toBeCloseTo(was.revenue + (await orderTotal(order.id)), 2);
    expect(now.bonusIssued).toBe(was.bonusIssued + 10_000);
    expect(after.leadsBySource.find((row: { source: string }) => row.source === 'callback').count).toBe(before.leadsBySource.find((row: { source: string }) => row.source === 'callback').count + 1);
    expect((await get('/api/admin/dashboard/series?weeks=0')).statusCode).toBe(400);
  });
});

async function orderTotal(id: string): Promise<number> {
  const [row] = await t.db.select({ cents: orders.totalCents }).from(orders).where(eq(orders.id, id));
  return row!.cents / 100;
}
