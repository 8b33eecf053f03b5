import crypto from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { errorResponse } from 'shared-api/contracts';
import { newKey, serviceAt, someServices, verifiedClient } from './helpers/clients';
import { multipartFile, operationsOf, PDF, PNG } from './helpers/openapi';
import { tokenFromMail } from './helpers/outbox';
import { createTestApp, register, signIn, type TestApp } from './helpers/test-app';

/*
 * Every operation of the OpenAPI document × anonymous, client A, client B (on A's resources) and the
 * administrator. Path parameters name client A's order, invoice, upload, cart item or account, so
 * client B must not reach them; admin routes refuse clients (403) and visitors (401). Every request
 * below is valid, so "allowed" means a 2xx answer. A route that is added to the API without a row
 * here fails the first test.
 */

type Role = 'anonymous' | 'clientA' | 'clientB' | 'admin';
type Outcome = 'allowed' | 'unauthenticated' | 'forbidden' | 'not-found';
type Cell = Record<Role, Outcome>;

/** The order the cells of one route run in: owners and admins act last, after the others were refused. */
const ROLES: Role[] = ['anonymous', 'clientB', 'admin', 'clientA'];

const PUBLIC: Cell = { anonymous: 'allowed', clientA: 'allowed', clientB: 'allowed', admin: 'allowed' };
const SIGNED_IN: Cell = { anonymous: 'unauthenticated', clientA: 'allowed', clientB: 'allowed', admin: 'allowed' };
/** Client A's resource, which an administrator may see too; another client is told it does not exist. */
const OWNER_OR_ADMIN: Cell = { anonymous: 'unauthenticated', clientA: 'allowed', clientB: 'not-found', admin: 'allowed' };
/** Client A's resource, which only A may act on (an administrator uses the admin routes). */
const OWNER_ONLY: Cell = { anonymous: 'unauthenticated', clientA: 'allowed', clientB: 'not-found', admin: 'not-found' };
const ADMIN_ONLY: Cell = { anonymous: 'unauthenticated', clientA: 'forbidden', clientB: 'forbidden', admin: 'allowed' };

