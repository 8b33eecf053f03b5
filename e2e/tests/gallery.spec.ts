import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../support/site';

const STORIES = [
  'tokens',
  'service-card',
  'price-tag',
  'category-chip',
  'page-header',
  'breadcrumbs',
  'loading',
  'feedback',
  'language-selector',
  'confirm-dialog',
  'form-fields',
];

async function openStory(page: Page, story: string, lang: string) {
  await page.goto(siteUrl(`/design/?story=${story}&lang=${lang}`));
  await expect(page.locator(`[data-story="${story}"]`)).toBeVisible();
  if (story === 'confirm-dialog') await page.locator('[data-story="confirm-dialog"] button').click();
  if (story === 'confirm-dialog') await expect(page.getByRole('dialog')).toBeVisible();
}

test.use({ viewport: { width: 1200, height: 900 } });

test('the gallery is served at /design and lists every story', async ({ page }) => {
  await page.goto(siteUrl('/design'));
  await expect(page).toHaveURL(siteUrl('/design/'));
  await expect(page.getByRole('navigation', { name: 'Stories' }).getByRole('link')).toHaveCount(STORIES.length + 1);
  for (const story of STORIES) await expect(page.locator(`[data-story="${story}"]`)).toHaveCount(1);
});

for (const lang of ['en', 'ua']) {
  for (const story of STORIES) {
    test(`${story} (${lang}) has no serious or critical accessibility violations, contrast included`, async ({ page }) => {
      await openStory(page, story, lang);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

for (const story of STORIES) {
  test(`${story} looks as its reference`, async ({ page }) => {
    await openStory(page, story, 'en');
    // Spinners move; everything else must match the committed picture.
    await expect(page.locator(`[data-story="${story}"]`)).toHaveScreenshot(`${story}.png`, {
      animations: 'disabled',
      mask: [page.locator('.MuiCircularProgress-root'), page.locator('.MuiSkeleton-root')],
      maxDiffPixels: 0,
    });
  });
}
