import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { test as asDemoClient } from '../support/demo-client';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Every page a visitor, a client or a member of staff meets, checked by axe-core (WCAG 2 A and AA and
 * axe's best practices: names, roles, lists, headings, contrast, focus) at a phone's width, and at a
 * desktop's where the page is laid out otherwise there (the header's links, the account's menu panel,
 * tables instead of cards, side-by-side columns).
 */
const PHONE = 390;
const DESKTOP = 1280;

/** A page of each kind (the content pages share one component, the auth forms another). */
const PUBLIC_PAGES = ['/en', '/en/services', '/en/services/technical-seo-audit', '/en/promo/10k', '/en/about', '/en/cases', '/en/contacts', '/en/auth/login', '/en/auth/register', '/en/cart', '/en/no-such-page'];
const PUBLIC_PAGES_ON_DESKTOP = ['/en', '/en/services/technical-seo-audit', '/en/promo/10k', '/en/contacts'];
const ACCOUNT_PAGES = ['/en/account/dashboard', '/en/account/bonus', '/en/account/orders', '/en/account/invoices', '/en/account/profile', '/en/checkout'];
/** On a phone: the menu behind its button, and the lists as cards (the forms are laid out as on a desktop). */
const ACCOUNT_PAGES_ON_PHONE = ['/en/account/dashboard', '/en/account/orders', '/en/account/invoices'];
/** Staff work at a desk; on a phone the menu (a row of links) and a form, the lists being the account's shared tables. */
const BACK_OFFICE_PAGES_ON_PHONE = ['/en/admin', '/en/admin/services/new'];
const BACK_OFFICE_PAGES = ['/en/admin', '/en/admin/orders', '/en/admin/invoices', '/en/admin/leads', '/en/admin/services', '/en/admin/services/new', '/en/admin/categories', '/en/admin/clients', '/en/admin/releases'];

/** Transitions and animations end at once: axe reads colours, which a fading button has only halfway. */
const NO_MOTION = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/**
 * What axe finds on the page as it stands, one line per rule broken, with the first elements that break
 * it. An open menu is a popup at the end of the body, outside the page's landmarks by design (as a
 * dialog, which axe exempts): with one open, the rule that all content sits in a landmark is not asked.
 */