const EXPECTED: Record<string, Cell> = {
  'GET /api/services': PUBLIC,
  'GET /api/services/{idOrSlug}': PUBLIC,
  'GET /api/categories': PUBLIC,
  'GET /api/search': PUBLIC,
  'GET /api/service-titles': PUBLIC,
  'POST /auth/register': PUBLIC,
  'POST /auth/login': PUBLIC,
  'POST /auth/refresh': PUBLIC,
  'POST /auth/logout': PUBLIC,
  'GET /auth/me': SIGNED_IN,
  'POST /auth/forgot-password': PUBLIC,
  'POST /auth/reset-password': PUBLIC,
  'POST /auth/verify-email': PUBLIC,
  'POST /auth/resend-verification': PUBLIC,
  'GET /api/users/me': SIGNED_IN,
  'PATCH /api/users/me': SIGNED_IN,
  'POST /api/users/me/change-password': SIGNED_IN,
  'GET /api/users/me/preferences': SIGNED_IN,
  'PUT /api/users/me/preferences': SIGNED_IN,
  'GET /api/pricing': PUBLIC,
  'POST /api/pricing/calculate': PUBLIC,
  'POST /api/pricing/estimate': PUBLIC,
  'GET /api/bonus/balance': SIGNED_IN,
  'GET /api/bonus/transactions': SIGNED_IN,
  'GET /api/bonus/history': SIGNED_IN,
  'POST /api/bonus/apply': OWNER_ONLY,
  'POST /api/bonus/earn': ADMIN_ONLY,
  'GET /api/content/pages': PUBLIC,
  'GET /api/content/pages/{slug}': PUBLIC,
  'GET /api/content/menu': PUBLIC,
  'GET /api/content/settings': PUBLIC,
  'GET /api/cart': SIGNED_IN,
  'DELETE /api/cart': SIGNED_IN,
  'POST /api/cart/items': SIGNED_IN,
  'POST /api/cart/merge': SIGNED_IN,
  'PATCH /api/cart/items/{serviceId}': OWNER_ONLY,
  'DELETE /api/cart/items/{serviceId}': SIGNED_IN,
  'POST /api/cart/checkout': SIGNED_IN,
  'GET /api/orders': SIGNED_IN,
  'POST /api/orders': SIGNED_IN,
  'GET /api/orders/{id}': OWNER_OR_ADMIN,
  'PATCH /api/orders/{id}': ADMIN_ONLY,
  'GET /api/orders/{id}/history': OWNER_OR_ADMIN,
  'POST /api/orders/{id}/cancel': OWNER_ONLY,
  'POST /api/leads': PUBLIC,
  'POST /api/leads/callback': PUBLIC,
  'POST /api/analytics/track': PUBLIC,
  'POST /api/analytics/events': PUBLIC,
  'POST /api/analytics/pageview': PUBLIC,
  'POST /api/uploads/image': SIGNED_IN,
  'POST /api/uploads/document': SIGNED_IN,
  'POST /api/uploads/avatar': SIGNED_IN,
  'GET /api/uploads/{id}': OWNER_OR_ADMIN,
  'GET /api/admin/dashboard': ADMIN_ONLY,
  'GET /api/admin/users': ADMIN_ONLY,
  'PUT /api/admin/users/{id}/bonus-offer': ADMIN_ONLY,
  'GET /api/admin/leads': ADMIN_ONLY,
  'GET /api/admin/orders': ADMIN_ONLY,
  'GET /api/admin/orders/{id}': ADMIN_ONLY,
  'GET /api/admin/invoices': ADMIN_ONLY,
  'POST /api/admin/invoices/{id}/paid': ADMIN_ONLY,
  'POST /api/admin/invoices/{id}/send': ADMIN_ONLY,
  'PATCH /api/admin/leads/{id}': ADMIN_ONLY,
  'GET /api/admin/dashboard/series': ADMIN_ONLY,
  'GET /api/admin/users/{id}': ADMIN_ONLY,
  'POST /api/admin/users/{id}/bonus-adjustments': ADMIN_ONLY,
  'POST /api/admin/users/{id}/disable': ADMIN_ONLY,
  'POST /api/admin/users/{id}/enable': ADMIN_ONLY,
  'GET /api/admin/services/{id}': ADMIN_ONLY,
  'GET /api/admin/services': ADMIN_ONLY,
  'POST /api/admin/services': ADMIN_ONLY,
  'PATCH /api/admin/services/{id}': ADMIN_ONLY,
  'DELETE /api/admin/services/{id}': ADMIN_ONLY,
  'GET /api/admin/analytics': ADMIN_ONLY,
  'GET /api/admin/categories': ADMIN_ONLY,
  'GET /api/admin/categories/{id}': ADMIN_ONLY,
  'POST /api/admin/categories': ADMIN_ONLY,
  'PATCH /api/admin/categories/{id}': ADMIN_ONLY,
  'GET /api/admin/remotes': ADMIN_ONLY,
  'PUT /api/admin/remotes/{name}': ADMIN_ONLY,
  'POST /api/admin/remotes/{name}/rollback': ADMIN_ONLY,
  'GET /api/invoices': SIGNED_IN,
  'GET /api/invoices/{id}': OWNER_OR_ADMIN,
  'GET /api/invoices/{id}/download': OWNER_OR_ADMIN,
  'GET /api/invoices/{id}/signed-url': OWNER_OR_ADMIN,
};

/** What a cell sends (the method comes from the row's key), and what it checks beyond the status. */
interface Call {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Runs after the answer: e.g. client A's cart is as it was after client B's call. */
  verify?: () => Promise<void>;
}

