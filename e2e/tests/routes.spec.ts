import { expect, test } from '../support/test';
import { pathOf, siteUrl } from '../support/site';

/** [address typed, where the visitor lands, the heading shown there] — spec 2. */
const landings: Array<[string, string, string]> = [
  ['/', '/en', 'Grow your business tenfold'],
  ['/?utm_source=mail', '/en?utm_source=mail', 'Grow your business tenfold'],
  ['/en', '/en', 'Grow your business tenfold'],
  ['/services', '/en/services', 'Our services'],
  ['/services/technical-seo-audit?ref=x', '/en/services/technical-seo-audit?ref=x', 'Technical SEO audit'],
  ['/about', '/en/about', 'About Growth Partners'],
  ['/contacts?from=ad', '/en/contacts?from=ad', 'Contacts'],
  ['/auth/register', '/en/auth/login', 'Sign in to your account'],
  ['/account/orders', '/en/auth/login', 'Sign in to your account'],
  ['/de/about?x=1', '/en/about?x=1', 'About Growth Partners'],
  ['/en/pricing', '/en/services', 'Our services'],
  ['/en/services/local-seo', '/en/services/local-seo', 'Local SEO'],
  ['/en/promo/10k', '/en/promo/10k', 'Up to 10 000 EUR for new clients'],
  ['/en/cart', '/en/cart', 'Cart'],
  ['/en/checkout', '/en/auth/login', 'Sign in to your account'],
  ['/en/partners', '/en/partners', 'Our partners'],
  ['/en/cases', '/en/cases', 'Case studies'],
  ['/en/policies/terms', '/en/policies/terms', 'Terms of Service'],
  ['/en/policies/privacy', '/en/policies/privacy', 'Privacy Policy'],
  ['/en/auth/login', '/en/auth/login', 'Sign in to your account'],
  ['/en/auth/register', '/en/auth/register', 'Create your account'],
  // The account area is protected: a visitor is sent to login.
  ['/en/account', '/en/auth/login', 'Sign in to your account'],
  ['/en/account/dashboard', '/en/auth/login', 'Sign in to your account'],
  ['/en/account/bonus', '/en/auth/login', 'Sign in to your account'],
  ['/en/account/orders', '/en/auth/login', 'Sign in to your account'],
  ['/en/account/invoices', '/en/auth/login', 'Sign in to your account'],
  ['/en/account/profile', '/en/auth/login', 'Sign in to your account'],
  // Unknown paths show the 404 page.
  ['/en/no-such-page', '/en/no-such-page', 'Page Not Found'],
  ['/nowhere/at/all', '/nowhere/at/all', 'Page Not Found'],
];

for (const [from, to, heading] of landings) {
  test(`${from} lands on ${to}`, async ({ page }) => {
    await page.goto(siteUrl(from));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(pathOf(page.url())).toBe(to);
  });
}

test('the 404 page says the page does not exist and links home', async ({ page }) => {
  await page.goto(siteUrl('/en/no-such-page'));
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(siteUrl('/en'));
});

test('a deep link into the account area goes to login, replacing the history entry', async ({ page }) => {
  await page.goto(siteUrl('/en/about'));
  await page.goto(siteUrl('/ua/account/orders'));
  await expect(page).toHaveURL(siteUrl('/ua/auth/login'));
  await page.goBack();
  await expect(page).toHaveURL(siteUrl('/en/about'));
});

test('the header is fixed and 64 px high, with the page below it', async ({ page }) => {
  await page.goto(siteUrl('/en/about'));
  const header = page.locator('header');
  await expect(header).toHaveCSS('position', 'fixed');
  expect((await header.boundingBox())?.height).toBe(64);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  expect((await heading.boundingBox())?.y).toBeGreaterThanOrEqual(64);
});

test('the footer names both legal entities and the copyright year', async ({ page }) => {
  await page.goto(siteUrl('/en'));
  const footer = page.locator('footer');
  await expect(footer).toContainText('Spain');
  await expect(footer).toContainText('Czech Republic');
  await expect(footer).toContainText('© 2024');
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/policies/privacy');
});