async function violations(page: Page, { menuOpen = false } = {}): Promise<string[]> {
  await page.addStyleTag({ content: NO_MOTION });
  // The catalogue's 50 cards are one component: the first three stand for the rest (axe took 6 s over all).
  // The site draws no frames, so axe runs in the page itself (legacy mode: no second page to merge the
  // frames' results in), and reports in full only what fails: together half the time of the default.
  const axe = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .exclude('.MuiGrid-container > .MuiGrid-root:nth-child(n+4) article');
  const { violations: found } = await (menuOpen ? axe.disableRules(['region']) : axe).analyze();
  return found.map((rule) => `${rule.id} (${rule.impact}): ${rule.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim()}`).join(' | ')}`);
}

/** The page alive (hydrated) with its data (no spinner or placeholder left). */
async function settled(page: Page) {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
}

/** The pages at each width, settled, with nothing axe objects to. */
async function checkPages(page: Page, pathsByWidth: Record<number, string[]>) {
  for (const [width, paths] of Object.entries(pathsByWidth)) {
    await page.setViewportSize({ width: Number(width), height: 900 });
    for (const path of paths) {
      await page.goto(siteUrl(path));
      await settled(page);
      expect(await violations(page), `${path} at ${width} px`).toEqual([]);
    }
  }
}

test('public pages break no accessibility rule axe checks, on a phone and a desktop', async ({ page }) => {
  test.setTimeout(90_000);
  await checkPages(page, { [PHONE]: PUBLIC_PAGES, [DESKTOP]: PUBLIC_PAGES_ON_DESKTOP });
});

test("what a visitor opens (the phone's menu, the language menu, call-us, the cart, the quote and consultation forms) breaks no accessibility rule axe checks", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: PHONE, height: 900 });
  await page.goto(siteUrl('/en'));
  await settled(page);
  await page.locator('header').getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(await violations(page), "the phone's menu").toEqual([]);

  await page.setViewportSize({ width: DESKTOP, height: 900 });
  await page.goto(siteUrl('/en/services'));
  await settled(page);
  await page.getByRole('button', { name: 'Choose language' }).click();
  await expect(page.getByRole('menu', { name: 'Choose language' })).toBeVisible();
  expect(await violations(page, { menuOpen: true }), 'the language menu').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('article').first().getByRole('button', { name: 'Get quote' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
  expect(await violations(page), 'the quote form').toEqual([]);

  await page.goto(siteUrl('/en/services/technical-seo-audit'));
  await settled(page);
  await page.getByRole('button', { name: 'Get consultation' }).click();
  await expect(page.getByRole('dialog', { name: 'Get a consultation' })).toBeVisible();
  expect(await violations(page), 'the consultation form').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Order service' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  expect(await violations(page), 'the cart').toEqual([]);
  await page.keyboard.press('Escape');
  await page.locator('header').getByRole('button', { name: 'Call us' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page), 'call-us').toEqual([]);
});

asDemoClient("the client's account and checkout break no accessibility rule axe checks, on a phone and a desktop", async ({ page }) => {
  test.setTimeout(90_000);
  await checkPages(page, { [PHONE]: ACCOUNT_PAGES_ON_PHONE, [DESKTOP]: ACCOUNT_PAGES });
  // An order of the demo client's, with its status history.
  await page.goto(siteUrl('/en/account/orders'));
  await settled(page);
  await page.getByRole('main').getByRole('link', { name: /^GP-/ }).first().click();
  await expect(page.getByRole('list', { name: 'Status history' })).toBeVisible();
  await settled(page);
  expect(await violations(page), 'an order').toEqual([]);
});

/** The seeded administrator, signed in through the login page in a context of its own. */
async function asAdministrator(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(siteUrl('/en/auth/login'));
  await settled(page);
  await page.getByLabel(/Email/).fill('admin@example.com');
  await page.getByLabel(/Password/).fill('admin12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/account/);
  return page;
}

test('the back office breaks no accessibility rule axe checks, on a phone and a desktop', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await asAdministrator(browser);
  await checkPages(page, { [PHONE]: BACK_OFFICE_PAGES_ON_PHONE, [DESKTOP]: BACK_OFFICE_PAGES });
  // A record of each kind, opened from its list: an order, a client, a service.
  for (const [list, record] of [
    ['/en/admin/orders', 'a[href*="/admin/orders/"]'],
    ['/en/admin/clients', 'a[href*="/admin/clients/"]'],
    ['/en/admin/services', 'a[href*="/admin/services/"]:not([href$="/new"])'],
  ]) {
    await page.goto(siteUrl(list!));
    await settled(page);
    await page.getByRole('main').locator(record!).first().click();
    await expect(page).not.toHaveURL(siteUrl(list!));
    await settled(page);
    expect(await violations(page), `a record from ${list}`).toEqual([]);
  }
  await page.context().close();
});

test('for a visitor whose system asks for less motion, the menu drawer does not slide in (for others it does), and progress indicators still turn', async ({ page }) => {
  await page.setViewportSize({ width: PHONE, height: 900 });
  /** How long the drawer's panel takes to move in, in seconds, as the browser computes it. */
  const drawerSlides = () => page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('.MuiDrawer-paper')!).transitionDuration));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(siteUrl('/en'));
  await page.locator('header').getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(await drawerSlides()).toBeLessThan(0.001);

  // A spinning animation runs once on anything but a progress indicator.
  const repeats = await page.evaluate(() =>
    ['', 'MuiCircularProgress-indeterminate'].map((className) => {
      const element = document.body.appendChild(Object.assign(document.createElement('div'), { className }));
      element.style.animation = 'spin 1s linear infinite';
      const count = getComputedStyle(element).animationIterationCount;
      element.remove();
      return count;
    }),
  );
  expect(repeats).toEqual(['1', 'infinite']);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await drawerSlides()).toBeGreaterThan(0.1);
});
