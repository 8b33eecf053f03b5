import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { linkFromMail, mailTo } from '../support/mailbox';
import { pathOf, shortTokensUrl, siteUrl } from '../support/site';

async function register(page: Page, base: (path?: string) => string, email: string, password = 'secret-pass-1') {
  await page.goto(base('/en/auth/register'));
  await page.getByLabel(/First name/).fill('Olena');
  await page.getByLabel(/Last name/).fill('Koval');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/Confirm password/).fill(password);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText(`We have sent a confirmation link to ${email}.`);
}

/** Opens the mailed confirmation link, which confirms the email and signs the client in. */
async function confirmEmail(page: Page, base: (path?: string) => string, email: string) {
  await page.goto(base(pathOf(await linkFromMail(email, 'verify-email'))));
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
}

async function signIn(page: Page, base: (path?: string) => string, email: string, password: string) {
  await page.goto(base('/en/auth/login'));
  await page.getByLabel(/Email/).fill(email);
  await page.getByLabel(/Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/account/);
}

const newEmail = () => `client-${crypto.randomBytes(4).toString('hex')}@example.com`;

/** A new client (password secret-pass-1) who confirmed their email and signed out again; their email. */
async function confirmedClientSignedOut(page: Page): Promise<string> {
  const email = newEmail();
  await register(page, siteUrl, email);
  await confirmEmail(page, siteUrl, email);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  return email;
}

test('a visitor becomes a client: register, confirm the email, see the bonus, edit the profile, change the password, sign out and in', async ({ page }) => {
  const email = newEmail();
  await register(page, siteUrl, email);
  // Registering signs no one in: the card leads to sign-in and the account stays closed.
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/auth/login');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto(siteUrl('/en/account/dashboard'));
  await expect(page).toHaveURL(siteUrl('/en/auth/login'));

  // The confirmation mail arrives over SMTP; its link confirms the email, grants the bonus and signs the client in.
  await confirmEmail(page, siteUrl, email);
  await expect(page.getByText('Your welcome bonus of 10 000 EUR is now in your account.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Olena' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page).toHaveURL(siteUrl('/en/account/bonus'));
  await expect(page.getByTestId('bonus-available')).toHaveText('€10,000');

  await page.goto(siteUrl('/en/account/dashboard'));
  await expect(page.getByRole('article', { name: 'Bonus balance' })).toContainText('€10,000');
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Bonus' }).click();
  await expect(page.getByTestId('bonus-available')).toHaveText('€10,000');
  await expect(page.getByRole('table', { name: 'Bonus history' })).toContainText('Welcome bonus');

  // Edit the profile; it is still there after a reload.
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Profile' }).click();
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel(/Company name/).fill('Koval Trading s.r.o.');
  await profile.getByLabel(/VAT ID/).fill('CZ87654321');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your data has been updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel(/VAT ID/)).toHaveValue('CZ87654321');

  // Change the password, sign out, sign in with the new one.
  const security = page.getByRole('form', { name: 'Change password' });
  await security.getByLabel(/Current password/).fill('secret-pass-1');
  await security.getByLabel(/^New password/).fill('changed-pass-2');
  await security.getByLabel(/Confirm new password/).fill('changed-pass-2');
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(siteUrl('/en'));
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await signIn(page, siteUrl, email, 'changed-pass-2');
  await expect(page.getByRole('link', { name: 'Olena' })).toBeVisible();
});

test('signing up with an email that has an account reveals nothing: the same card, and a mail to its owner', async ({ page }) => {
  const email = await confirmedClientSignedOut(page);

  // The same form, the same answer: no error, nobody signed in.
  await register(page, siteUrl, email, 'another-pass-2');
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // The owner is told, and the account keeps its password.
  const mail = await mailTo(email, 'account-exists', (candidate) => candidate.subject === 'You already have a Growth Partners account');
  expect(mail.text).toContain('/en/auth/forgot-password');
  await signIn(page, siteUrl, email, 'secret-pass-1');
  await expect(page.getByRole('link', { name: 'Olena' })).toBeVisible();
});

