import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { linkFromMail } from '../support/mailbox';
import { pathOf, siteUrl } from '../support/site';

/** The threshold offer's name in the Ukrainian terms, as the site and the invoice write it. */
const OFFER_TITLE = 'Вітальна знижка 10 000 EUR на замовлення понад 25 000 EUR';
/** Ukrainian money as the site shows it, e.g. '10 000 €' (the spaces are no-break ones). */
const uah = (digits: string) => new RegExp(`^${digits.replace(/ /g, '\\s')}\\s€$`);

async function orderFromDetailPage(page: Page, slug: string) {
  await page.goto(siteUrl(`/ua/services/${slug}`));
  await page.getByRole('button', { name: 'Замовити послугу' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Ваш кошик' })).toBeVisible();
}

test('a client who registers in Ukrainian gets the 10 000 EUR discount on an order over 25 000 EUR, at checkout and on the invoice', async ({ page }) => {
  test.setTimeout(90_000);

  // Register from the Ukrainian page: the terms accepted are the Ukrainian ones, with the threshold offer.
  const email = `threshold-${crypto.randomBytes(4).toString('hex')}@example.com`;
  await page.goto(siteUrl('/ua/auth/register'));
  await page.getByLabel(/Ім'я/).fill('Ірина');
  await page.getByLabel(/Прізвище/).fill('Бондар');
  await page.getByLabel(/^Електронна пошта/).fill(email);
  await page.getByLabel(/^Пароль/).fill('secret-pass-1');
  await page.getByLabel(/Підтвердіть пароль/).fill('secret-pass-1');
  await page.getByRole('checkbox', { name: /Я приймаю умови використання/ }).check();
  await page.getByRole('button', { name: 'Створити обліковий запис' }).click();
  await expect(page.getByRole('status')).toContainText(email);

  // The mailed link confirms the email, grants the bonus and signs the client in.
  await page.goto(siteUrl(pathOf(await linkFromMail(email, 'verify-email'))));
  await expect(page.getByRole('heading', { name: 'Вашу електронну пошту підтверджено' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ірина' })).toBeVisible();

  // The account names the client's offer, and only its rule.
  await page.goto(siteUrl('/ua/account/bonus'));
  const accountOffer = page.getByRole('region', { name: 'Ваша вітальна пропозиція' });
  await expect(accountOffer).toContainText(OFFER_TITLE);
  await expect(page.getByRole('main')).not.toContainText('20 %');

  // 2 × 12 500 EUR is exactly 25 000 EUR: not over it, so the drawer says how much more is needed.
  await orderFromDetailPage(page, 'customer-data-platform-setup');
  const drawer = page.getByRole('dialog', { name: 'Ваш кошик' });
  await drawer.getByRole('button', { name: /^Збільшити кількість/ }).click();
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText(uah('25 000'));
  await expect(drawer.getByRole('region', { name: 'Ваша вітальна пропозиція' })).toContainText(OFFER_TITLE);
  await expect(drawer.getByTestId('threshold-note')).toHaveText(/^Додайте до замовлення ще 0,01\s€, щоб отримати знижку 10 000 EUR\.$/);

  // Another 7 500 EUR service: 32 500 EUR, over the threshold.
  await orderFromDetailPage(page, 'predictive-churn-ltv-modelling');
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText(uah('32 500'));
  await expect(drawer.getByTestId('cart-offer-discount')).toHaveText(/^−10\s000\s€$/);
  await expect(drawer).not.toContainText('20 %');

  // Checkout: 10 000 EUR off, named, and nothing of the 20 % rule or a choice of bonus.
  await page.goto(siteUrl('/ua/checkout'));
  const summary = page.getByRole('region', { name: 'Підсумок замовлення' });
  await expect(summary.getByTestId('pricing-subtotal')).toHaveText(uah('32 500'));
  await expect(summary.getByTestId('pricing-bonus-applied')).toHaveText(uah('10 000'));
  await expect(summary.getByTestId('pricing-cash')).toHaveText(uah('22 500'));
  // No billing country: the Spanish entity's 21 % VAT on the net after the discount.
  await expect(summary.getByTestId('pricing-vat')).toHaveText(uah('4 725'));
  await expect(summary.getByTestId('pricing-total')).toHaveText(uah('27 225'));
  await expect(summary.getByRole('region', { name: 'Ваша вітальна пропозиція' })).toContainText(OFFER_TITLE);
  await expect(summary).not.toContainText('20 %');
  await expect(summary.getByRole('checkbox', { name: /бонус/ })).toHaveCount(0);

  await summary.getByRole('checkbox', { name: /Я приймаю/ }).check();
  await page.getByRole('button', { name: 'Оформити замовлення' }).click();
  const success = page.getByRole('status', { name: 'Дякуємо за ваше замовлення' });
  await expect(success.getByTestId('placed-offer')).toContainText(OFFER_TITLE);
  await expect(success).toContainText(/До сплати: 27\s225\s€/);

  // The order names the offer, and its invoice shows the discount and names the offer too.
  await success.getByRole('link', { name: 'Переглянути замовлення та рахунок' }).click();
  await expect(page.getByTestId('order-bonusApplied')).toHaveText(uah('10 000'));
  await expect(page.getByTestId('order-offer')).toHaveText(`Застосована пропозиція: ${OFFER_TITLE}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Завантажити PDF/ }).click()]);
  const pdf = fs.readFileSync(await download.path());
  const { extractText } = await import('unpdf');
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  const invoice = text.replace(/\s+/g, ' ');
  expect(invoice).toContain('вітальна знижка 10 000 EUR на замовлення понад 25 000 EUR');
  // Amounts carry the sign itself (spec 9), in the invoice's language: '10 000,00 €'.
  expect(invoice).toMatch(/Застосовано бонус \(вітальна знижка 10 000 EUR на замовлення понад 25 000 EUR\):? − 10 000,00 €/);
  expect(invoice).toMatch(/ПДВ 21\s?% 4 725,00 €/);
  expect(invoice).toMatch(/До сплати:? 27 225,00 €/);
});
