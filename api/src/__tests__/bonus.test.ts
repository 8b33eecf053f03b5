import { eq, sql } from 'drizzle-orm';
import { vatCents } from 'shared-domain';
import { bonusLedger } from '../db/schema';
import { createTestApp, register, signIn, type TestApp } from './helpers/test-app';
import { newKey, someServices } from './helpers/clients';
import { tokenFromMail } from './helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new client who verified their email and so holds the 10 000 EUR welcome bonus. */
async function verifiedClient() {
  const email = (await register(t)).json().data.email as string;
  await t.call({ method: 'POST', url: '/auth/verify-email', payload: { token: await tokenFromMail(t.db, email, 'verify_email') } });
  return signIn(t, email, 'secret-pass-1');
}

async function ledgerSumCents(userId: string): Promise<number> {
  const [row] = await t.db
    .select({
      sum: sql<number>`coalesce(sum(case when ${bonusLedger.type} in ('earned','refunded') then ${bonusLedger.amountCents} else -${bonusLedger.amountCents} end), 0)`.mapWith(Number),
    })
    .from(bonusLedger)
    .where(eq(bonusLedger.userId, userId));
  return row!.sum;
}

describe('bonus balance and history', () => {
  it("shows a new client's welcome bonus as available, with its history", async () => {
    const { tokens } = await verifiedClient();
    const balance = await t.call({ method: 'GET', url: '/api/bonus/balance', token: tokens.accessToken });
    expect(balance.json().data).toEqual({ available: 10000, pending: 0, currency: 'EUR', thresholdUsed: false });
    const history = (await t.call({ method: 'GET', url: '/api/bonus/transactions', token: tokens.accessToken })).json();
    expect(history.pagination).toEqual({ total: 1, limit: 20, offset: 0 });
    expect(history.data[0]).toMatchObject({ type: 'earned', amount: 10000, description: 'Welcome bonus', orderId: null });
    const months = (await t.call({ method: 'GET', url: '/api/bonus/history', token: tokens.accessToken })).json().data;
    expect(months).toEqual([expect.objectContaining({ earned: 10000, spent: 0, expired: 0, refunded: 0 })]);
  });

  it("shows the demo client's history newest first, paginated, with the pending part of cancellable orders", async () => {
    const { tokens, user } = await signIn(t, 'demo@example.com', 'demo12345');
    const all = (await t.call({ method: 'GET', url: '/api/bonus/transactions', token: tokens.accessToken })).json();
    expect(all.pagination.total).toBe(5);
    const dates = all.data.map((entry: { createdAt: string }) => entry.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const spends = all.data.filter((entry: { type: string }) => entry.type === 'spent');
    expect(spends).toHaveLength(3);
    expect(spends.every((entry: { orderId: string | null }) => entry.orderId !== null)).toBe(true);

    const page = (await t.call({ method: 'GET', url: '/api/bonus/transactions?limit=2&offset=2', token: tokens.accessToken })).json();
    expect(page.data).toEqual(all.data.slice(2, 4));

    const pendingOrder = (await t.call({ method: 'GET', url: '/api/orders?status=pending', token: tokens.accessToken })).json().data[0];
    const balance = (await t.call({ method: 'GET', url: '/api/bonus/balance', token: tokens.accessToken })).json().data;
    expect(balance.pending).toBe(pendingOrder.bonusApplied);
    expect(balance.available * 100).toBe(await ledgerSumCents(user.id));
  });

  it('needs a signed-in client', async () => {
    expect((await t.call({ method: 'GET', url: '/api/bonus/balance' })).statusCode).toBe(401);
  });
});

/** A pending order of the client, paid in cash, for the given service and quantity. */
async function cashOrder(token: string, quantity = 1) {
  const [service] = await someServices(t, 1);
  const response = await t.call({
    method: 'POST',
    url: '/api/orders',
    token,
    headers: { 'idempotency-key': newKey() },
    payload: { items: [{ serviceId: service!.id, quantity }], useBonus: false, language: 'en', acceptTerms: true },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.order as { id: string; number: string; subtotal: number };
}

const apply = (token: string, payload: object) => t.call({ method: 'POST', url: '/api/bonus/apply', token, payload });

describe('POST /api/bonus/apply', () => {
  it("spends bonus on the client's pending order within its 20 % cap; the order and its invoice follow", async () => {
    const { tokens, user } = await verifiedClient();
    const order = await cashOrder(tokens.accessToken, 2);
    const response = await apply(tokens.accessToken, { amount: 12.34, orderId: order.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ balance: 9987.66, transaction: { type: 'spent', amount: 12.34, orderId: order.id, description: `Applied to order ${order.number}` } });
    expect(await ledgerSumCents(user.id)).toBe(998_766);
    const updated = (await t.call({ method: 'GET', url: `/api/orders/${order.id}`, token: tokens.accessToken })).json().data;
    expect(updated).toMatchObject({ bonusApplied: 12.34, cashPayment: Math.round(order.subtotal * 100 - 1234) / 100 });
    const invoice = (await t.call({ method: 'GET', url: `/api/invoices/${updated.invoice.id}`, token: tokens.accessToken })).json().data;
    // The VAT follows the new net, at the order's rate; the invoice says the same.
    const net = Math.round(order.subtotal * 100 - 1234);
    expect(updated.vat).toMatchObject({ rateBasisPoints: 2100, amount: vatCents(net, 2100) / 100 });
    expect(updated.total).toBe((net + vatCents(net, 2100)) / 100);
    expect(invoice).toMatchObject({ bonusApplied: 12.34, net: updated.cashPayment, vat: updated.vat, amount: updated.total });
  });

  it("refuses more than the order's real subtotal allows, whatever subtotal is claimed", async () => {
    const { tokens } = await verifiedClient();
    const order = await cashOrder(tokens.accessToken);
    const cap = Math.floor(order.subtotal * 20) / 100;
    const response = await apply(tokens.accessToken, { amount: cap + 0.01, orderId: order.id, orderSubtotal: 1_000_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Invalid bonus amount', code: 'INVALID_BONUS_AMOUNT', details: { maximumForOrder: cap } });
  });

  it("answers another client's order, and an order that does not exist, with 404", async () => {
    const owner = await verifiedClient();
    const other = await verifiedClient();
    const order = await cashOrder(owner.tokens.accessToken);
    expect((await apply(other.tokens.accessToken, { amount: 10, orderId: order.id })).statusCode).toBe(404);
    expect((await apply(other.tokens.accessToken, { amount: 10, orderId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect(await ledgerSumCents(other.user.id)).toBe(1_000_000);
  });

  it('refuses an order that is no longer pending', async () => {
    const { tokens } = await verifiedClient();
    const order = await cashOrder(tokens.accessToken);
    await t.call({ method: 'POST', url: `/api/orders/${order.id}/cancel`, token: tokens.accessToken });
    const response = await apply(tokens.accessToken, { amount: 10, orderId: order.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ORDER_NOT_PENDING');
  });

  it.each([
    [{ amount: 0 }, 'amount'],
    [{ amount: -5 }, 'amount'],
    [{ amount: 1.005 }, 'amount'],
    [{ amount: '5' }, 'amount'],
    [{ amount: 5, orderId: 'not-an-id' }, 'orderId'],
  ])('refuses %j as bad input', async (payload, field) => {
    const { tokens } = await signIn(t, 'demo@example.com', 'demo12345');
    const response = await apply(tokens.accessToken, { orderId: '00000000-0000-4000-8000-000000000000', ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toHaveProperty(field);
  });

  it('needs the order', async () => {
    const { tokens } = await signIn(t, 'demo@example.com', 'demo12345');
    const response = await apply(tokens.accessToken, { amount: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toHaveProperty('orderId');
  });

  it('never overspends the order cap when 20 applies race on one order', async () => {
    const { tokens, user } = await verifiedClient();
    const order = await cashOrder(tokens.accessToken, 3);
    const capCents = Math.floor(order.subtotal * 100 * 0.2);
    const stepCents = Math.floor(capCents / 5) + 1;
    const results = await Promise.all(Array.from({ length: 20 }, () => apply(tokens.accessToken, { amount: stepCents / 100, orderId: order.id })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(16);
    expect(await ledgerSumCents(user.id)).toBe(1_000_000 - 4 * stepCents);
    const balance = (await t.call({ method: 'GET', url: '/api/bonus/balance', token: tokens.accessToken })).json().data.available;
    expect(balance * 100).toBe(await ledgerSumCents(user.id));
  });
});

describe('POST /api/bonus/earn', () => {
  it('lets an admin credit a client', async () => {
    const client = await verifiedClient();
    const admin = await signIn(t, 'admin@example.com', 'admin12345');
    const response = await t.call({
      method: 'POST',
      url: '/api/bonus/earn',
      token: admin.tokens.accessToken,
      payload: { userId: client.user.id, amount: 50, description: 'Referral bonus' },
    });
    expect(response.statusCode).toBe(201);
    expect(await ledgerSumCents(client.user.id)).toBe(1_005_000);
  });

  it('refuses a client with 403', async () => {
    const client = await verifiedClient();
    const response = await t.call({
      method: 'POST',
      url: '/api/bonus/earn',
      token: client.tokens.accessToken,
      payload: { userId: client.user.id, amount: 50, description: 'Free money' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  // Found by probing the fuzz test's edges: an amount past bigint answered 500.
  it.each([100_000_000.01, 92_233_720_368_547_760])('refuses a grant of %d EUR, above the order ceiling, with 400', async (amount) => {
    const client = await verifiedClient();
    const admin = await signIn(t, 'admin@example.com', 'admin12345');
    const response = await t.call({
      method: 'POST',
      url: '/api/bonus/earn',
      token: admin.tokens.accessToken,
      payload: { userId: client.user.id, amount, description: 'Too generous' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_BONUS_AMOUNT');
    expect(await ledgerSumCents(client.user.id)).toBe(1_000_000);
  });

  it('answers an unknown client with 404', async () => {
    const admin = await signIn(t, 'admin@example.com', 'admin12345');
    const response = await t.call({
      method: 'POST',
      url: '/api/bonus/earn',
      token: admin.tokens.accessToken,
      payload: { userId: '00000000-0000-4000-8000-000000000000', amount: 50, description: 'x' },
    });
    expect(response.statusCode).toBe(404);
  });
});
