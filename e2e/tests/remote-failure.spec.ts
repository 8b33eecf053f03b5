import { expect, test } from '../support/test';
import { brokenCatalogueUrl, siteUrl } from '../support/site';

// A remote down on purpose: the pages say so on their console too (the section's error, the runtime's).
test.use({ consoleProblemsExpected: true });

test.describe('with the catalogue remote unreachable', () => {
  test('the catalogue page shows the fallback with a retry while the rest of the site works', async ({ page }) => {
    await page.goto(brokenCatalogueUrl('/en/services'));
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('This section is temporarily unavailable.');
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toContainText('This section is temporarily unavailable.');

    // The header still works, and so do the other remotes' pages.
    await page.getByRole('link', { name: 'Present 10 000 EUR' }).click();
    await expect(page.getByRole('heading', { name: 'Up to 10 000 EUR for new clients' })).toBeVisible();
  });

  test('the home page keeps its hero, promo banner and contact call to action', async ({ page }) => {
    await page.goto(brokenCatalogueUrl('/en'));
    await expect(page.getByRole('heading', { level: 1, name: 'Grow your business tenfold' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This section is temporarily unavailable.');
    await expect(page.getByRole('region', { name: 'Present 10 000 EUR' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready to grow?' })).toBeVisible();
  });
});

test('a remote that failed loads when the visitor retries once it is back', async ({ page }) => {
  let reachable = false;
  let refused = 0;
  await page.route('**/remotes/catalogue/**', (route) => {
    if (reachable) return route.continue();
    refused += 1;
    return route.abort('connectionrefused');
  });
  await page.goto(siteUrl('/en/services'));
  await expect(page.getByRole('alert')).toContainText('This section is temporarily unavailable.');
  expect(refused).toBeGreaterThan(0);
  // The server rendered the page and hinted the remote's entry and chunks, which failed too: a failed
  // preload answers the next load of its address (api/src/modules/pages/remote-hints.ts).
  expect(await page.locator('head link[data-remote="catalogue"]').count()).toBeGreaterThan(1);
  reachable = true;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our services' })).toBeVisible();
});

test('a dialog whose code cannot be fetched says so, keeps the page, and opens once the network is back', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto(siteUrl('/en/services/technical-seo-audit'));
  // The page is alive; from here no script can be fetched (a phone that lost its network).
  let offline = true;
  await page.route('**/*', (route) => (offline && route.request().resourceType() === 'script' ? route.abort('internetdisconnected') : route.fallback()));
  const notice = page.getByRole('alert').filter({ hasText: 'This could not be opened. Please check your connection and try again.' });

  // The shell's dialog: the notice closes, and the page is still there.
  await page.getByRole('banner').getByRole('button', { name: 'Call us' }).click();
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Technical SEO audit' })).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();

  // A remote's dialog: "Try again" fetches its code anew once the network is back.
  await page.getByRole('main').getByRole('button', { name: 'Get consultation' }).first().click();
  await expect(notice).toBeVisible();
  // On the smallest phone it stays on the screen, below the header, its buttons below its text.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect
    .poll(() =>
      notice.evaluate((alert) => {
        const box = alert.getBoundingClientRect();
        const text = alert.querySelector('.MuiAlert-message')!.getBoundingClientRect();
        const retry = [...alert.querySelectorAll('button')][0]!.getBoundingClientRect();
        return { inside: box.left >= 0 && box.right <= innerWidth, belowHeader: box.top >= document.querySelector('header')!.getBoundingClientRect().bottom, buttonsBelowText: retry.top >= text.bottom };
      }),
    )
    .toEqual({ inside: true, belowHeader: true, buttonsBelowText: true });
  await page.setViewportSize({ width: 1600, height: 900 });
  offline = false;
  await notice.getByRole('button', { name: 'Try again' }).click();
  const consultation = page.getByRole('dialog', { name: 'Get a consultation' });
  await expect(consultation).toBeVisible();
  await expect(notice).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(consultation).toBeHidden();

  // Opened again, the shell's dialog is fetched anew too.
  await page.getByRole('banner').getByRole('button', { name: 'Call us' }).click();
  await expect(page.getByRole('dialog', { name: 'Call us' })).toBeVisible();
});
