import crypto from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { linkFromMail, mailTo } from '../support/mailbox';
import { pathOf, siteUrl } from '../support/site';
import { englishSentencesFor, fill, mailTexts, seededService, texts } from '../support/translations';

/** A form field by its label, which may end in the required mark. */
const fieldNamed = (label: string | undefined) => new RegExp(`^${label!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** Every English interface sentence the page shows, which a page in another language must not. */
async function englishOn(page: Page, sentences: string[]): Promise<string[]> {
  const shown = await page.locator('body').innerText();
  return sentences.filter((sentence) => shown.includes(sentence));
}

// Issue 22: a Polish or Dutch visitor meets their language on every step, from the home page to the
// order's confirmation, its e-mails included.
for (const lang of ['pl', 'nl']) {
  test(`a visitor in ${lang} walks home → catalogue → service → promo → register → checkout without meeting English`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = texts(lang);
    const english = englishSentencesFor(lang);
    const noEnglish = async () => expect.poll(() => englishOn(page, english)).toEqual([]);
    const service = seededService(lang, 'local-seo');

    await page.goto(siteUrl(`/${lang}`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await noEnglish();

    await page.getByRole('navigation', { name: t.common['header.navigation'] }).getByRole('link', { name: t.common['menu.services'] }).click();
    await expect(page).toHaveURL(siteUrl(`/${lang}/services`));
    await expect(page.getByRole('heading', { level: 1, name: t.services['catalogue.title'] })).toBeVisible();
    await noEnglish();

    await page.getByRole('article', { name: service.title }).getByRole('link', { name: t.services['card.viewDetails'] }).click();
    await expect(page).toHaveURL(siteUrl(`/${lang}/services/local-seo`));
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    await noEnglish();
    await page.getByRole('button', { name: t.services['details.orderService'] }).first().click();
    await expect(page.getByRole('dialog', { name: t.promo10k['cart.title'] })).toBeVisible();
    await noEnglish();
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: t.common['header.navigation'] }).getByRole('link', { name: t.common['menu.promo'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.promo10k['hero.title'] })).toBeVisible();
    await noEnglish();

    await page.getByRole('link', { name: t.promo10k['hero.register'] }).first().click();
    await expect(page).toHaveURL(siteUrl(`/${lang}/auth/register`));
    await noEnglish();
    const email = `walker-${lang}-${crypto.randomBytes(4).toString('hex')}@example.com`;
    await page.getByLabel(fieldNamed(t.forms['register.firstName'])).fill('Ola');
    await page.getByLabel(fieldNamed(t.forms['register.lastName'])).fill('Walker');
    await page.getByLabel(fieldNamed(t.forms['register.email'])).fill(email);
    await page.getByLabel(fieldNamed(t.forms['register.password'])).fill('secret-pass-1');
    await page.getByLabel(fieldNamed(t.forms['register.confirmPassword'])).fill('secret-pass-1');
    const acceptTerms = fill(t.forms['register.acceptTerms']!, { terms: t.forms['register.terms']! });
    await page.getByRole('checkbox', { name: acceptTerms }).check();
    await page.getByRole('button', { name: t.forms['auth.registerSubmit'] }).click();
    await expect(page.getByRole('heading', { name: t.forms['auth.registeredTitle'] })).toBeVisible();
    await noEnglish();

    // The confirmation mail is in the visitor's language; its link signs them in, the bonus arrives.
    await mailTo(email, 'confirmation', (mail) => mail.subject === mailTexts(lang).verifyEmail!.subject);
    const merged = page.waitForResponse((response) => response.url().endsWith('/api/cart/merge') && response.ok());
    await page.goto(siteUrl(pathOf(await linkFromMail(email, 'verify-email'))));
    await expect(page.getByRole('heading', { name: t.forms['auth.verifiedTitle'] })).toBeVisible();
    await merged;
    await noEnglish();

    await page.goto(siteUrl(`/${lang}/cart`));
    await page.getByRole('link', { name: t.promo10k['checkout.proceed'] }).click();
    await expect(page).toHaveURL(siteUrl(`/${lang}/checkout`));
    await expect(page.getByRole('region', { name: t.promo10k['checkout.summary'] })).toBeVisible();
    await noEnglish();
    await page.getByRole('checkbox', { name: acceptTerms }).check();
    await page.getByRole('button', { name: t.promo10k['checkout.placeOrder'] }).click();
    const placed = page.getByRole('status', { name: t.promo10k['checkout.successTitle'] });
    await expect(placed).toBeVisible();
    await noEnglish();
    const number = (await placed.innerText()).match(/GP-[\w-]+/)![0];
    await mailTo(email, 'order confirmation', (mail) => mail.subject === fill(mailTexts(lang).orderPlaced!.subject, { number }));
  });
}
