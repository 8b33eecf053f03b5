import { expect, test } from '../support/test';
import { siteUrl } from '../support/site';

// The design system's Storybook, built by `npm run build` and served with the site. Every story's
// accessibility and pixels are checked by Storybook's test runner (npm run test:design); this checks
// that the site serves it and its design tokens file.

// Storybook's own manager warns on its console (of its next version's props, of messages between its frames).
test.use({ consoleProblemsExpected: true });

test('the site serves the design system at /design: a story opens from the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl('/design'));
  await expect(page).toHaveURL(siteUrl('/design/'));
  await page.getByRole('button', { name: 'ServiceCard', exact: true }).click();
  await page.getByRole('link', { name: 'Every Badge' }).click();
  await expect(page).toHaveURL(/path=\/story\/components-servicecard--every-badge/);
  const story = page.frameLocator('#storybook-preview-iframe');
  const card = story.getByRole('article', { name: 'Technical SEO audit' });
  await expect(card.getByText('Guarantee', { exact: true })).toBeVisible();
  await expect(card.getByText('Expert', { exact: true })).toBeVisible();
});

test('the language toolbar shows a story in another language', async ({ page }) => {
  await page.goto(siteUrl('/design/?path=/story/components-sectionunavailable--default&globals=language:pl'));
  const story = page.frameLocator('#storybook-preview-iframe');
  await expect(story.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  await expect(story.locator('html')).toHaveAttribute('lang', 'pl');
});

test('the design tokens are published as W3C design tokens at /design/tokens.json', async ({ request }) => {
  const response = await request.get(siteUrl('/design/tokens.json'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/application\/json/);
  const tokens = await response.json();
  expect(tokens.color.$type).toBe('color');
  // Generated from tokens.ts (its unit test compares the values): here, that the build published it whole.
  expect(tokens.color.brand['500'].$value).toMatchObject({ colorSpace: 'srgb', hex: expect.stringMatching(/^#[0-9a-f]{6}$/) });
  expect(tokens.color.palette.primary.$value).toBe('{color.brand.500}');
  expect(tokens.typography.h1.$value.fontFamily).toBe('{font.family}');
  expect(tokens.breakpoint.md.$value).toEqual({ value: expect.any(Number), unit: 'px' });
});
