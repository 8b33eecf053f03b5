import { and, eq } from 'drizzle-orm';
import { loadSeedData } from '../db/seed/seed-data';
import { serviceTranslations, services } from '../db/schema';
import { seed } from '../seed';
import { createTestApp, type TestApp } from './helpers/test-app';

const { services: seedServices, texts: seedTexts } = loadSeedData();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seeded content in the languages kept in files of their own', () => {
  it.each(Object.keys(seedTexts))('gives every service, category and page in %s', async (lang) => {
    const texts = seedTexts[lang]!;
    const service = (await t.call({ method: 'GET', url: `/api/services/digital-marketing-audit?lang=${lang}` })).json().data;
    expect(service.title).toBe(texts.services['digital-marketing-audit']!.title);
    const categories = (await t.call({ method: 'GET', url: `/api/categories?lang=${lang}` })).json().data as Array<{ slug: string; name: string }>;
    expect(categories.map((category) => category.name)).toEqual(categories.map((category) => texts.categories[category.slug]!.name));
    const about = (await t.call({ method: 'GET', url: `/api/content/pages/about?lang=${lang}` })).json().data;
    expect(about).toMatchObject({ lang, title: texts.contentPages.about.title });
    // Every seeded service has the language's text, with as many features as in English.
    for (const seeded of seedServices) {
      expect([seeded.slug, texts.services[seeded.slug]?.features.length]).toEqual([seeded.slug, seeded.translations.en.features.length]);
    }
  });

  it('adds a language missing from a database seeded before, leaving the texts already there as they are', async () => {
    const [service] = await t.db.select({ id: services.id }).from(services).where(eq(services.slug, 'digital-marketing-audit'));
    await t.db.delete(serviceTranslations).where(and(eq(serviceTranslations.serviceId, service!.id), eq(serviceTranslations.lang, 'ru')));
    await t.db.update(serviceTranslations).set({ title: 'Edited by staff' }).where(and(eq(serviceTranslations.serviceId, service!.id), eq(serviceTranslations.lang, 'en')));

    await seed(t.db, { demoAccounts: false });

    const titles = await t.db.select({ lang: serviceTranslations.lang, title: serviceTranslations.title }).from(serviceTranslations).where(eq(serviceTranslations.serviceId, service!.id));
    expect(titles.find((row) => row.lang === 'ru')?.title).toBe(seedTexts.ru!.services['digital-marketing-audit']!.title);
    expect(titles.find((row) => row.lang === 'en')?.title).toBe('Edited by staff');
  });
});
