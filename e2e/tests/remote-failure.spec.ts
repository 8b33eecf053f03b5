import { expect, test } from '@playwright/test';
import { brokenCatalogueUrl, siteUrl } from '../support/site';

test.describe('with the catalogue remote unreachable', () => {
  test('the catalogue page shows the fallback with a retry while the rest of the site works', async ({ page }) => {
    await page.goto(brokenCatalogueUrl('/en/services'));
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('This section is temporarily unavailable.');
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toContainText('This section is temporarily unavailable.');

    // The header still works, and so do the other remotes' pages.
    await page.getByRole('link', { name: 'Present 10 000 EUR' }).click();
    await expect(page.getByRole('heading', { name: 'Promo10k page will be implemented here' })).toBeVisible();
  });

  test('the home page keeps its hero, promo banner and contact call to action', async ({ page }) => {
    await page.goto(brokenCatalogueUrl('/en'));
    await expect(page.getByRole('heading', { level: 1, name: 'Grow your business tenfold' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This section is temporarily unavailable.');
    await expect(page.getByRole('region', { name: 'Present 10 000 EUR' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready to grow?' })).toBeVisible();
  });
});

test('a remote that failed once loads when the visitor retries', async ({ page }) => {
  let refused = 0;
  await page.route('**/remotes/catalogue/**', (route) => {
    if (refused === 0) {
      refused += 1;
      return route.abort('connectionrefused');
    }
    return route.continue();
  });
  await page.goto(siteUrl('/en/services'));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our services' })).toBeVisible();
  expect(refused).toBe(1);
});
