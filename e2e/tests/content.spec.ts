import { expect, test } from '../support/test';
import { adminApi } from '../support/admin';
import { siteUrl } from '../support/site';

const pages: Array<[string, string, string]> = [
  ['about', 'About Growth Partners', 'Про Growth Partners'],
  ['partners', 'Our partners', 'Наші партнери'],
  ['cases', 'Case studies', 'Кейси'],
  ['contacts', 'Contacts', 'Контакти'],
  ['policies/terms', 'Terms of Service', 'Умови надання послуг'],
  ['policies/privacy', 'Privacy Policy', 'Політика конфіденційності'],
];

test.beforeEach(async ({ page }, testInfo) => {
  // These tests are not about consent: answer the banner up front.
  if (!testInfo.titlePath.includes('page views')) await page.addInitScript(() => localStorage.setItem('gp.analyticsConsent', 'rejected'));
});

for (const [path, english, ukrainian] of pages) {
  test(`/${path} shows its seeded content in English and in Ukrainian, with a title and alternates`, async ({ page }) => {
    await page.goto(siteUrl(`/en/${path}`));
    await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
    await expect(page).toHaveTitle(`${english} — Growth Partners`);
    // At the site's public address (PUBLIC_URL), which is not the test server's.
    await expect(page.locator('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+/ua/${path}$`));
    await page.goto(siteUrl(`/ua/${path}`));
    await expect(page.getByRole('heading', { level: 1, name: ukrainian })).toBeVisible();
  });
}

test('the cases page shows each case with its results', async ({ page }) => {
  await page.goto(siteUrl('/en/cases'));
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('article').first()).toContainText('Results');
});

test('the contact form shows the messages for bad input and stores a lead for good input', async ({ page, request }) => {
  await page.goto(siteUrl('/en/contacts'));
  const form = page.getByRole('form', { name: 'Write to us' });
  await form.getByLabel(/Email/).fill('not-an-email');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('This field is required')).toHaveCount(2);

  await form.getByLabel(/Full name/).fill('Marta Contact');
  await form.getByLabel(/Email/).fill('marta.contact@example.com');
  await form.getByLabel(/Message/).fill('We would like to grow in Spain.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText("Thank you! We'll get back to you soon.");
  const leads = await (await adminApi(request))<Array<{ name: string; email: string; kind: string }>>('/api/admin/leads?kind=contact');
  expect(leads).toContainEqual(expect.objectContaining({ name: 'Marta Contact', email: 'marta.contact@example.com' }));
});

test('the call-us dialog lists the phones and stores a callback request', async ({ page, request }) => {
  await page.goto(siteUrl('/en'));
  await page.getByRole('button', { name: 'Call us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Call us' });
  await expect(dialog.getByRole('link', { name: '+34 910 123 456' })).toHaveAttribute('href', 'tel:+34910123456');
  await dialog.getByLabel(/^Name/).fill('Ivan Callback');
  await dialog.getByLabel(/^Phone/).fill('+380 44 000 1111');
  await dialog.getByRole('button', { name: 'Request callback' }).click();
  await expect(dialog.getByRole('status')).toHaveText("Thank you! We'll get back to you soon.");
  const leads = await (await adminApi(request))<Array<{ name: string }>>('/api/admin/leads?kind=callback');
  expect(leads).toContainEqual(expect.objectContaining({ name: 'Ivan Callback' }));
});

test.describe('page views', () => {
  test.beforeEach(async ({ page }) => {
    // No answer yet when the test starts: the banner must ask (later loads keep the answer given).
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-consent-reset')) return;
      localStorage.removeItem('gp.analyticsConsent');
      sessionStorage.setItem('e2e-consent-reset', '1');
    });
  });

  test('are recorded after consent and not before', async ({ page, request }) => {
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/analytics/')) sent.push(req.url());
    });
    const path = `/en/cases`;
    await page.goto(siteUrl('/en/partners'));
    await expect(page.getByRole('region', { name: 'Cookie and analytics consent' })).toBeVisible();
    await page.getByRole('link', { name: 'Contacts', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/contacts$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);

    await page.getByRole('region', { name: 'Cookie and analytics consent' }).getByRole('button', { name: 'Accept' }).click();
    await page.goto(siteUrl(path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Leaving the page sends what is queued.
    await page.goto('about:blank');
    await expect.poll(async () => {
      const data = await (await adminApi(request))<{ pageviewsByPath: Array<{ path: string; views: number }> }>('/api/admin/analytics');
      return data.pageviewsByPath.some((row) => row.path === path);
    }).toBe(true);
  });
});
