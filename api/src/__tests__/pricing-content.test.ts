import { and, eq } from 'drizzle-orm';
import { contentPageTranslations, contentPages } from '../db/schema';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/pricing', () => {
  it('states the bonus rules', async () => {
    expect((await t.call({ method: 'GET', url: '/api/pricing' })).json().data).toEqual({ bonusCapPercent: 20, minCashPayment: 10, currency: 'EUR' });
  });

  it('prices a subtotal for a visitor with no bonus', async () => {
    const response = await t.call({ method: 'POST', url: '/api/pricing/calculate', payload: { subtotal: 1000 } });
    expect(response.json().data).toEqual({
      offer: 'percentage',
      subtotal: 1000,
      bonusEligible: 200,
      bonusApplied: 0,
      cashPayment: 1000,
      taxes: 0,
      fees: 0,
      total: 1000,
      shortOfThreshold: 0,
      thresholdNote: null,
    });
  });

  it("uses the signed-in client's available bonus by default", async () => {
    const { tokens } = await signIn(t, 'demo@example.com', 'demo12345');
    const available = (await t.call({ method: 'GET', url: '/api/bonus/balance', token: tokens.accessToken })).json().data.available as number;
    expect(available).toBeLessThan(12_000);
    const response = await t.call({ method: 'POST', url: '/api/pricing/calculate', token: tokens.accessToken, payload: { subtotal: 60_000 } });
    expect(response.json().data).toMatchObject({ bonusEligible: 12_000, bonusApplied: available, cashPayment: 60_000 - available });
  });

  it('uses a given balance and keeps 10 EUR in cash', async () => {
    const response = await t.call({ method: 'POST', url: '/api/pricing/calculate', payload: { subtotal: 12.5, bonusBalance: 100 } });
    expect(response.json().data).toMatchObject({ bonusEligible: 2.5, bonusApplied: 2.5, cashPayment: 10 });
  });

  it.each([[{ subtotal: -1 }], [{ subtotal: 'ten' }], [{ subtotal: 10.001 }], [{}]])('refuses %j', async (payload) => {
    const response = await t.call({ method: 'POST', url: '/api/pricing/calculate', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toHaveProperty('subtotal');
  });

  it('estimates a set of services: subtotal and the longest delivery', async () => {
    const services = (await t.call({ method: 'GET', url: '/api/services?category=seo-content' })).json().data as Array<{
      id: string;
      priceFrom: number;
      estimatedDeliveryDays: number | null;
    }>;
    const [a, b] = services.filter((s) => s.estimatedDeliveryDays !== null);
    const response = await t.call({
      method: 'POST',
      url: '/api/pricing/estimate',
      payload: { items: [{ serviceId: a!.id, quantity: 2 }, { serviceId: b!.id, quantity: 1 }] },
    });
    expect(response.json().data).toMatchObject({
      subtotal: a!.priceFrom * 2 + b!.priceFrom,
      estimatedDeliveryDays: Math.max(a!.estimatedDeliveryDays!, b!.estimatedDeliveryDays!),
      currency: 'EUR',
    });
  });

  it('refuses an estimate naming an unknown service', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/pricing/estimate',
      payload: { items: [{ serviceId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('UNKNOWN_SERVICE');
  });
});

describe('/api/content', () => {
  it('lists the pages in the requested language', async () => {
    const pages = (await t.call({ method: 'GET', url: '/api/content/pages?lang=ua' })).json().data;
    expect(pages.map((p: { slug: string }) => p.slug)).toEqual(['about', 'partners', 'cases', 'contacts', 'terms', 'privacy']);
    expect(pages.every((p: { lang: string }) => p.lang === 'ua')).toBe(true);
  });

  it('gives a page in the language, or in English where it has none', async () => {
    const cz = (await t.call({ method: 'GET', url: '/api/content/pages/cases?lang=cz' })).json().data;
    expect(cz.lang).toBe('cz');
    expect(cz.blocks.filter((b: { type: string }) => b.type === 'case')).toHaveLength(4);
    // A language whose text of the page is missing (staff removed it) gets the English one.
    const [privacy] = await t.db.select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.slug, 'privacy'));
    await t.db.delete(contentPageTranslations).where(and(eq(contentPageTranslations.pageId, privacy!.id), eq(contentPageTranslations.lang, 'nl')));
    const nl = (await t.call({ method: 'GET', url: '/api/content/pages/privacy?lang=nl' })).json().data;
    const en = (await t.call({ method: 'GET', url: '/api/content/pages/privacy?lang=en' })).json().data;
    expect(nl).toMatchObject({ lang: 'en', title: en.title });
  });

  it('answers an unknown page with 404', async () => {
    expect((await t.call({ method: 'GET', url: '/api/content/pages/missing' })).statusCode).toBe(404);
  });

  it('gives the menu with the site paths of the pages', async () => {
    const menu = (await t.call({ method: 'GET', url: '/api/content/menu?lang=es' })).json().data;
    expect(menu).toContainEqual(expect.objectContaining({ key: 'terms', path: '/es/policies/terms' }));
  });

  it('gives the settings: both legal entities, phones, emails and social links', async () => {
    const settings = (await t.call({ method: 'GET', url: '/api/content/settings' })).json().data;
    expect(settings.legalEntities.map((e: { country: string }) => e.country)).toEqual(['Spain', 'Czech Republic']);
    expect(settings.phones.length).toBeGreaterThan(0);
  });

  it('gives the settings in the language asked for: countries and the labels of phones and e-mails (issue 22)', async () => {
    const settings = (await t.call({ method: 'GET', url: '/api/content/settings?lang=pl' })).json().data;
    expect(settings.legalEntities.map((e: { country: string }) => e.country)).toEqual(['Hiszpania', 'Czechy']);
    expect(settings.phones.map((phone: { label: string }) => phone.label)).toEqual(['Hiszpania', 'Czechy']);
    expect(settings.emails.map((email: { label: string }) => email.label)).toEqual(['Sprawy ogólne', 'Dział sprzedaży', 'Ochrona danych']);
    // Names, numbers and addresses are written as registered, the same in every language.
    const english = (await t.call({ method: 'GET', url: '/api/content/settings?lang=en' })).json().data;
    expect(settings.legalEntities.map((e: { address: string }) => e.address)).toEqual(english.legalEntities.map((e: { address: string }) => e.address));
  });

  it('refuses settings in a language the site does not have', async () => {
    const answer = await t.call({ method: 'GET', url: '/api/content/settings?lang=de' });
    expect(answer.statusCode).toBe(400);
  });
});
