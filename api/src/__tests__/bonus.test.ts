import { eq, sql } from 'drizzle-orm';
import { bonusLedger } from '../db/schema';
import { createTestApp, register, signIn, type TestApp } from './helpers/test-app';
import { tokenFromMail } from './helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new client who verified their email and so holds the 10 000 EUR welcome bonus. */
async function verifiedClient() {
  const email = (await register(t)).json().data.user.email as string;
  await t.call({ method: 'POST', url: '/auth/verify-email', payload: { token: await tokenFromMail(t.db, email, 'verify_email') } });
  return signIn(t, email, 'secret-pass-1');
}

async function ledgerSumCents(userId: string): Promise<number> {
  const [row] = await t.db
    .select({
      sum: sql<number>`coalesce(sum(case when ${bonusLedger.type} in ('earned','refunded') then ${bonusLedger.amountCents} else -${bonusLedger.amountCents} end), 0)::int`,
    })
    .from(bonusLedger)
    .where(eq(bonusLedger.userId, userId));
  return row!.sum;
}

describe('bonus balance and history', () => {
  it("shows a new client's welcome bonus as available, with its history", async () => {
    const { tokens } = await verifiedClient();
    const balance = await t.call({ method: 'GET', url: '/api/bonus/balance', token: tokens.accessToken });
    expect(balance.json().data).toEqual({ available: 10000, pending: 0, currency: 'EUR' });
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

describe('POST /api/bonus/apply', () => {
  it('spends bonus within the 20 % cap, lowering the balance by exactly that', async () => {
    const { tokens, user } = await verifiedClient();
    const response = await t.call({ method: 'POST', url: '/api/bonus/apply', token: tokens.accessToken, payload: { amount: 199.99, orderSubtotal: 1000 } });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ balance: 9800.01, transaction: { type: 'spent', amount: 199.99, description: 'Applied to an order' } });
    expect(await ledgerSumCents(user.id)).toBe(980_001);
  });

  it.each([
    ['more than the cap of the order', { amount: 200.01, orderSubtotal: 1000 }],
    ['more than leaves 10 EUR in cash', { amount: 3, orderSubtotal: 12 }],
    ['more than the balance', { amount: 10_000.01, orderSubtotal: 100_000 }],
  ])("refuses %s with 'Invalid bonus amount'", async (_case, payload) => {
    const { tokens } = await verifiedClient();
    const response = await t.call({ method: 'POST', url: '/api/bonus/apply', token: tokens.accessToken, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Invalid bonus amount', code: 'INVALID_BONUS_AMOUNT' });
  });

  it.each([
    [{ amount: 0, orderSubtotal: 100 }, 'amount'],
    [{ amount: -5, orderSubtotal: 100 }, 'amount'],
    [{ amount: 1.005, orderSubtotal: 100 }, 'amount'],
    [{ amount: '5', orderSubtotal: 100 }, 'amount'],
    [{ amount: 5 }, 'orderSubtotal'],
    [{ amount: 5, orderSubtotal: 100, orderId: 'not-an-id' }, 'orderId'],
  ])('refuses %j as bad input', async (payload, field) => {
    const { tokens } = await signIn(t, 'demo@example.com', 'demo12345');
    const response = await t.call({ method: 'POST', url: '/api/bonus/apply', token: tokens.accessToken, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toHaveProperty(field);
  });

  it('never overspends when 50 applies race against one balance', async () => {
    const { tokens, user } = await verifiedClient();
    // Each apply may take 300 EUR of a 1 500 EUR order; 10 000 EUR covers 33 of them, not 50.
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call({ method: 'POST', url: '/api/bonus/apply', token: tokens.accessToken, payload: { amount: 300, orderSubtotal: 1500 } }),
      ),
    );
    const accepted = results.filter((r) => r.statusCode === 201).length;
    expect(accepted).toBe(33);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(17);
    expect(await ledgerSumCents(user.id)).toBe(1_000_000 - 33 * 30_000);
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
