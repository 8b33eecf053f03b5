import { eq } from 'drizzle-orm';
import { formatIban, isIban, paymentReference, vatCents } from 'shared-domain';
import { cartItems, invoices, orders } from '../db/schema';
import { ISSUERS } from '../modules/invoices/issuer';
import { newKey, someServices, verifiedClient } from './helpers/clients';
import { mailsTo } from './helpers/outbox';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const address = (country: string) => ({ street: 'Main street 1', city: 'Capital', postalCode: '10000', country });

/** A client with one service twice in the cart. */
async function clientWithCart() {
  const client = await verifiedClient(t);
  const [service] = await someServices(t, 1);
  await t.call({ method: 'POST', url: '/api/cart/items', token: client.token, payload: { serviceId: service!.id, quantity: 2 } });
  return { ...client, subtotalCents: Math.round(service!.priceFrom * 100) * 2 };
}

const checkout = (token: string, body: object, key = newKey()) =>
  t.call({ method: 'POST', url: '/api/cart/checkout', token, headers: { 'idempotency-key': key }, payload: body });

/** Places the cart's order with these billing details and the bonus, terms accepted. */
it('refuses a billing country it cannot read (it decides the VAT), naming the field, and keeps the cart', async () => {
  const client = await clientWithCart();
  const response = await checkout(client.token, { billing: { billingAddress: address('Narnia') }, acceptTerms: true, language: 'en' });
  expect(response.statusCode).toBe(400);
  expect(response.json().details).toMatchObject({ 'billing.billingAddress.country': 'Please enter a country by its name or code' });
  expect((await t.call({ method: 'GET', url: '/api/cart', token: client.token })).json().data.items).toHaveLength(1);
});

async function placed(billing: object, extra: object = {}) {
  const client = await clientWithCart();
  const response = await checkout(client.token, { billing, acceptTerms: true, language: 'en', ...extra });
  expect(response.statusCode).toBe(201);
  const { order } = response.json().data;
  return { ...client, order };
}

const invoiceOf = async (token: string, id: string) => (await t.call({ method: 'GET', url: `/api/invoices/${id}`, token })).json().data;

async function pdfText(token: string, invoiceId: string, lang?: string) {
  const response = await t.call({ method: 'GET', url: `/api/invoices/${invoiceId}/download${lang ? `?lang=${lang}` : ''}`, token });
  expect(response.statusCode).toBe(200);
  const { extractText } = await import('unpdf');
  const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
  // Without spaces: where the PDF wraps a line or puts a thin space is the layout's business.
  return text.replace(/\s/g, '');
}
const unspaced = (text: string) => text.replace(/\s/g, '');

