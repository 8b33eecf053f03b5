import { siteUrl } from '../support/site';
import { expect, test, type Page } from '../support/test';

/*
 * What the header holds follows the width through CSS breakpoints (shell/src/layout/Header.tsx): below
 * 900 px its links are in the menu, below 1200 px call-us and the account too, below 1536 px call-us
 * is its icon alone. The server's page is therefore right on every screen before it hydrates.
 */

test.beforeEach(({ page }) => page.addInitScript(() => localStorage.setItem('gp.analyticsConsent', 'rejected')));

const bar = (page: Page) => page.locator('header');

/** A page alive at a width. */
async function aliveAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(siteUrl('/en/about'));
  await page.locator('html[data-ready]').waitFor();
}

async function openMenu(page: Page) {
  await bar(page).getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('presentation');
}

test('below 900 px the links, call-us and the account are in a right-hand menu', async ({ page }) => {
  await aliveAt(page, 899);
  await expect(bar(page).getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(bar(page).getByRole('link', { name: 'Login' })).toBeHidden();
  const menu = await openMenu(page);
  const nav = menu.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Services', 'Present 10 000 EUR', 'Contacts']);
  await expect(menu.getByRole('button', { name: 'Call us' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/en/auth/login');
  await nav.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/en\/services$/);
  await expect(menu).toBeHidden();
});

test('from 900 px the links are in the bar, call-us, login and register in the menu until 1200 px', async ({ page }) => {
  await aliveAt(page, 900);
  await expect(bar(page).getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveText(['Home', 'Services', 'Present 10 000 EUR', 'Contacts']);
  await expect(bar(page).getByRole('link', { name: 'Login' })).toBeHidden();
  await expect(bar(page).getByRole('button', { name: 'Call us' })).toBeHidden();
  const menu = await openMenu(page);
  await expect(menu.getByRole('button', { name: 'Call us' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/auth/register');
  await expect(menu.getByRole('navigation')).toHaveCount(0);
});

test('from 1200 px everything is in the bar, call-us as its icon until 1536 px and in words from there', async ({ page }) => {
  await aliveAt(page, 1200);
  await expect(bar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(bar(page).getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(bar(page).getByRole('button', { name: 'Call us' })).toHaveText('');
  await page.setViewportSize({ width: 1536, height: 800 });
  await expect(bar(page).getByRole('button', { name: 'Call us' })).toHaveText('Call us');
});

test('the menu opened below 1200 px closes when the window grows past it', async ({ page }) => {
  await aliveAt(page, 1000);
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.setViewportSize({ width: 1300, height: 800 });
  await expect(menu).toBeHidden();
  await expect(bar(page).getByRole('link', { name: 'Login' })).toBeVisible();
});

/** The names of the header's controls a person can see. */
function visibleControls(page: Page): Promise<string[]> {
  return bar(page).evaluate((header) =>
    [...header.querySelectorAll('a, button')]
      .filter((element) => element.getBoundingClientRect().width > 0 && getComputedStyle(element).visibility !== 'hidden')
      .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? ''),
  );
}

for (const width of [390, 1000, 1440]) {
  test(`at ${width} px the server's header is the one the page keeps once alive`, async ({ browser }) => {
    const viewport = { width, height: 800 };
    const withoutScript = await browser.newContext({ viewport, javaScriptEnabled: false });
    const served = await withoutScript.newPage();
    await served.goto(siteUrl('/en/services'));
    const before = await visibleControls(served);
    await withoutScript.close();

    const alive = await browser.newContext({ viewport });
    const page = await alive.newPage();
    await page.goto(siteUrl('/en/services'));
    await page.locator('html[data-ready]').waitFor();
    // Who is signed in is known only in the browser: the account's controls appear once it is.
    const account = ['Login', 'Register'];
    await expect.poll(async () => (await visibleControls(page)).filter((name) => !account.includes(name))).toEqual(before);
    // On a phone the bar shows the menu button, not links that run off the screen.
    if (width < 900) expect(before).toContain('Open menu');
    await alive.close();
  });
}
