import { count, eq } from 'drizzle-orm';
import * as schema from '../db/schema';
import { DEMO_ADMIN, DEMO_CLIENT } from '../demo/seed-demo';
import { seed } from '../seed';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SEEDED = {
  categories: schema.categories,
  categoryTranslations: schema.categoryTranslations,
  services: schema.services,
  serviceTranslations: schema.serviceTranslations,
  servicePrices: schema.servicePrices,
  contentPages: schema.contentPages,
  contentPageTranslations: schema.contentPageTranslations,
  siteSettings: schema.siteSettings,
  users: schema.users,
  orders: schema.orders,
  orderStatusHistory: schema.orderStatusHistory,
  invoices: schema.invoices,
  bonusLedger: schema.bonusLedger,
};

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(SEEDED)) {
    const [row] = await t.db.select({ rows: count() }).from(table);
    counts[name] = row!.rows;
  }
  return counts;
}

describe('seed', () => {
  it('has filled the database with the catalogue, the pages and the demo accounts with their orders', async () => {
    const counts = await rowCounts();
    expect(counts).toMatchObject({ categories: 8, services: 50, contentPages: 6, siteSettings: 1, orders: 3 });
    const emails = (await t.db.select({ email: schema.users.email }).from(schema.users)).map((user) => user.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO_CLIENT.email, DEMO_ADMIN.email]));
  });

  it('leaves a filled database as it is, however often it runs', async () => {
    const before = await rowCounts();
    await seed(t.db, { demoAccounts: true });
    await seed(t.db, { demoAccounts: true });
    expect(await rowCounts()).toEqual(before);
  });

  it('rewrites settings stored before they were written in every language, so that the API can serve them', async () => {
    const english = (await t.call({ method: 'GET', url: '/api/content/settings?lang=en' })).json().data;
    // The shape the settings had when their labels were English only.
    await t.db.update(schema.siteSettings).set({ value: english }).where(eq(schema.siteSettings.key, 'site'));
    await seed(t.db, { demoAccounts: false });
    const czech = await t.call({ method: 'GET', url: '/api/content/settings?lang=cz' });
    expect(czech.statusCode).toBe(200);
    expect(czech.json().data.legalEntities.map((entity: { country: string }) => entity.country)).toEqual(['Španělsko', 'Česká republika']);
  });
});
