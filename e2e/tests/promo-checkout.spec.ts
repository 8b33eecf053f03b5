import crypto from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { linkFromMail, mailTo } from '../support/mailbox';
import { pathOf, siteUrl } from '../support/site';

const euro = (amount: number) => `€${amount.toLocaleString('en-GB', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
const amountOf = async (page: Page, testId: string) => Number((await page.getByTestId(testId).innerText()).replace(/[^\d.]/g, ''));

async function order(page: Page, slug: string) {
  await page.goto(siteUrl(`/en/services/${slug}`));
  await page.getByRole('button', { name: 'Order service' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
}

/** Signs up through the registration page with a new email address, which it returns. */
async function register(page: Page, firstName: string, lastName: string): Promise<string> {
  const email = `${lastName.toLowerCase()}-${crypto.randomBytes(4).toString('hex')}@example.com`;
  await page.goto(siteUrl('/en/auth/register'));
  await page.getByLabel(/First name/).fill(firstName);
  await page.getByLabel(/Last name/).fill(lastName);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('secret-pass-1');
  await page.getByLabel(/Confirm password/).fill('secret-pass-1');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  return email;
}

test('the promo page reads the English terms in English and the other reading in Ukrainian', async ({ page }) => {
  await page.goto(siteUrl('/en/promo/10k'));
  await expect(page.getByRole('heading', { level: 1, name: 'Up to 10 000 EUR for new clients' })).toBeVisible();
  await expect(page.getByText('The bonus pays at most 20 % of an order')).toBeVisible();
  await page.getByRole('button', { name: 'Does the bonus expire?' }).click();
  await expect(page.getByText('No. Your bonus credits stay in your account until you use them.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register and get the bonus' })).toHaveAttribute('href', '/en/auth/register');
  await page.goto(siteUrl('/ua/promo/10k'));
  await expect(page.getByText(/25 000 EUR/).first()).toBeVisible();
});

test('a visitor fills a cart, becomes a client, checks out with the bonus, VAT and the terms, pays by bank transfer, and cancelling returns the bonus', async ({ page }) => {
  test.setTimeout(90_000);
  // Two services, one of them twice; the drawer shows quantities and the subtotal.
  await order(page, 'technical-seo-audit');
  await order(page, 'local-seo');
  await order(page, 'local-seo');
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByRole('group', { name: 'Quantity of Local SEO' })).toContainText('2');
  const subtotal = Number((await drawer.getByTestId('cart-subtotal').innerText()).replace(/[^\d.]/g, ''));
  expect(subtotal).toBe(1490 + 2 * 490);

  // Register: no session yet, the cart stays in the browser.
  const email = await register(page, 'Bohdan', 'Buyer');
  await expect(page.getByRole('status')).toContainText(`We have sent a confirmation link to ${email}.`);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // The mailed link confirms the email and signs the client in, which merges the browser cart into
  // the server cart: it is still there after a reload, now from the server.
  const merged = page.waitForResponse((response) => response.url().endsWith('/api/cart/merge') && response.ok());
  await page.goto(siteUrl(pathOf(await linkFromMail(email, 'verify-email'))));
  await expect(page.getByText('Your welcome bonus of 10 000 EUR is now in your account.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bohdan' })).toBeVisible();
  await merged;
  await page.goto(siteUrl('/en/cart'));
  await expect(page.getByTestId('cart-page-subtotal')).toHaveText(euro(subtotal));

  // Checkout: bonus applied is exactly min(20 % of the subtotal, balance), with the cash floor.
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(siteUrl('/en/checkout'));
  const expectedBonus = Math.min(Math.floor(subtotal * 20) / 100, 10000);
  await expect(page.getByTestId('pricing-bonus-applied')).toHaveText(euro(expectedBonus));
  await expect(page.getByTestId('pricing-cash')).toHaveText(euro(subtotal - expectedBonus));
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByRole('list', { name: 'Services ordered' }).getByTestId('checkout-item')).toHaveCount(2);
  await expect(summary.getByText('2 × €490')).toBeVisible();

  // A Czech VAT number: the Czech entity invoices it, with 21 % Czech VAT on the net after the bonus.
  await page.getByLabel(/VAT ID/).fill('CZ87654321');
  const netCents = Math.round((subtotal - expectedBonus) * 100);
  const vatCents = Math.floor((netCents * 2100 + 5000) / 10000);
  await expect(page.getByTestId('pricing-vat')).toHaveText(euro(vatCents / 100));
  await expect(page.getByTestId('pricing-total')).toHaveText(euro((netCents + vatCents) / 100));

  // No order without the terms, which the checkbox links.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await expect(summary.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/en/policies/terms');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();

  // A double click places one order.
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  const success = page.getByRole('status', { name: 'Thank you for your order' });
  await expect(success).toContainText(`Your bonus balance: ${euro(10000 - expectedBonus)}`);
  await expect(success).toContainText(`Amount due: ${euro((netCents + vatCents) / 100)}`);

  // Payment by bank transfer to the Czech entity's account, quoting the order's own reference.
  const payment = success.getByRole('region', { name: 'Payment by bank transfer' });
  await expect(payment.getByTestId('payment-beneficiary')).toHaveText('Growth Partners CZ s.r.o.');
  await expect(payment.getByTestId('payment-iban')).toHaveText('CZ65 0800 0000 1920 0014 5399');
  await expect(payment.getByTestId('payment-bic')).toHaveText('GIBACZPX');
  const reference = await payment.getByTestId('payment-reference').innerText();
  expect(reference).toMatch(/^RF\d{2}GP\d{8}[0-9A-F]{10}$/);
  const confirmation = await mailTo(email, 'order confirmation', (mail) => mail.subject.startsWith('Your order GP-'));
  expect(confirmation.text).toContain(`Payment reference: ${reference}`);
  expect(confirmation.text).toContain('IBAN: CZ65 0800 0000 1920 0014 5399');

  await success.getByRole('link', { name: 'View the order and its invoice' }).click();
  await expect(page.getByTestId('order-bonusApplied')).toHaveText(euro(expectedBonus));
  await expect(page.getByTestId('order-vat')).toHaveText(euro(vatCents / 100));
  await expect(page.getByRole('region', { name: 'Payment by bank transfer' }).getByTestId('payment-reference')).toHaveText(reference);

  await page.goto(siteUrl('/en/account/orders'));
  await expect(page.getByRole('link', { name: /^GP-/ })).toHaveCount(1);
  await page.goto(siteUrl('/en/account/invoices'));
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(2);
  await page.goto(siteUrl('/en/account/bonus'));
  await expect(page.getByTestId('bonus-available')).toHaveText(euro(10000 - expectedBonus));
  await expect(page.getByRole('table', { name: 'Bonus history' })).toContainText('Spent');

  // Cancel: the bonus comes back.
  await page.goto(siteUrl('/en/account/orders'));
  await page.getByRole('link', { name: /^GP-/ }).click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('The order has been cancelled and its bonus returned.')).toBeVisible();
  await page.goto(siteUrl('/en/account/bonus'));
  await expect(page.getByTestId('bonus-available')).toHaveText(euro(10000));
  expect(await amountOf(page, 'bonus-pending')).toBe(0);

  // The Pro package of the promo page goes into the cart and straight on to checkout.
  await page.goto(siteUrl('/en/promo/10k'));
  const pro = page.getByRole('article', { name: 'Pro', exact: true });
  await expect(pro.getByTestId('package-pro-price')).toHaveText('€25,900');
  await pro.getByRole('button', { name: 'Order the Pro package' }).click();
  await expect(page).toHaveURL(siteUrl('/en/checkout'));
  await expect(page.getByRole('list', { name: 'Services ordered' })).toContainText('Pro growth package');
  await expect(page.getByTestId('pricing-subtotal')).toHaveText('€25,900');
});

test('checkout needs a signed-in client and brings a visitor back after sign-in', async ({ page }) => {
  await page.goto(siteUrl('/en/checkout'));
  await expect(page).toHaveURL(siteUrl('/en/auth/login'));
  await page.getByLabel(/Email/).fill('demo@example.com');
  await page.getByLabel(/Password/).fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(siteUrl('/en/checkout'));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('a client who orders before their stored session is checked gets the service once', async ({ page }) => {
  const email = await register(page, 'Olena', 'Early');
  await expect(page.getByRole('status')).toContainText(email);
  await page.goto(siteUrl(pathOf(await linkFromMail(email, 'verify-email'))));
  await expect(page.getByRole('link', { name: 'Olena' })).toBeVisible();

  // The next page checks the stored session slowly (a phone's network): the client orders meanwhile.
  let checked: () => void = () => {};
  const sessionChecked = new Promise<void>((resolve) => (checked = resolve));
  await page.route('**/auth/me', async (route) => {
    await sessionChecked;
    await route.continue();
  });
  await page.goto(siteUrl('/en/services/local-seo'));
  await page.getByRole('button', { name: 'Order service' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByRole('group', { name: 'Quantity of Local SEO' })).toContainText('1');
  const cartRead = page.waitForResponse((response) => /\/api\/cart(\/merge)?$/.test(new URL(response.url()).pathname) && response.ok());
  checked();
  await cartRead;
  await expect(drawer.getByRole('group', { name: 'Quantity of Local SEO' })).toContainText('1');

  // The server cart holds it once, and the browser keeps no copy of it.
  await page.unroute('**/auth/me');
  await page.goto(siteUrl('/en/cart'));
  await expect(page.getByTestId('cart-page-subtotal')).toHaveText(euro(490));
  expect(await page.evaluate(() => localStorage.getItem('gp.cart'))).toBeNull();
});
