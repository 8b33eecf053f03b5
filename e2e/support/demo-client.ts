import type { BrowserContext, Page } from '@playwright/test';
import { API_KEY } from './admin';
import { siteUrl } from './site';
import { expect, test as base } from './test';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Tests as the seeded demo client (demo@example.com, with orders, invoices and a bonus history): it
 * signs in through the login page once per worker, remembered (so its session is in localStorage),
 * and every test starts signed in with that session.
 */
export const test = base.extend<object, { demoClientState: StorageState }>({
  demoClientState: [
    async ({ browser }, provide) => {
      const page = await browser.newPage();
      await page.goto(siteUrl('/en/auth/login'));
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      await page.getByLabel(/Email/).fill('demo@example.com');
      await page.getByLabel(/Password/).fill('demo12345');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/en\/account/);
      await provide(await page.context().storageState());
      await page.context().close();
    },
    { scope: 'worker' },
  ],
  storageState: ({ demoClientState }, provide) => provide(demoClientState),
});

export { expect };

/** Puts exactly these services (by slug, once each) in the signed-in client's server cart. */
export async function fillServerCart(page: Page, slugs: string[]): Promise<void> {
  await page.goto(siteUrl('/en'));
  const accessToken = await page.evaluate(() => localStorage.getItem('gp.accessToken'));
  const headers = { 'x-api-key': API_KEY, authorization: `Bearer ${accessToken}` };
  expect((await page.request.delete(siteUrl('/api/cart'), { headers })).ok()).toBe(true);
  for (const slug of slugs) {
    const service = await (await page.request.get(siteUrl(`/api/services/${slug}?lang=en`), { headers })).json();
    expect((await page.request.post(siteUrl('/api/cart/items'), { headers, data: { serviceId: service.data.id, quantity: 1 } })).ok()).toBe(true);
  }
}
