import { afterTwoFrames, expect, test, type Page } from '../support/test';
import { adminApi } from '../support/admin';
import { siteUrl } from '../support/site';

test('a visitor browses a category, finds a service despite a typo, opens it, orders it and asks for a consultation', async ({ page, request }) => {
  await page.goto(siteUrl('/en/services'));
  await expect(page.getByRole('heading', { level: 1, name: 'Our services' })).toBeVisible();

  // Browse a category: the tab goes into the URL and the list follows.
  await page.getByRole('tab', { name: /^Paid advertising/ }).click();
  await expect(page).toHaveURL(siteUrl('/en/services?category=paid-advertising'));
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(page.getByText(/Services found: 6 · Category: Paid advertising/)).toBeVisible();

  // Search with a typo: the search ignores the tab and keeps its text in the URL.
  await page.getByRole('searchbox', { name: 'Search services' }).fill('markting');
  await expect(page).toHaveURL(/q=markting/);
  const result = page.getByRole('article', { name: 'Email marketing automation' });
  await expect(result).toBeVisible();

  // Open it: breadcrumbs, related services.
  await result.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(siteUrl('/en/services/email-marketing-automation'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email marketing automation' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Services' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Related services' }).getByRole('article')).toHaveCount(3);
  await expect(page).toHaveTitle('Email marketing automation');

  // Order it: the cart opens and shows it, and the header counts it, also after a reload.
  await page.getByRole('button', { name: 'Order service' }).first().click();
  const cart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(cart.getByText('Email marketing automation')).toBeVisible();
  await cart.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();

  // Ask for a consultation: a callback lead is stored.
  await page.getByRole('button', { name: 'Get consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get a consultation' });
  await dialog.getByLabel(/Name/).fill('Eva Catalogue');
  await dialog.getByLabel(/Phone/).fill('+420 777 123 999');
  await dialog.getByRole('button', { name: 'Request callback' }).click();
  await expect(dialog.getByText("Thank you! We'll get back to you soon.")).toBeVisible();
  const leads = await (await adminApi(request))<Array<{ name: string; phone: string }>>('/api/admin/leads?kind=callback');
  expect(leads).toContainEqual(expect.objectContaining({ name: 'Eva Catalogue', phone: '+420 777 123 999' }));
});

test('a deep link in Ukrainian shows the service in Ukrainian', async ({ page }) => {
  await page.goto(siteUrl('/ua/services/technical-seo-audit'));
  await expect(page.getByRole('heading', { level: 1, name: 'Технічний SEO-аудит' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Замовити послугу' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
});

test('the catalogue speaks Polish: its texts and the services themselves', async ({ page }) => {
  await page.goto(siteUrl('/pl/services'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Usługi' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Nasze usługi' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Techniczny audyt SEO' })).toBeVisible();
});

test('switching language refetches the catalogue and keeps the page and its query', async ({ page }) => {
  await page.goto(siteUrl('/en/services?category=seo-content'));
  await expect(page.getByRole('article', { name: 'Technical SEO audit' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose language' }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page).toHaveURL(siteUrl('/es/services?category=seo-content'));
  await expect(page.getByRole('tab', { selected: true })).toContainText('SEO y contenidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestros servicios' })).toBeVisible();
});

test('the home page shows the categories with a few services and their prices', async ({ page }) => {
  await page.goto(siteUrl('/en'));
  const section = page.getByRole('region', { name: 'Our services' });
  await expect(section.getByRole('article')).toHaveCount(8);
  await expect(section.getByRole('article', { name: 'SEO and content' }).getByText(/^from €/).first()).toBeVisible();
});

test('on a phone the category tabs stay where the server put them once the page is alive, without scroll buttons', async ({ browser }) => {
  const viewport = { width: 390, height: 844 };
  const scrollButtons = (page: Page) => page.locator('.MuiTabs-scrollButtons');
  const firstTabLeft = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ viewport, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(siteUrl('/en/services'), { waitUntil: 'networkidle' });
    if (javaScriptEnabled) {
      await page.locator('html[data-ready]').waitFor();
      await afterTwoFrames(page);
      // A phone does no scroll-button work (MUI's documented class marks the buttons)…
      await expect(scrollButtons(page)).toHaveCount(0);
    }
    const box = await page.getByRole('tab', { name: /^All services/ }).boundingBox();
    if (javaScriptEnabled) {
      // …a wider window gets them, once its tabs see that the row overflows.
      await page.setViewportSize({ width: 700, height: 844 });
      await expect(scrollButtons(page)).not.toHaveCount(0);
    }
    await context.close();
    return box?.x;
  };
  const served = await firstTabLeft(false);
  expect(served).toBeDefined();
  expect(await firstTabLeft(true)).toBe(served);
});

test('the catalogue lays out and paints only the cards near the screen, and the others as they come near', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('/en/services'));
  await page.locator('html[data-ready]').waitFor();
  const cards = page.getByRole('article');
  expect(await cards.count()).toBeGreaterThan(20);
  // checkVisibility({ contentVisibilityAuto }) is false inside what content-visibility: auto skips.
  const painted = (index: number) => cards.nth(index).getByRole('heading').evaluate((title) => title.checkVisibility({ contentVisibilityAuto: true }));
  expect(await painted(0)).toBe(true);
  expect(await painted(20)).toBe(false);
  await cards.nth(20).scrollIntoViewIfNeeded();
  await expect.poll(() => painted(20)).toBe(true);
  await expect(cards.nth(20).getByRole('link', { name: 'View details' })).toBeVisible();
});
