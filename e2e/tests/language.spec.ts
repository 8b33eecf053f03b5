import { expect, test } from '../support/test';
import { siteUrl } from '../support/site';

test('switching language rewrites the path prefix, keeps the query, and translates the page', async ({ page }) => {
  await page.goto(siteUrl('/en/services/technical-seo-audit?ref=newsletter'));
  await page.getByRole('button', { name: 'Choose language' }).click();
  await page.getByRole('menuitemradio', { name: 'Українська' }).click();

  await expect(page).toHaveURL(siteUrl('/ua/services/technical-seo-audit?ref=newsletter'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Послуги' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Технічний SEO-аудит');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
});

test('the chosen language is remembered: / then leads to its home', async ({ page }) => {
  await page.goto(siteUrl('/cz/about'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  // The server sends the page in Czech at once; the choice is remembered once the page's script runs.
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'gp.language')?.value).toBe('cz');
  await page.goto(siteUrl('/'));
  await expect(page).toHaveURL(siteUrl('/cz'));
});

test('the lng query parameter chooses the language of /', async ({ page }) => {
  await page.goto(siteUrl('/?lng=es'));
  await expect(page).toHaveURL(siteUrl('/es?lng=es'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Multiplique por diez su negocio');
});

test('Russian and Polish pages speak their language', async ({ page }) => {
  await page.goto(siteUrl('/ru/about'));
  await expect(page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Услуги' })).toBeVisible();
  await page.goto(siteUrl('/pl/about'));
  await expect(page.getByRole('link', { name: 'Usługi' }).first()).toBeVisible();
});

test('on a phone the links live in a right-hand drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(siteUrl('/en/about'));
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Main navigation' });
  await drawer.getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(siteUrl('/en/contacts'));
});