describe('terms acceptance at checkout', () => {
  it.each([
    ['without acceptTerms', {}],
    ['with acceptTerms false', { acceptTerms: false }],
    ['with acceptTerms as a string', { acceptTerms: 'true' }],
  ])('refuses the checkout %s with 400 and the form message, and places nothing', async (_case, body) => {
    const client = await clientWithCart();
    const response = await checkout(client.token, { useBonus: true, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { acceptTerms: 'You must accept the terms and conditions' } });
    expect(await t.db.select().from(orders).where(eq(orders.userId, client.id))).toHaveLength(0);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, client.id))).toHaveLength(1);
  });

  it('refuses an order of services (POST /api/orders) without it too', async () => {
    const client = await verifiedClient(t);
    const [service] = await someServices(t, 1);
    const response = await t.call({
      method: 'POST',
      url: '/api/orders',
      token: client.token,
      headers: { 'idempotency-key': newKey() },
      payload: { items: [{ serviceId: service!.id, quantity: 1 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ acceptTerms: 'You must accept the terms and conditions' });
  });
});

describe('VAT on the order and its invoice', () => {
  it.each([
    // [case, billing, issuer, treatment, rate in basis points]
    ['a Czech business pays Czech VAT to the Czech entity', { vatId: 'CZ87654321', billingAddress: address('Czech Republic') }, 'CZ', 'standard', 2100],
    ['a Spanish business pays Spanish VAT', { vatId: 'ESB12345678', billingAddress: address('España') }, 'ES', 'standard', 2100],
    ['a German consumer pays German VAT', { billingAddress: address('Germany') }, 'ES', 'standard', 1900],
    ['a German business is reverse charged', { companyName: 'Muster GmbH', vatId: 'DE123456789', billingAddress: address('Deutschland') }, 'ES', 'reverse_charge', 0],
    ['a Czech address with a German VAT number is reverse charged by the Czech entity', { vatId: 'DE123456789', billingAddress: address('Česko') }, 'CZ', 'reverse_charge', 0],
    ['a client outside the EU pays no VAT', { billingAddress: address('United States') }, 'ES', 'outside_eu', 0],
  ])('%s', async (_case, billing, issuer, treatment, rateBp) => {
    const { token, order } = await placed(billing);
    const netCents = Math.round(order.cashPayment * 100);
    const vat = vatCents(netCents, rateBp);
    expect(order.vat).toEqual({ treatment, rateBasisPoints: rateBp, amount: vat / 100, reverseCharge: treatment === 'reverse_charge' });
    expect(Math.round(order.total * 100)).toBe(netCents + vat);
    expect(order.invoice.amount).toBe(order.total);

    const invoice = await invoiceOf(token, order.invoice.id);
    expect(invoice).toMatchObject({ net: order.cashPayment, vat: order.vat, amount: order.total, issuer: { name: ISSUERS[issuer as 'ES' | 'CZ'].name } });
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, order.invoice.id));
    expect(stored).toMatchObject({ netCents, vatRateBp: rateBp, vatCents: vat, reverseCharge: treatment === 'reverse_charge', vatTreatment: treatment, amountDueCents: netCents + vat });
  });

  it('computes VAT on the net after the bonus, whatever amounts the client sends', async () => {
    const { order } = await placed({ vatId: 'CZ87654321', billingAddress: address('Czech Republic') }, { vat: 0, total: 1, taxes: 0 });
    expect(order.bonusApplied).toBeGreaterThan(0);
    expect(order.cashPayment).toBe(Math.round((order.subtotal - order.bonusApplied) * 100) / 100);
    expect(order.vat.amount).toBe(vatCents(Math.round(order.cashPayment * 100), 2100) / 100);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ vatTreatment: 'standard', vatRateBp: 2100, reverseCharge: false, totalCents: stored!.cashCents + stored!.vatCents });
  });

  it('prints the VAT line and the reverse-charge statement on the PDF, in the client language', async () => {
    const { token, order } = await placed({ companyName: 'Muster GmbH', vatId: 'DE123456789', billingAddress: address('Germany') });
    const english = await pdfText(token, order.invoice.id);
    expect(english).toContain(unspaced('Reverse charge – VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC)'));
    expect(english).toContain(unspaced('VAT 0%'));
    const spanish = await pdfText(token, order.invoice.id, 'es');
    expect(spanish).toContain(unspaced('Inversión del sujeto pasivo – IVA a liquidar por el destinatario (art. 196 de la Directiva 2006/112/CE)'));

    const czech = await placed({ vatId: 'CZ87654321', billingAddress: address('Czech Republic') });
    const text = await pdfText(czech.token, czech.order.invoice.id);
    expect(text).toContain(unspaced(`VAT 21% €${czech.order.vat.amount.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`));
    expect(text).not.toContain(unspaced('Reverse charge'));
  });
});