test('a deep link into the account leads to sign-in and back', async ({ page }) => {
  await page.goto(siteUrl('/ua/account/orders'));
  await expect(page).toHaveURL(siteUrl('/ua/auth/login'));
  await page.getByRole('textbox', { name: 'Електронна пошта' }).fill('demo@example.com');
  await page.getByRole('textbox', { name: 'Пароль' }).fill('demo12345');
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(siteUrl('/ua/account/orders'));
  await expect(page.getByRole('heading', { level: 1, name: 'Замовлення' })).toBeVisible();
});

test('the demo client sees its orders and downloads an invoice as a real PDF', async ({ page }) => {
  await signIn(page, siteUrl, 'demo@example.com', 'demo12345');
  await page.goto(siteUrl('/en/account/orders'));
  await expect(page.getByRole('link', { name: /^GP-/ })).toHaveCount(3);
  await page.goto(siteUrl('/en/account/invoices'));
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table).toContainText('Paid');
  await expect(table).toContainText('Overdue');
  const [download] = await Promise.all([page.waitForEvent('download'), table.getByRole('button', { name: /^Download PDF/ }).first().click()]);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
});

test("the next client signing in on the same page sees none of the last one's orders or invoices", async ({ page }) => {
  const email = await confirmedClientSignedOut(page);

  await signIn(page, siteUrl, 'demo@example.com', 'demo12345');
  const accountMenu = page.getByRole('navigation', { name: 'My account' });
  await accountMenu.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('link', { name: /^GP-/ })).toHaveCount(3);
  await accountMenu.getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('table', { name: 'Invoices' })).toContainText('Paid');

  // No reload in between: the demo client signs out and the new client signs in from the header.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByLabel(/Email/).fill(email);
  await page.getByLabel(/Password/).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/account/);
  await accountMenu.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^GP-/ })).toHaveCount(0);
  await accountMenu.getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByText('You have no invoices yet.')).toBeVisible();
});

test("a second client cannot open the first client's order by its URL", async ({ page, browser }) => {
  await signIn(page, siteUrl, 'demo@example.com', 'demo12345');
  await page.goto(siteUrl('/en/account/orders'));
  await page.getByRole('link', { name: /^GP-/ }).first().click();
  const orderUrl = page.url();
  await expect(page.getByRole('heading', { name: /^Order GP-/ })).toBeVisible();

  const other = await browser.newPage();
  const email = newEmail();
  await register(other, siteUrl, email);
  await confirmEmail(other, siteUrl, email);
  await other.goto(orderUrl);
  await expect(other.getByRole('alert')).toHaveText('Order not found');
  await other.close();
});

/** Waits until the access token the browser holds has expired (its exp claim is in the past). */
async function accessTokenExpired(page: Page) {
  const expiresAt = await page.evaluate(() => {
    const token = localStorage.getItem('gp.accessToken') ?? '';
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    return payload.exp * 1000;
  });
  await expect.poll(() => Date.now() > expiresAt + 250, { timeout: 15_000, intervals: [250] }).toBe(true);
}

test('an expired access token is refreshed unnoticed; a revoked session leads to sign-in', async ({ page }) => {
  await signIn(page, shortTokensUrl, 'demo@example.com', 'demo12345');
  await accessTokenExpired(page);
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  expect(pathOf(page.url())).toBe('/en/account/invoices');

  // End the session on the server; once the access token expires the next call cannot refresh.
  const refreshToken = await page.evaluate(() => localStorage.getItem('gp.refreshToken'));
  await page.request.post(shortTokensUrl('/auth/logout'), { headers: { 'x-api-key': 'gp-web-local-key' }, data: { refreshToken } });
  await accessTokenExpired(page);
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(shortTokensUrl('/en/auth/login'));
  expect(await page.evaluate(() => localStorage.getItem('gp.refreshToken'))).toBeNull();
});
