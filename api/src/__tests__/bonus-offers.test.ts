import { eq } from 'drizzle-orm';
import { pricing } from 'shared-api/contracts';
import { calculatePricing, toCents } from 'shared-domain';
import { auditLog, users } from '../db/schema';
import { newKey, serviceAt } from './helpers/clients';
import { tokenFromMail } from './helpers/outbox';
import { createTestApp, register, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
/** A service at 13 000 EUR: one is below the 25 000 EUR threshold, two are over it. */
let service: { id: string; adminToken: string };
beforeAll(async () => {
  t = await createTestApp();
  service = await serviceAt(t, [13_000]);
});
afterAll(() => t.close());

/** A client registered from the promo terms in a language, with the e-mail confirmed (10 000 EUR bonus). */
async function clientFrom(language: string) {
  const email = (await register(t, { language })).json().data.email as string;
  await t.call({ method: 'POST', url: '/auth/verify-email', payload: { token: await tokenFromMail(t.db, email, 'verify_email') } });
  const session = await signIn(t, email, 'secret-pass-1');
  return { email, id: session.user.id, token: session.tokens.accessToken };
}

async function checkout(token: string, quantity: number) {
  await t.call({ method: 'POST', url: '/api/cart/items', token, payload: { serviceId: service.id, quantity } });
  const response = await t.call({ method: 'POST', url: '/api/cart/checkout', token, headers: { 'idempotency-key': newKey() }, payload: { language: 'ua', acceptTerms: true } });
  expect(response.statusCode).toBe(201);
  return response.json().data as { order: { id: string; bonusApplied: number; cashPayment: number; bonusOffer: string; invoice: { id: string } }; bonusBalance: number };
}

const price = (token: string, subtotal: number) => t.call({ method: 'POST', url: '/api/pricing/calculate', token, payload: { subtotal } });

describe('which offer a client has', () => {
  it.each([
    ['ua', 'threshold'],
    ['es', 'threshold'],
    ['cz', 'threshold'],
    ['en', 'percentage'],
    ['pl', 'percentage'],
    ['nl', 'percentage'],
  ])('terms accepted in %s give the %s offer, stored with the terms version and time', async (language, offer) => {
    const client = await clientFrom(language);
    const me = (await t.call({ method: 'GET', url: '/auth/me', token: client.token })).json().data;
    expect(me.bonusOffer).toBe(offer);
    const [row] = await t.db.select().from(users).where(eq(users.id, client.id));
    expect(row).toMatchObject({ bonusOffer: offer, termsVersion: expect.any(String), termsAcceptedAt: expect.any(Date) });
  });

  it('keeps the offer when the client later switches the site language', async () => {
    const client = await clientFrom('ua');
    await t.call({ method: 'PUT', url: '/api/users/me/preferences', token: client.token, payload: { language: 'en', currency: 'EUR', marketing: false } });
    expect((await t.call({ method: 'GET', url: '/auth/me', token: client.token })).json().data.bonusOffer).toBe('threshold');
  });

  it('keeps the percentage offer for the existing demo client', async () => {
    const { user } = await signIn(t, 'demo@example.com', 'demo12345');
    expect((user as { bonusOffer?: string }).bonusOffer).toBe('percentage');
  });

  it('lets an administrator change it, with the reason in the audit log; clients may not', async () => {
    const client = await clientFrom('en');
    const url = `/api/admin/users/${client.id}/bonus-offer`;
    const payload = { offer: 'threshold', reason: 'Signed up from the Czech terms by phone' };
    expect((await t.call({ method: 'PUT', url, token: client.token, payload })).statusCode).toBe(403);
    const changed = await t.call({ method: 'PUT', url, token: service.adminToken, payload });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id: client.id, bonusOffer: 'threshold' });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, client.id));
    expect(entry).toMatchObject({ action: 'bonus_offer_changed', details: { from: 'percentage', to: 'threshold', reason: payload.reason } });
    expect(entry!.actorId).not.toBeNull();
  });
});