let t: TestApp;
const tokens = {} as Record<Exclude<Role, 'anonymous'>, string>;
const passwords: Record<Exclude<Role, 'anonymous'>, string> = { clientA: 'secret-pass-1', clientB: 'secret-pass-1', admin: 'admin12345' };
/** Client A's account and resources, named in the path parameters. */
const a = {
  id: '',
  email: '',
  order: { id: '', number: '' },
  orderToCancel: '',
  orderToConfirm: '',
  invoice: { id: '', number: '' },
  invoiceToPay: '',
  upload: '',
};
/** A third client whose sessions the token routes use up. */
const spare = { email: '', password: 'secret-pass-1' };
let serviceIds: [string, string];
let serviceSlug: string;
let editableServiceId: string;
let categoryId: string;
/** A lead for the inbox's row, and a client whose account the disable and enable rows switch. */
let leadId: string;
let disposableClientId: string;

const call = (role: Role, options: InjectOptions) => t.call({ ...options, ...(role !== 'anonymous' && { token: tokens[role] }) });

async function placeOrder(token: string) {
  const response = await t.call({
    method: 'POST',
    url: '/api/orders',
    token,
    headers: { 'idempotency-key': newKey() },
    payload: { items: [{ serviceId: serviceIds[0], quantity: 1 }], useBonus: false, acceptTerms: true },
  });
  if (response.statusCode !== 201) throw new Error(`order not placed: ${response.body}`);
  return response.json().data.order as { id: string; number: string; invoice: { id: string; number: string } };
}

async function addToCart(role: Exclude<Role, 'anonymous'>, serviceId = serviceIds[0]) {
  const response = await call(role, { method: 'POST', url: '/api/cart/items', payload: { serviceId, quantity: 1 } });
  if (response.statusCode !== 200) throw new Error(`not added to the cart: ${response.body}`);
}

async function expectCartOfAHolds(serviceId: string) {
  const cart = (await call('clientA', { method: 'GET', url: '/api/cart' })).json().data as { items: Array<{ serviceId: string }> };
  expect(cart.items.map((item) => item.serviceId)).toContain(serviceId);
}

