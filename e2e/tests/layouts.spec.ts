import { LANGUAGES } from 'shared-i18n/languages';
import { test as asDemoClient } from '../support/demo-client';
import { siteUrl } from '../support/site';
import { expect, test, type Locator, type Page } from '../support/test';

/** Issue 19: every page holds from the smallest phone to a wide desktop, and where the layouts switch (600 and 900 px). */
const WIDTHS = [320, 390, 600, 768, 900, 1024, 1440, 1920];

const PUBLIC_ROUTES = [
  '',
  '/services',
  '/services?category=seo-content',
  '/services/technical-seo-audit',
  '/promo/10k',
  '/cart',
  '/about',
  '/partners',
  '/cases',
  '/contacts',
  '/policies/terms',
  '/policies/privacy',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/no-such-page',
];

const ACCOUNT_ROUTES = ['/account/dashboard', '/account/bonus', '/account/orders', '/account/invoices', '/account/profile', '/cart', '/checkout'];

/**
 * What is wrong with the page's layout at the current width: the page or a part of it scrolling
 * sideways; a header control that overlaps another or leaves the header, or whose text is cut off,
 * spills out or wraps (the logo included); anything sticking out sideways of the card it is drawn on.
 * `headerOnly`: the page scrolling sideways and the header, not the main part's boxes.
 */