describe('payment by bank transfer', () => {
  it('has valid IBANs for both entities', () => {
    for (const issuer of Object.values(ISSUERS)) expect([issuer.name, isIban(issuer.iban)]).toEqual([issuer.name, true]);
    expect(ISSUERS.ES.iban).toMatch(/^ES/);
    expect(ISSUERS.CZ.iban).toMatch(/^CZ/);
  });

  it("gives the order the invoicing entity's account and a reference made from its number, the same every time", async () => {
    const { token, order } = await placed({ vatId: 'CZ87654321', billingAddress: address('Czech Republic') });
    expect(order.payment).toEqual({
      method: 'bank_transfer',
      iban: ISSUERS.CZ.iban,
      bic: ISSUERS.CZ.bic,
      beneficiary: 'Growth Partners CZ s.r.o.',
      reference: paymentReference(order.number),
    });
    expect(order.payment.reference).toMatch(/^RF\d{2}GP\d{8}[0-9A-F]{10}$/);
    const again = (await t.call({ method: 'GET', url: `/api/orders/${order.id}`, token })).json().data;
    const listed = (await t.call({ method: 'GET', url: '/api/orders', token })).json().data[0];
    expect(again.payment).toEqual(order.payment);
    expect(listed.payment).toEqual(order.payment);
    expect((await invoiceOf(token, order.invoice.id)).payment).toEqual(order.payment);

    const spanish = await placed({ billingAddress: address('Spain') });
    expect(spanish.order.payment).toMatchObject({ iban: ISSUERS.ES.iban, bic: ISSUERS.ES.bic, beneficiary: 'Growth Partners Europe S.L.' });
  });

  it('prints how to pay on the invoice PDF', async () => {
    const { token, order } = await placed({ billingAddress: address('Spain') });
    const text = await pdfText(token, order.invoice.id);
    for (const expected of ['Payment by bank transfer', 'Beneficiary: Growth Partners Europe S.L.', `IBAN: ${formatIban(ISSUERS.ES.iban)}`, `BIC: ${ISSUERS.ES.bic}`, `Payment reference: ${order.payment.reference}`]) {
      expect(text).toContain(unspaced(expected));
    }
  });

  it('mails the confirmation with the amounts and the payment details, in the client language, once per order', async () => {
    const client = await clientWithCart();
    await t.call({ method: 'PUT', url: '/api/users/me/preferences', token: client.token, payload: { language: 'cz', currency: 'EUR', marketing: false } });
    const key = newKey();
    const body = { billing: { vatId: 'CZ87654321', billingAddress: address('Česko') }, acceptTerms: true, language: 'en' };
    const first = await checkout(client.token, body, key);
    expect(first.statusCode).toBe(201);
    const { order } = first.json().data;
    expect((await checkout(client.token, body, key)).statusCode).toBe(200);

    const confirmations = (await mailsTo(t.db, client.email, 'order_placed')).filter((mail) => mail.kind === 'order_placed');
    expect(confirmations).toHaveLength(1);
    const mail = confirmations[0]!;
    expect(mail.subject).toBe(`Vaše objednávka ${order.number}: platební údaje`);
    expect(mail.body).toContain(`Platební reference: ${paymentReference(order.number)}`);
    expect(mail.body).toContain(`IBAN: ${formatIban(ISSUERS.CZ.iban)}`);
    expect(mail.body).toContain('Příjemce: Growth Partners CZ s.r.o.');
    expect(mail.body).toContain('DPH 21');
    const czk = (amount: number) => amount.toLocaleString('cs-CZ', { minimumFractionDigits: 2 }).replace(/\s/g, '');
    expect(unspaced(mail.body)).toContain(unspaced(`K úhradě: ${czk(order.total)}€`));
    expect(mail.body).toContain(`/cz/account/orders/${order.id}`);
  });

  it('states reverse charge in the mail of a business of another member state', async () => {
    const { email, order } = await placed({ vatId: 'DE123456789', billingAddress: address('Germany') });
    const [mail] = (await mailsTo(t.db, email, 'order_placed')).filter((candidate) => candidate.kind === 'order_placed');
    expect(mail!.body).toContain('Reverse charge – VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC)');
    expect(mail!.body).toContain(`Payment reference: ${order.payment.reference}`);
  });
});