/** A new client's mailed token of a kind (register, then ask for a reset when that is the kind). */
async function mailedToken(kind: 'verify_email' | 'reset_password') {
  const email = (await register(t)).json().data.email as string;
  if (kind === 'reset_password') await t.call({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
  return tokenFromMail(t.db, email, kind);
}

const randomEmail = () => `matrix-${crypto.randomBytes(4).toString('hex')}@example.com`;
const spareSession = () => signIn(t, spare.email, spare.password);

const REQUESTS: Record<string, (role: Role) => Call | Promise<Call>> = {
  'GET /api/services': () => ({ url: '/api/services?limit=5' }),
  'GET /api/services/{idOrSlug}': () => ({ url: `/api/services/${serviceSlug}` }),
  'GET /api/categories': () => ({ url: '/api/categories' }),
  'GET /api/search': () => ({ url: '/api/search?q=seo' }),
  'GET /api/service-titles': () => ({ url: `/api/service-titles?ids=${serviceIds.join(',')}&lang=ua` }),
  'POST /auth/register': () => ({
    url: '/auth/register',
    payload: { firstName: 'Olena', lastName: 'Koval', email: randomEmail(), password: 'secret-pass-1', confirmPassword: 'secret-pass-1', acceptTerms: true },
  }),
  'POST /auth/login': () => ({ url: '/auth/login', payload: { email: spare.email, password: spare.password } }),
  'POST /auth/refresh': async () => ({ url: '/auth/refresh', payload: { refreshToken: (await spareSession()).tokens.refreshToken } }),
  'POST /auth/logout': async () => ({ url: '/auth/logout', payload: { refreshToken: (await spareSession()).tokens.refreshToken } }),
  'GET /auth/me': () => ({ url: '/auth/me' }),
  'POST /auth/forgot-password': () => ({ url: '/auth/forgot-password', payload: { email: randomEmail() } }),
  'POST /auth/reset-password': async () => ({
    url: '/auth/reset-password',
    payload: { token: await mailedToken('reset_password'), password: 'secret-pass-2', confirmPassword: 'secret-pass-2' },
  }),
  'POST /auth/verify-email': async () => ({ url: '/auth/verify-email', payload: { token: await mailedToken('verify_email') } }),
  'POST /auth/resend-verification': () => ({ url: '/auth/resend-verification', payload: { email: randomEmail() } }),
  'GET /api/users/me': () => ({ url: '/api/users/me' }),
  'PATCH /api/users/me': () => ({ url: '/api/users/me', payload: { firstName: 'Olena' } }),
  // The same password again: the cell's session goes on and the role keeps its credentials.
  'POST /api/users/me/change-password': (role) => {
    const password = role === 'anonymous' ? 'secret-pass-1' : passwords[role];
    return { url: '/api/users/me/change-password', payload: { currentPassword: password, newPassword: password, confirmPassword: password } };
  },
  'GET /api/users/me/preferences': () => ({ url: '/api/users/me/preferences' }),
  'PUT /api/users/me/preferences': () => ({ url: '/api/users/me/preferences', payload: { language: 'en', currency: 'EUR', marketing: false } }),
  'GET /api/pricing': () => ({ url: '/api/pricing' }),
  'POST /api/pricing/calculate': () => ({ url: '/api/pricing/calculate', payload: { subtotal: 1000 } }),
  'POST /api/pricing/estimate': () => ({ url: '/api/pricing/estimate', payload: { items: [{ serviceId: serviceIds[0], quantity: 1 }] } }),
  'GET /api/bonus/balance': () => ({ url: '/api/bonus/balance' }),
  'GET /api/bonus/transactions': () => ({ url: '/api/bonus/transactions' }),
  'GET /api/bonus/history': () => ({ url: '/api/bonus/history' }),
  'POST /api/bonus/apply': () => ({ url: '/api/bonus/apply', payload: { orderId: a.order.id, amount: 1 } }),
  'POST /api/bonus/earn': () => ({ url: '/api/bonus/earn', payload: { userId: a.id, amount: 5, description: 'Authorization matrix' } }),
  'GET /api/content/pages': () => ({ url: '/api/content/pages' }),
  'GET /api/content/pages/{slug}': () => ({ url: '/api/content/pages/about' }),
  'GET /api/content/menu': () => ({ url: '/api/content/menu' }),
  'GET /api/content/settings': () => ({ url: '/api/content/settings' }),
  'GET /api/cart': () => ({ url: '/api/cart' }),
  'DELETE /api/cart': async (role) => {
    await addToCart('clientA');
    return { url: '/api/cart', verify: role === 'clientA' ? undefined : () => expectCartOfAHolds(serviceIds[0]) };
  },
  'POST /api/cart/items': () => ({ url: '/api/cart/items', payload: { serviceId: serviceIds[0], quantity: 1 } }),
  'POST /api/cart/merge': () => ({ url: '/api/cart/merge', payload: { items: [{ serviceId: serviceIds[1], quantity: 1 }] } }),
  // The item is in client A's cart only (not in the caller's): nobody else can change it.
  'PATCH /api/cart/items/{serviceId}': async (role) => {
    await addToCart('clientA');
    if (role === 'clientB' || role === 'admin') await call(role, { method: 'DELETE', url: `/api/cart/items/${serviceIds[0]}` });
    return {
      url: `/api/cart/items/${serviceIds[0]}`,
      payload: { quantity: 2 },
      verify: role === 'clientA' ? undefined : () => expectCartOfAHolds(serviceIds[0]),
    };
  },
  // Removing what is not in one's cart is a no-op: client A's item stays.
  'DELETE /api/cart/items/{serviceId}': async (role) => {
    await addToCart('clientA');
    return { url: `/api/cart/items/${serviceIds[0]}`, verify: role === 'clientA' ? undefined : () => expectCartOfAHolds(serviceIds[0]) };
  },
  'POST /api/cart/checkout': async (role) => {
    if (role !== 'anonymous') await addToCart(role);
    return { url: '/api/cart/checkout', headers: { 'idempotency-key': newKey() }, payload: { useBonus: false, acceptTerms: true } };
  },
  'GET /api/orders': () => ({ url: '/api/orders' }),
  'POST /api/orders': () => ({
    url: '/api/orders',
    headers: { 'idempotency-key': newKey() },
    payload: { items: [{ serviceId: serviceIds[0], quantity: 1 }], useBonus: false, acceptTerms: true },
  }),
  'GET /api/orders/{id}': () => ({ url: `/api/orders/${a.order.id}` }),
  'PATCH /api/orders/{id}': () => ({ url: `/api/orders/${a.orderToConfirm}`, payload: { status: 'confirmed' } }),
  'GET /api/orders/{id}/history': () => ({ url: `/api/orders/${a.order.id}/history` }),
  'POST /api/orders/{id}/cancel': () => ({ url: `/api/orders/${a.orderToCancel}/cancel` }),
  'POST /api/leads': () => ({ url: '/api/leads', payload: { fullName: 'Marta López', email: 'marta@example.com', message: 'We need more leads.' } }),
  'POST /api/leads/callback': () => ({ url: '/api/leads/callback', payload: { name: 'Petr', phone: '+420 777 111 222' } }),
  'POST /api/analytics/track': () => ({ url: '/api/analytics/track', payload: { name: 'matrix_event', path: '/en' } }),
  'POST /api/analytics/events': () => ({ url: '/api/analytics/events', payload: { events: [{ name: 'matrix_event' }] } }),
  'POST /api/analytics/pageview': () => ({ url: '/api/analytics/pageview', payload: { path: '/en' } }),
  'POST /api/uploads/image': () => ({ url: '/api/uploads/image', ...multipartFile('logo.png', PNG, 'image/png') }),
  'POST /api/uploads/document': () => ({ url: '/api/uploads/document', ...multipartFile('brief.pdf', PDF, 'application/pdf') }),
  'POST /api/uploads/avatar': () => ({ url: '/api/uploads/avatar', ...multipartFile('me.png', PNG, 'image/png') }),
  'GET /api/uploads/{id}': () => ({ url: `/api/uploads/${a.upload}` }),
  'GET /api/admin/dashboard': () => ({ url: '/api/admin/dashboard' }),
  'GET /api/admin/users': () => ({ url: '/api/admin/users' }),
  'PUT /api/admin/users/{id}/bonus-offer': () => ({ url: `/api/admin/users/${a.id}/bonus-offer`, payload: { offer: 'percentage', reason: 'Authorization matrix' } }),
  'GET /api/admin/leads': () => ({ url: '/api/admin/leads' }),
  'GET /api/admin/orders': () => ({ url: '/api/admin/orders' }),
  'GET /api/admin/orders/{id}': () => ({ url: `/api/admin/orders/${a.order.id}` }),
  'GET /api/admin/invoices': () => ({ url: '/api/admin/invoices?status=sent' }),
  'POST /api/admin/invoices/{id}/paid': () => ({ url: `/api/admin/invoices/${a.invoiceToPay}/paid`, payload: { paidOn: new Date().toISOString().slice(0, 10), reference: 'MATRIX-1' } }),
  'POST /api/admin/invoices/{id}/send': () => ({ url: `/api/admin/invoices/${a.invoice.id}/send` }),
  'PATCH /api/admin/leads/{id}': () => ({ url: `/api/admin/leads/${leadId}`, payload: { status: 'in_progress', notes: 'Called back' } }),
  'GET /api/admin/dashboard/series': () => ({ url: '/api/admin/dashboard/series?weeks=4' }),
  'GET /api/admin/users/{id}': () => ({ url: `/api/admin/users/${a.id}` }),
  'POST /api/admin/users/{id}/bonus-adjustments': () => ({ url: `/api/admin/users/${a.id}/bonus-adjustments`, payload: { amount: 5, reason: 'Authorization matrix' } }),
  'POST /api/admin/users/{id}/disable': () => ({ url: `/api/admin/users/${disposableClientId}/disable` }),
  'POST /api/admin/users/{id}/enable': () => ({ url: `/api/admin/users/${disposableClientId}/enable` }),
  'GET /api/admin/services/{id}': () => ({ url: `/api/admin/services/${editableServiceId}` }),
  'GET /api/admin/services': () => ({ url: '/api/admin/services' }),
  'POST /api/admin/services': () => {
    const slug = `matrix-${crypto.randomBytes(4).toString('hex')}`;
    return {
      url: '/api/admin/services',
      payload: { slug, categorySlug: 'seo-content', prices: [{ amount: 100 }], translations: { en: { title: `Matrix ${slug}` } } },
    };
  },
  'PATCH /api/admin/services/{id}': () => ({ url: `/api/admin/services/${editableServiceId}`, payload: { isPopular: true } }),
  'DELETE /api/admin/services/{id}': () => ({ url: `/api/admin/services/${editableServiceId}` }),
  'GET /api/admin/analytics': () => ({ url: '/api/admin/analytics' }),
  'GET /api/admin/categories': () => ({ url: '/api/admin/categories' }),
  'GET /api/admin/categories/{id}': () => ({ url: `/api/admin/categories/${categoryId}` }),
  'POST /api/admin/categories': () => {
    const slug = `matrix-${crypto.randomBytes(4).toString('hex')}`;
    return { url: '/api/admin/categories', payload: { slug, icon: 'science', color: '#123456', translations: { en: { name: `Matrix ${slug}` } } } };
  },
  'PATCH /api/admin/categories/{id}': () => ({ url: `/api/admin/categories/${categoryId}`, payload: { sortOrder: 7 } }),
  'GET /api/admin/remotes': () => ({ url: '/api/admin/remotes' }),
  'PUT /api/admin/remotes/{name}': () => ({ url: '/api/admin/remotes/account', payload: { url: '/remotes/account/mf-manifest.json' } }),
  // The promo remote was switched once (beforeAll), so there is always a release to go back to.
  'POST /api/admin/remotes/{name}/rollback': () => ({ url: '/api/admin/remotes/promo/rollback' }),
  'GET /api/invoices': () => ({ url: '/api/invoices' }),
  'GET /api/invoices/{id}': () => ({ url: `/api/invoices/${a.invoice.id}` }),
  'GET /api/invoices/{id}/download': () => ({ url: `/api/invoices/${a.invoice.id}/download` }),
  'GET /api/invoices/{id}/signed-url': () => ({ url: `/api/invoices/${a.invoice.id}/signed-url` }),
};

beforeAll(async () => {
  t = await createTestApp();
  const services = await someServices(t, 2);
  serviceIds = [services[0]!.id, services[1]!.id];
  serviceSlug = services[0]!.slug;
  const [clientA, clientB, spareClient, admin] = await Promise.all([
    verifiedClient(t),
    verifiedClient(t),
    verifiedClient(t),
    signIn(t, 'admin@example.com', passwords.admin),
  ]);
  Object.assign(tokens, { clientA: clientA.token, clientB: clientB.token, admin: admin.tokens.accessToken });
  spare.email = spareClient.email;
  a.id = clientA.id;
  a.email = clientA.email;
  const [order, toCancel, toConfirm, toPay] = [await placeOrder(clientA.token), await placeOrder(clientA.token), await placeOrder(clientA.token), await placeOrder(clientA.token)];
  a.order = { id: order.id, number: order.number };
  a.invoice = { id: order.invoice.id, number: order.invoice.number };
  a.orderToCancel = toCancel.id;
  a.orderToConfirm = toConfirm.id;
  a.invoiceToPay = toPay.invoice.id;
  const upload = await t.call({ method: 'POST', url: '/api/uploads/image', token: clientA.token, ...multipartFile('a.png', PNG, 'image/png') });
  a.upload = upload.json().data.id;
  await addToCart('clientA');
  editableServiceId = (await serviceAt(t, [100])).id;
  categoryId = (await t.call({ method: 'GET', url: '/api/categories' })).json().data[0].id;
  leadId = (await t.call({ method: 'POST', url: '/api/leads/callback', payload: { name: 'Matrix', phone: '+420 777 000 111' } })).json().data.id;
  disposableClientId = (await verifiedClient(t)).id;
  const switched = await t.call({ method: 'PUT', url: '/api/admin/remotes/promo', token: tokens.admin, payload: { url: '/remotes/promo/mf-manifest.json' } });
  expect(switched.statusCode).toBe(200);
});
afterAll(() => t.close());

function outcomeOf(response: LightMyRequestResponse): Outcome | string {
  const status = response.statusCode;
  if (status >= 200 && status < 300) return 'allowed';
  const named: Record<number, Outcome> = { 401: 'unauthenticated', 403: 'forbidden', 404: 'not-found' };
  return named[status] ?? `status ${status}: ${response.body.slice(0, 300)}`;
}

describe('the authorization matrix', () => {
  it('has exactly one row for every operation of the OpenAPI document', () => {
    const documented = operationsOf(t.app).map((operation) => operation.key).sort();
    expect(documented.length).toBeGreaterThan(50);
    // A new route needs a row in EXPECTED (and a request in REQUESTS); a row for a route that is gone is stale.
    expect(Object.keys(EXPECTED).sort()).toEqual(documented);
    expect(Object.keys(REQUESTS).sort()).toEqual(documented);
  });

  it('marks Bearer-only operations in the document as such', () => {
    for (const operation of operationsOf(t.app)) {
      const cell = EXPECTED[operation.key];
      if (cell) expect(`${operation.key}: ${operation.bearer}`).toBe(`${operation.key}: ${cell.anonymous === 'unauthenticated'}`);
    }
  });

  const cases = Object.entries(EXPECTED).flatMap(([key, cell]) => ROLES.map((role) => ({ key, role, expected: cell[role] })));

  it.each(cases)('$key as $role: $expected', async ({ key, role, expected }) => {
    const [method] = key.split(' ') as [InjectOptions['method']];
    const { verify, ...request } = await REQUESTS[key]!(role);
    const response = await call(role, { method, ...request });
    expect(outcomeOf(response)).toBe(expected);
    if (expected !== 'allowed') {
      expect(errorResponse.safeParse(response.json()).success).toBe(true);
      expect(response.json().code).toMatch({ unauthenticated: /^UNAUTHORIZED$/, forbidden: /^FORBIDDEN$/, 'not-found': /NOT_FOUND|NOT_IN_CART/ }[expected]);
    }
    // Nothing of client A's reaches anyone else, whatever the answer.
    if (role === 'clientB' || role === 'anonymous') {
      for (const secret of [a.id, a.email, a.order.id, a.order.number, a.invoice.id, a.invoice.number, a.upload]) {
        expect(response.body).not.toContain(secret);
      }
    }
    await verify?.();
  });

  it.each(Object.keys(EXPECTED))('%s without the application key: 401', async (key) => {
    const [method, path] = key.split(' ') as [InjectOptions['method'], string];
    const response = await t.call({ method, url: path.replace(/\{[^}]+\}/g, crypto.randomUUID()), key: null, token: tokens.admin });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_API_KEY' });
  });
});