function layoutProblems(page: Page, headerOnly = false): Promise<string[]> {
  // Read after the page has drawn two frames (the last change laid out), or after a second without
  // one (headless Chromium now and then draws none for a while: the caller reads again).
  return page.evaluate(async (headerOnly) => {
    await Promise.race([
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]);
    const problems: string[] = [];
    const nameOf = (element: Element) => (element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 40);
    const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';

    if (document.documentElement.scrollWidth > window.innerWidth) {
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${window.innerWidth}`);
    }

    const header = document.querySelector('header')!;
    const headerBox = header.getBoundingClientRect();
    const controls = [...header.querySelectorAll('a, button')].filter(visible);
    const boxes = controls.map((control) => control.getBoundingClientRect());
    const outside = (box: DOMRect, frame: DOMRect) => box.width > 0 && (box.left < frame.left - 1 || box.right > frame.right + 1);
    controls.forEach((control, i) => {
      const box = boxes[i]!;
      const name = nameOf(control);
      if (box.left < 0 || box.right > window.innerWidth || box.top < headerBox.top || box.bottom > headerBox.bottom) problems.push(`"${name}" leaves the header`);
      if (getComputedStyle(control).overflow !== 'visible' && control.scrollWidth > control.clientWidth) problems.push(`"${name}" is cut off`);
      // A badge sits over its button's corner on purpose; anything else stays inside.
      if ([...control.querySelectorAll('*')].some((inside) => !inside.closest('.MuiBadge-badge') && outside(inside.getBoundingClientRect(), box))) problems.push(`"${name}" spills out`);
      const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (!text.textContent!.trim() || text.parentElement!.closest('.MuiBadge-badge')) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        if (range.getClientRects().length > 1) problems.push(`"${name}" wraps`);
        if (outside(range.getBoundingClientRect(), box)) problems.push(`"${name}" spills out`);
      }
      boxes.slice(i + 1).forEach((other, j) => {
        const overlap = Math.min(box.right, other.right) - Math.max(box.left, other.left) > 1 && Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top) > 1;
        if (overlap) problems.push(`"${name}" overlaps "${nameOf(controls[i + 1 + j]!)}"`);
      });
    });

    if (headerOnly) return [...new Set(problems)];

    // Nor does a part of the page scroll sideways, but for a row of tabs, which is made to (with its arrows).
    for (const box of document.querySelectorAll('main *')) {
      const { overflowX } = getComputedStyle(box);
      const scrolls = (overflowX === 'auto' || overflowX === 'scroll') && box.scrollWidth > box.clientWidth + 1;
      if (scrolls && !box.querySelector(':scope > [role="tablist"]')) problems.push(`"${nameOf(box)}" scrolls sideways inside`);
    }

    for (const panel of document.querySelectorAll('main .MuiPaper-root')) {
      const frame = panel.getBoundingClientRect();
      for (const inside of panel.querySelectorAll('*')) {
        if (visible(inside) && outside(inside.getBoundingClientRect(), frame)) problems.push(`"${nameOf(inside)}" sticks out of its card`);
      }
    }
    return [...new Set(problems)];
  }, headerOnly);
}

/**
 * Every width in turn, each laid out after the page has followed the change: what is wrong at a width
 * is read again until it holds or 5 s have passed (a frame may come late), then reported with its width.
 */
async function expectToHoldAtEveryWidth(page: Page, { widths = WIDTHS, headerOnly = false } = {}): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => layoutProblems(page, headerOnly), { message: `the layout of ${page.url()} at ${width} px`, timeout: 5_000 }).toEqual([]);
  }
}

for (const lang of ['en', 'ua']) {
  for (const route of PUBLIC_ROUTES) {
    test(`/${lang}${route} holds from 320 to 1920 px`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(siteUrl(`/${lang}${route}`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectToHoldAtEveryWidth(page);
    });
  }
}

test('a visitor’s cart holds from 320 to 1920 px, on its page and in its drawer', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
  await page.goto(siteUrl('/ua/services/technical-seo-audit'));
  await page.getByRole('button', { name: 'Замовити послугу' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectToHoldAtEveryWidth(page);
  await page.goto(siteUrl('/ua/cart'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectToHoldAtEveryWidth(page);
});

// A test per language: the languages' runs share the workers instead of queuing in one test.
for (const lang of LANGUAGES) {
  test(`the header holds at every width in ${lang}`, async ({ page }) => {
    test.setTimeout(60_000);
    const everyTwentyPixels = Array.from({ length: (1920 - 320) / 20 + 1 }, (_, i) => 320 + i * 20);
    await page.goto(siteUrl(`/${lang}/contacts`));
    // Every 20 px for the header (its labels' lengths differ by language); the main part's boxes at WIDTHS above.
    await expectToHoldAtEveryWidth(page, { widths: everyTwentyPixels, headerOnly: true });
  });
}

/** Whether anything is drawn over a control, at its centre or towards its corners (inside round buttons too). */
function isCovered(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const points = [[0.5, 0.5], [0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]] as const;
    return points.some(([x, y]) => {
      const top = document.elementFromPoint(box.left + box.width * x, box.top + box.height * y);
      return !top || !element.contains(top);
    });
  });
}

const PHONE = { width: 390, height: 844 };

test.describe('on a phone', () => {
  // These tests are not about consent: the banner is answered up front.
  test.beforeEach(({ page }) => page.addInitScript(() => localStorage.setItem('gp.analyticsConsent', 'rejected')));

  test('a service keeps its price and Order service at the bottom of the screen, and above the footer at the end', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl('/en/services/technical-seo-audit'));
    const bar = page.getByRole('region', { name: 'Price and order' });
    await expect(bar).toContainText('€1,490+');
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(PHONE.height, 0);
    expect(await isCovered(bar.getByRole('button', { name: 'Order service' }))).toBe(false);

    // At the end of the page the bar has its own place: the footer is whole, nothing of it behind the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('footer')).toBeInViewport();
    const footer = (await page.locator('footer').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(PHONE.height + 1);
    expect((await bar.boundingBox())!.y + box.height).toBeLessThanOrEqual(footer.y);

    // From the keyboard, as any button; it orders like the price card.
    await bar.getByRole('button', { name: 'Order service' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();

    // Beside the texts, from 900 px, the sticky price card does it.
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(bar).toBeHidden();
  });

  test('no toast covers the cart drawer’s checkout button after ordering', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl('/en/services/technical-seo-audit'));
    await page.getByRole('region', { name: 'Price and order' }).getByRole('button', { name: 'Order service' }).click();
    const checkout = page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'View cart and check out' });
    await expect(checkout).toBeInViewport();
    expect(await isCovered(checkout)).toBe(false);
  });
});

asDemoClient('on a phone a failed order’s toast covers neither the header nor the order bar', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gp.analyticsConsent', 'rejected'));
  await page.route('**/api/cart/items', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { success: false, error: 'Unavailable' } }) : route.fallback()));
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl('/en/services/technical-seo-audit'));
  const bar = page.getByRole('region', { name: 'Price and order' });
  await bar.getByRole('button', { name: 'Order service' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The service could not be added to your cart.' })).toBeVisible();
  expect(await isCovered(bar.getByRole('button', { name: 'Order service' }))).toBe(false);
  for (const control of await page.locator('header').getByRole('button').all()) expect(await isCovered(control)).toBe(false);
});

asDemoClient.describe('signed in', () => {
  for (const lang of ['en', 'ua']) {
    for (const route of ACCOUNT_ROUTES) {
      asDemoClient(`/${lang}${route} holds from 320 to 1920 px`, async ({ page }) => {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
        await page.goto(siteUrl(`/${lang}${route}`));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectToHoldAtEveryWidth(page);
      });
    }

    asDemoClient(`/${lang}: an order's page holds from 320 to 1920 px`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(siteUrl(`/${lang}/account/orders`));
      await page.getByRole('link', { name: /^GP-/ }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: /GP-/ })).toBeVisible();
      await expectToHoldAtEveryWidth(page);
    });
  }
});
