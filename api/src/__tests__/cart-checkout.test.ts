import { eq, sql } from 'drizzle-orm';
import { vatCents } from 'shared-domain';
import { bonusLedger, cartItems, invoices, orders } from '../db/schema';
import { newKey, serviceAt, someServices, verifiedClient } from './helpers/clients';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cartCall = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.call({ method, url, token, payload, headers });

async function ledgerSumCents(userId: string) {
  const [row] = await t.db
    .select({ sum: sql<number>`coalesce(sum(case when type in ('earned','refunded') then amount_cents else -amount_cents end), 0)`.mapWith(Number) })
    .from(bonusLedger)
    .where(eq(bonusLedger.userId, userId));
  return row!.sum;
}

describe('the cart (spec 4)', () => {
  it('adds, raises the quantity and merges options of a service already there, and totals', async () => {
    const { token } = await verifiedClient(t);
    const [a, b] = await someServices(t);
    await cartCall(token, 'POST', '/api/cart/items', { serviceId: a!.id, quantity: 1, customOptions: { market: 'Spain' } });
    await cartCall(token, 'POST', '/api/cart/items', { serviceId: b!.id });
    const cart = (await cartCall(token, 'POST', '/api/cart/items', { serviceId: a!.id, quantity: 2, customOptions: { language: 'es' } })).json().data;
    const itemA = cart.items.find((item: { serviceId: string }) => item.serviceId === a!.id);
    expect(itemA).toMatchObject({ quantity: 3, customOptions: { market: 'Spain', language: 'es' }, unitPrice: a!.priceFrom, totalPrice: a!.priceFrom * 3 });
    expect(cart.subtotal).toBeCloseTo(a!.priceFrom * 3 + b!.priceFrom, 2);
  });

  it('removes an item when its quantity becomes 0 or less, removes and clears', async () => {
    const { token } = await verifiedClient(t);
    const [a, b] = await someServices(t);
    await cartCall(token, 'POST', '/api/cart/items', { serviceId: a!.id });
    await cartCall(token, 'POST', '/api/cart/items', { serviceId: b!.id });
    expect((await cartCall(token, 'PATCH', `/api/cart/items/${a!.id}`, { quantity: 5 })).json().data.items[0].quantity).toBe(5);
    expect((await cartCall(token, 'PATCH', `/api/cart/items/${a!.id}`, { quantity: 0 })).json().data.items).toHaveLength(1);
    expect((await cartCall(token, 'DELETE', `/api/cart/items/${b!.id}`)).json().data.items).toHaveLength(0);
    await cartCall(token, 'POST', '/api/cart/items', { serviceId: a!.id });
    expect((await cartCall(token, 'DELETE', '/api/cart')).json().data).toEqual({ items: [], subtotal: 0, currency: 'EUR' });
  });

  it("merges a visitor's browser cart at sign-in, leaving out unknown services", async () => {
    const { token } = await verifiedClient(t);
    const [a] = await someServices(t, 1);
    await cartCall(token, 'POST', '/api/cart/items', { serviceId: a!.id });
    const merged = await cartCall(token, 'POST', '/api/cart/merge', {
      items: [
        { serviceId: a!.id, quantity: 2 },
        { serviceId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      ],
    });
    expect(merged.json().data.items).toEqual([expect.objectContaining({ serviceId: a!.id, quantity: 3 })]);
  });

  it.each([
    [{ serviceId: 'nope' }, 400],
    [{ serviceId: '00000000-0000-4000-8000-000000000000' }, 404],
    [{ quantity: 0 }, 400],
  ])('refuses adding %j', async (body, status) => {
    const { token } = await verifiedClient(t);
    const [a] = await someServices(t, 1);
    expect((await cartCall(token, 'POST', '/api/cart/items', { serviceId: a!.id, ...body })).statusCode).toBe(status);
  });

  it('belongs to its client: another sees their own, and a visitor none', async () => {
    const first = await verifiedClient(t);
    const second = await verifiedClient(t);
    const [a] = await someServices(t, 1);
    await cartCall(first.token, 'POST', '/api/cart/items', { serviceId: a!.id });
    expect((await cartCall(second.token, 'GET', '/api/cart')).json().data.items).toEqual([]);
    expect((await cartCall(second.token, 'DELETE', `/api/cart/items/${a!.id}`)).statusCode).toBe(200);
    expect((await cartCall(first.token, 'GET', '/api/cart')).json().data.items).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
  });
});

describe('POST /api/cart/checkout', () => {
  async function clientWithCart() {
    const client = await verifiedClient(t);
    const [a, b] = await someServices(t);
    await cartCall(client.token, 'POST', '/api/cart/items', { serviceId: a!.id, quantity: 2 });
    await cartCall(client.token, 'POST', '/api/cart/items', { serviceId: b!.id });
    const subtotal = a!.priceFrom * 2 + b!.priceFrom;
    return { ...client, a: a!, b: b!, subtotal };
  }

  const checkout = (token: string, key: string, body: object = {}) =>
    cartCall(token, 'POST', '/api/cart/checkout', { acceptTerms: true, ...body }, { 'idempotency-key': key });

  it('makes the order, the bonus spend and the invoice in one go, and empties the cart', async () => {
    const client = await clientWithCart();
    const response = await checkout(client.token, newKey(), { billing: { companyName: 'Koval Trading', vatId: 'ESB12345678' } });
    expect(response.statusCode).toBe(201);
    const { order, bonusBalance } = response.json().data;
    const bonus = Math.min(Math.floor(client.subtotal * 20) / 100, 10000);
    expect(order).toMatchObject({ status: 'pending', subtotal: client.subtotal, bonusApplied: bonus, cashPayment: client.subtotal - bonus, cancellable: true });
    expect(order.items).toHaveLength(2);
    // A Spanish VAT number, invoiced by the Spanish entity: Spanish VAT on the net after the bonus.
    const vat = vatCents(Math.round((client.subtotal - bonus) * 100), 2100) / 100;
    expect(order.vat).toEqual({ treatment: 'standard', rateBasisPoints: 2100, amount: vat, reverseCharge: false });
    expect(order.total).toBe(Math.round((client.subtotal - bonus) * 100 + vat * 100) / 100);
    expect(order.invoice).toMatchObject({ amount: order.total, status: 'sent' });
    expect(order.invoice.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(bonusBalance).toBe(10000 - bonus);
    expect(await ledgerSumCents(client.id)).toBe(Math.round(bonusBalance * 100));
    expect((await cartCall(client.token, 'GET', '/api/cart')).json().data.items).toEqual([]);
    const profile = (await cartCall(client.token, 'GET', '/api/users/me')).json().data;
    expect(profile).toMatchObject({ companyName: 'Koval Trading', vatId: 'ESB12345678' });
  });

  it('pays everything in cash when the client chooses not to use the bonus', async () => {
    const client = await clientWithCart();
    const { order, bonusBalance } = (await checkout(client.token, newKey(), { useBonus: false })).json().data;
    expect(order).toMatchObject({ bonusApplied: 0, cashPayment: client.subtotal });
    expect(bonusBalance).toBe(10000);
  });

  it('returns the same order for the same Idempotency-Key', async () => {
    const client = await clientWithCart();
    const key = newKey();
    const first = await checkout(client.token, key);
    const second = await checkout(client.token, key);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.order.id).toBe(first.json().data.order.id);
    expect(await t.db.select().from(orders).where(eq(orders.userId, client.id))).toHaveLength(1);
  });

  it('makes one order when requests with the same key race', async () => {
    const client = await clientWithCart();
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(client.token, key)));
    expect(new Set(results.map((r) => r.json().data.order.id)).size).toBe(1);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await t.db.select().from(orders).where(eq(orders.userId, client.id))).toHaveLength(1);
    expect(await t.db.select().from(bonusLedger).where(eq(bonusLedger.userId, client.id))).toHaveLength(2);
  });

  it('makes one order when 20 checkouts of one cart race with different keys', async () => {
    const client = await clientWithCart();
    const results = await Promise.all(Array.from({ length: 20 }, () => checkout(client.token, newKey())));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(Array(19).fill('CART_EMPTY'));
    expect(await t.db.select().from(orders).where(eq(orders.userId, client.id))).toHaveLength(1);
    expect(await t.db.select().from(invoices).where(eq(invoices.userId, client.id))).toHaveLength(1);
    const spent = Math.round(results.find((r) => r.statusCode === 201)!.json().data.order.bonusApplied * 100);
    expect(await ledgerSumCents(client.id)).toBe(1_000_000 - spent);
  });

  it('refuses an Idempotency-Key used before for another request (422), and changes nothing', async () => {
    const client = await clientWithCart();
    const key = newKey();
    expect((await checkout(client.token, key, { useBonus: true })).statusCode).toBe(201);
    const reused = await checkout(client.token, key, { useBonus: false });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await t.db.select().from(orders).where(eq(orders.userId, client.id))).toHaveLength(1);
  });

  it('refuses a service that lost its price in the cart (it would be free), and keeps the cart', async () => {
    const client = await verifiedClient(t);
    const free = await serviceAt(t, [100]);
    await cartCall(client.token, 'POST', '/api/cart/items', { serviceId: free.id });
    const unpriced = await t.call({ method: 'PATCH', url: `/api/admin/services/${free.id}`, token: free.adminToken, payload: { prices: [] } });
    expect(unpriced.statusCode).toBe(200);
    expect((await cartCall(client.token, 'GET', '/api/cart')).json().data).toMatchObject({ items: [{ serviceId: free.id, unitPrice: 0 }], subtotal: 0 });
    const response = await checkout(client.token, newKey());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { serviceIds: [free.id] } });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, client.id))).toHaveLength(1);
    expect(await t.db.select().from(invoices).where(eq(invoices.userId, client.id))).toHaveLength(0);
  });

  it('refuses an order below the 10 EUR cash minimum', async () => {
    const client = await verifiedClient(t);
    const cheap = await serviceAt(t, [5]);
    await cartCall(client.token, 'POST', '/api/cart/items', { serviceId: cheap.id });
    const response = await checkout(client.token, newKey());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ORDER_BELOW_MINIMUM', details: { minimum: 10 } });
  });

  it('takes orders above 21.5 M EUR exactly, keeps the admin dashboard working, and refuses one above the ceiling with a clear message', async () => {
    const client = await verifiedClient(t);
    const big = await serviceAt(t, [9_999_999.99]);
    await cartCall(client.token, 'POST', '/api/cart/items', { serviceId: big.id, quantity: 3 });
    const placed = await checkout(client.token, newKey(), { useBonus: false });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.order).toMatchObject({ subtotal: 29_999_999.97, cashPayment: 29_999_999.97 });
    const dashboard = await t.call({ method: 'GET', url: '/api/admin/dashboard', token: big.adminToken });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().data.amountOutstanding).toBeGreaterThanOrEqual(29_999_999.97);

    await cartCall(client.token, 'POST', '/api/cart/items', { serviceId: big.id, quantity: 11 });
    const refused = await checkout(client.token, newKey(), { useBonus: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDER_TOO_LARGE', details: { maximum: 100_000_000 } });
  });

  it('refuses an empty cart with 409', async () => {
    const client = await verifiedClient(t);
    const response = await checkout(client.token, newKey());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CART_EMPTY', error: 'Your cart is empty' });
  });

  it('refuses a service that is no longer active, naming it, and keeps the cart', async () => {
    const client = await clientWithCart();
    const admin = (await t.call({ method: 'POST', url: '/auth/login', payload: { email: 'admin@example.com', password: 'admin12345' } })).json().data;
    await t.call({ method: 'DELETE', url: `/api/admin/services/${client.b.id}`, token: admin.tokens.accessToken });
    try {
      const response = await checkout(client.token, newKey());
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
      expect(response.json().error).toContain(client.b.title);
      expect(response.json().details).toEqual({ serviceIds: [client.b.id], titles: [client.b.title] });
      expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, client.id))).toHaveLength(2);
      expect(await t.db.select().from(invoices).where(eq(invoices.userId, client.id))).toHaveLength(0);
    } finally {
      await t.call({ method: 'PATCH', url: `/api/admin/services/${client.b.id}`, token: admin.tokens.accessToken, payload: { isActive: true } });
    }
  });

  it('refuses when the bonus the client saw no longer fits, and keeps everything as it was', async () => {
    const client = await clientWithCart();
    const response = await checkout(client.token, newKey(), { expectedBonusApplied: 0.01 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('BONUS_CHANGED');
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, client.id))).toHaveLength(2);
    expect(await ledgerSumCents(client.id)).toBe(1_000_000);
  });

  it.each([
    [{}, 'idempotency-key'],
    [{ 'idempotency-key': 'short' }, 'idempotency-key'],
  ])('needs a proper Idempotency-Key header (%j)', async (headers, field) => {
    const client = await clientWithCart();
    const response = await cartCall(client.token, 'POST', '/api/cart/checkout', { acceptTerms: true }, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toHaveProperty(field);
  });

  it('never overspends when 50 orders race against one balance', async () => {
    const client = await verifiedClient(t);
    const [a] = await someServices(t, 1);
    const quantity = Math.ceil(2_000 / a!.priceFrom);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call({
          method: 'POST',
          url: '/api/orders',
          token: client.token,
          headers: { 'idempotency-key': newKey() },
          payload: { items: [{ serviceId: a!.id, quantity }], acceptTerms: true },
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const spent = results.reduce((sum, r) => sum + Math.round(r.json().data.order.bonusApplied * 100), 0);
    expect(spent).toBeLessThanOrEqual(1_000_000);
    const ledger = await ledgerSumCents(client.id);
    expect(ledger).toBe(1_000_000 - spent);
    expect(ledger).toBeGreaterThanOrEqual(0);
    const balance = (await t.call({ method: 'GET', url: '/api/bonus/balance', token: client.token })).json().data.available;
    expect(Math.round(balance * 100)).toBe(ledger);
  });
});

describe('prices in other currencies (spec 3: orders are in euros)', () => {
  const checkout = (token: string, key: string, body: object = {}) =>
    cartCall(token, 'POST', '/api/cart/checkout', { acceptTerms: true, ...body }, { 'idempotency-key': key });

  it('charges a service its lowest price in euros, not a cheaper one in dollars, in the catalogue, the cart, the estimate and the order', async () => {
    const client = await verifiedClient(t);
    const service = await serviceAt(t, [1_490, { amount: 500, currency: 'USD' }]);
    const shown = (await t.call({ method: 'GET', url: `/api/services/${service.slug}` })).json().data;
    expect(shown).toMatchObject({ priceFrom: 1_490, currency: 'EUR' });

    const cart = (await cartCall(client.token, 'POST', '/api/cart/items', { serviceId: service.id, quantity: 2 })).json().data;
    expect(cart).toMatchObject({ items: [{ serviceId: service.id, unitPrice: 1_490, totalPrice: 2_980, service: { priceFrom: 1_490, currency: 'EUR' } }], subtotal: 2_980, currency: 'EUR' });

    const estimate = await t.call({ method: 'POST', url: '/api/pricing/estimate', payload: { items: [{ serviceId: service.id, quantity: 2 }] } });
    expect(estimate.json().data).toMatchObject({ subtotal: 2_980, currency: 'EUR', items: [{ unitPrice: 1_490, totalPrice: 2_980 }] });

    const placed = await checkout(client.token, newKey(), { useBonus: false });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.order).toMatchObject({ subtotal: 2_980 });
  });

  it('keeps a service priced only in another currency, or without a price, out of carts and estimates', async () => {
    const client = await verifiedClient(t);
    const inDollars = await serviceAt(t, [{ amount: 500, currency: 'USD' }]);
    const unpriced = await serviceAt(t, []);
    expect((await t.call({ method: 'GET', url: `/api/services/${inDollars.slug}` })).json().data).toMatchObject({ priceFrom: 500, currency: 'USD' });

    for (const service of [inDollars, unpriced]) {
      const added = await cartCall(client.token, 'POST', '/api/cart/items', { serviceId: service.id });
      expect(added.statusCode).toBe(409);
      expect(added.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      const estimate = await t.call({ method: 'POST', url: '/api/pricing/estimate', payload: { items: [{ serviceId: service.id, quantity: 1 }] } });
      expect(estimate.statusCode).toBe(400);
      expect(estimate.json()).toMatchObject({ code: 'UNKNOWN_SERVICE', details: { serviceIds: [service.id] } });
    }

    const [orderable] = await someServices(t, 1);
    const merged = await cartCall(client.token, 'POST', '/api/cart/merge', { items: [{ serviceId: inDollars.id, quantity: 1 }, { serviceId: orderable!.id, quantity: 1 }] });
    expect(merged.json().data.items.map((item: { serviceId: string }) => item.serviceId)).toEqual([orderable!.id]);

    const direct = await t.call({ method: 'POST', url: '/api/orders', token: client.token, headers: { 'idempotency-key': newKey() }, payload: { acceptTerms: true, items: [{ serviceId: inDollars.id, quantity: 1 }] } });
    expect(direct.statusCode).toBe(409);
    expect(direct.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { serviceIds: [inDollars.id] } });
  });
});