describe('the threshold offer at checkout', () => {
  it('gives no bonus at or below 25 000 EUR and says how much more is needed', async () => {
    const client = await clientFrom('ua');
    const at = (await price(client.token, 25_000)).json().data;
    expect(at).toMatchObject({ offer: 'threshold', bonusApplied: 0, cashPayment: 25_000, shortOfThreshold: 0.01, thresholdNote: 'below_threshold' });
    const { order, bonusBalance } = await checkout(client.token, 1);
    expect(order).toMatchObject({ bonusOffer: 'threshold', bonusApplied: 0, cashPayment: 13_000 });
    expect(bonusBalance).toBe(10_000);
  });

  it('takes 10 000 EUR off an order over 25 000 EUR (not 20 %), once; cancelling returns it for the next order', async () => {
    const client = await clientFrom('cz');
    const first = await checkout(client.token, 2);
    expect(first.order).toMatchObject({ bonusOffer: 'threshold', bonusApplied: 10_000, cashPayment: 16_000 });
    expect(first.bonusBalance).toBe(0);

    // Not combinable: no more bonus on that order.
    const more = await t.call({ method: 'POST', url: '/api/bonus/apply', token: client.token, payload: { amount: 10, orderId: first.order.id } });
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('OFFER_NOT_COMBINABLE');

    // A second order while the first stands gets nothing, even with bonus credited meanwhile.
    await t.call({ method: 'POST', url: '/api/bonus/earn', token: service.adminToken, payload: { userId: client.id, amount: 20_000, description: 'Referral bonus' } });
    expect((await price(client.token, 30_000)).json().data).toMatchObject({ bonusApplied: 0, thresholdNote: 'already_used' });
    const second = await checkout(client.token, 2);
    expect(second.order).toMatchObject({ bonusApplied: 0, cashPayment: 26_000 });

    const cancelled = await t.call({ method: 'POST', url: `/api/orders/${first.order.id}/cancel`, token: client.token });
    expect(cancelled.json().data.bonusBalance).toBe(30_000);
    const third = await checkout(client.token, 3);
    expect(third.order).toMatchObject({ bonusApplied: 10_000, cashPayment: 29_000 });
  });

  it("tells the checkout whether the discount is taken, so the shared rule with the server's parameters prices as the server does", async () => {
    const client = await clientFrom('ua');
    const balance = async () => (await t.call({ method: 'GET', url: '/api/bonus/balance', token: client.token })).json().data;
    expect(await balance()).toEqual({ available: 10_000, pending: 0, currency: 'EUR', thresholdUsed: false });

    const { order } = await checkout(client.token, 2);
    expect(order.bonusApplied).toBe(10_000);
    await t.call({ method: 'POST', url: '/api/bonus/earn', token: service.adminToken, payload: { userId: client.id, amount: 20_000, description: 'Referral bonus' } });
    const taken = await balance();
    expect(taken).toMatchObject({ available: 20_000, thresholdUsed: true });

    // What the checkout shows: GET /api/pricing's parameters and this answer, through the shared rule.
    const rules = (await t.call({ method: 'GET', url: '/api/pricing' })).json().data as { bonusCapPercent: number; minCashPayment: number };
    const shown = pricing.pricingInEuros(
      calculatePricing(
        { subtotalCents: toCents(30_000), bonusBalanceCents: toCents(taken.available), offer: 'threshold', thresholdUsed: taken.thresholdUsed },
        { bonusCapPercent: rules.bonusCapPercent, minCashPaymentCents: toCents(rules.minCashPayment) },
      ),
    );
    expect(shown).toMatchObject({ bonusApplied: 0, thresholdNote: 'already_used' });
    expect(shown).toEqual((await price(client.token, 30_000)).json().data);

    await t.call({ method: 'POST', url: `/api/orders/${order.id}/cancel`, token: client.token });
    expect(await balance()).toMatchObject({ available: 30_000, thresholdUsed: false });
  });

  it('says the discount is not taken for a client of the percentage offer, whatever they ordered', async () => {
    const client = await clientFrom('en');
    await checkout(client.token, 2);
    expect((await t.call({ method: 'GET', url: '/api/bonus/balance', token: client.token })).json().data).toMatchObject({ thresholdUsed: false });
  });

  it('gives nothing when the balance is below 10 000 EUR', async () => {
    const client = await clientFrom('es');
    const [row] = await t.db.select().from(users).where(eq(users.id, client.id));
    expect(row!.bonusOffer).toBe('threshold');
    const spent = await t.call({ method: 'PUT', url: `/api/admin/users/${client.id}/bonus-offer`, token: service.adminToken, payload: { offer: 'percentage', reason: 'test' } });
    expect(spent.statusCode).toBe(200);
    await checkout(client.token, 1); // 20 % of 13 000 EUR = 2 600 EUR spent under the percentage offer
    await t.call({ method: 'PUT', url: `/api/admin/users/${client.id}/bonus-offer`, token: service.adminToken, payload: { offer: 'threshold', reason: 'test' } });
    expect((await price(client.token, 30_000)).json().data).toMatchObject({ offer: 'threshold', bonusApplied: 0, thresholdNote: 'insufficient_balance' });
  });

  it('names the offer on the invoice PDF', async () => {
    const client = await clientFrom('ua');
    const { order } = await checkout(client.token, 2);
    const pdf = await t.call({ method: 'GET', url: `/api/invoices/${order.invoice.id}/download`, token: client.token });
    const { extractText } = await import('unpdf');
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('вітальна знижка 10 000 EUR на замовлення понад 25 000 EUR');
  });
});

describe('the percentage offer at checkout', () => {
  it('takes 20 % of a 26 000 EUR order', async () => {
    const client = await clientFrom('en');
    const { order } = await checkout(client.token, 2);
    expect(order).toMatchObject({ bonusOffer: 'percentage', bonusApplied: 5_200, cashPayment: 20_800 });
  });
});
