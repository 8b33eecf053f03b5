import { afterTwoFrames, expect, test, type Locator, type Page } from '../support/test';
import { brokenCatalogueUrl, siteUrl } from '../support/site';

/** Public pages and what the server must have put in them, in three languages. */
const PAGES = [
  { path: '/en', h1: 'Grow your business tenfold', text: 'Technical SEO audit' },
  { path: '/en/services', h1: 'Our services', text: 'Google Ads management' },
  { path: '/en/services?category=paid-advertising', h1: 'Our services', text: 'LinkedIn Ads for B2B' },
  { path: '/en/services?q=seo', h1: 'Our services', text: 'Search results for “seo”' },
  { path: '/en/services/technical-seo-audit', h1: 'Technical SEO audit', text: '€1,490' },
  { path: '/en/promo/10k', h1: 'Up to 10 000 EUR for new clients', text: 'Register and get the bonus' },
  { path: '/en/auth/login', h1: 'Sign in to your account', text: 'Password' },
  { path: '/ua/about', h1: 'Про Growth Partners', text: 'Послуги' },
  { path: '/ua/services/technical-seo-audit', h1: 'Технічний SEO-аудит', text: 'Послуги' },
  { path: '/cz/promo/10k', h1: 'Až 10 000 EUR pro nové klienty', text: 'Služby' },
  { path: '/cz/services', h1: 'Naše služby', text: 'Služby' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, h1, text } of PAGES) {
    test(`${path} arrives complete: content, links and styles`, async ({ page }) => {
      await page.goto(siteUrl(path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByText(text).first()).toBeVisible();
      // Links work without script: the header's navigation and the footer are real anchors.
      await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute('href', /^\//);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Styled by the server: the theme's dark background, not the browser's white.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    });
  }

  test('a link followed without script leads to another complete page', async ({ page }) => {
    await page.goto(siteUrl('/en/services'));
    await page.getByRole('article', { name: 'Google Ads management' }).getByRole('link', { name: 'View details' }).click();
    await expect(page).toHaveURL(siteUrl('/en/services/google-ads-management'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Google Ads management');
  });

  // A remote's component shared by path is the shell's, inside the shell's MUI contexts: the search
  // label floats in its outlined field (a copy of the remote's own would sit above it, unframed).
  test("the catalogue's search field is drawn by the server as it is in the browser: its label inside the frame", async ({ page }) => {
    await page.goto(siteUrl('/en/services'));
    const label = await page.locator('label', { hasText: 'Search services' }).boundingBox();
    const field = await page.locator('.MuiOutlinedInput-root', { has: page.getByRole('searchbox') }).boundingBox();
    expect(label && field).toBeTruthy();
    expect(label!.y).toBeGreaterThanOrEqual(field!.y);
    expect(label!.y + label!.height).toBeLessThanOrEqual(field!.y + field!.height);
  });

  // A form the browser submitted itself would be a GET with every field (an e-mail, a password) in the
  // address, the history and the server's log: its submit waits for the page's script.
  for (const path of ['/en/auth/login', '/en/auth/register', '/en/auth/forgot-password', '/en/auth/reset-password?token=abc', '/en/auth/verify-email', '/en/contacts']) {
    test(`${path}'s form cannot be sent before the page is alive`, async ({ page }) => {
      await page.goto(siteUrl(path));
      const submits = page.getByRole('main').locator('button[type="submit"]');
      await expect(submits.first()).toBeVisible();
      for (const submit of await submits.all()) await expect(submit).toBeDisabled();
    });
  }

  test('the unknown page says so with a 404', async ({ page }) => {
    const response = await page.goto(siteUrl('/en/services/no-such-service'));
    expect(response?.status()).toBe(404);
    // What failed on the server stays failed in its renders: the page says so, not "Loading…".
    await expect(page.getByRole('alert')).toHaveText('Service not found');
    await expect(page.getByRole('link', { name: 'Back to services' })).toHaveAttribute('href', '/en/services');
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

/**
 * Console errors and warnings (a hydration mismatch is one), breaches of the site's Content Security
 * Policy (reported even when the script catches what it tried, as zod's probe for eval) and the API
 * reads of a page.
 */
async function watch(page: Page) {
  const problems: string[] = [];
  const reads: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP: ${event.violatedDirective} by ${event.sourceFile}:${event.lineNumber}`)),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/')) reads.push(new URL(request.url()).pathname);
  });
  return { problems, reads };
}

/** Every public route, for the hydration check in three languages. */
const PUBLIC_ROUTES = ['', '/services', '/services/technical-seo-audit', '/promo/10k', '/about', '/partners', '/cases', '/contacts', '/policies/terms', '/policies/privacy', '/auth/login', '/auth/register', '/auth/forgot-password'];
/** The catalogue as a category and a search open it: its data read from the address. */
const CATALOGUE_VIEWS = ['/services?category=paid-advertising', '/services?q=seo'];

test.describe('with JavaScript', () => {
  for (const lang of ['en', 'ua', 'cz']) {
    test(`every public route in ${lang} hydrates without a mismatch or a second read of its data`, async ({ page }) => {
      const { problems, reads } = await watch(page);
      for (const route of lang === 'en' ? [...PUBLIC_ROUTES, ...CATALOGUE_VIEWS] : PUBLIC_ROUTES) {
        await page.goto(siteUrl(`/${lang}${route}`), { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect({ route, problems, reads }).toEqual({ route, problems: [], reads: [] });
      }
    });
  }

  test('an unknown service and an unknown page hydrate without a mismatch', async ({ page }) => {
    const { problems } = await watch(page);
    for (const path of ['/en/services/no-such-service', '/ua/services/no-such-service', '/en/no-such-page']) {
      const response = await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('alert')).first()).toBeVisible();
      // The browser reports the 404 answers themselves (the page's, and the service's read again once alive).
      expect({ path, problems: problems.filter((problem) => !problem.startsWith('Failed to load resource')) }).toEqual({ path, problems: [] });
    }
  });

  for (const [path, viewport] of [
    ['/en', { width: 1280, height: 800 }],
    ['/en/services', { width: 1280, height: 800 }],
    ['/en/services/technical-seo-audit', { width: 1280, height: 800 }],
    ['/en/services/technical-seo-audit', { width: 390, height: 844 }],
  ] as const) {
    test(`${path} at ${viewport.width} px does not move while it comes alive (CLS < 0.1)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const shifts = { total: 0 };
        (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) shifts.total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
      // Two frames after the network is quiet: whatever the last answers changed has been laid out.
      await afterTwoFrames(page);
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: { total: number } }).layoutShift.total);
      expect(shift).toBeLessThan(0.1);
    });
  }

  for (const path of ['/en', '/en/services', '/en/services/technical-seo-audit']) {
    test(`${path} comes alive on the styles the server sent: the browser compiles none of them again`, async ({ page }) => {
      // The consent banner is the browser's own: answered, the page shows only what the server drew.
      await page.addInitScript(() => {
        localStorage.setItem('gp.analyticsConsent', 'rejected');
        const compiled: string[] = [];
        (window as unknown as { compiledStyles: string[] }).compiledStyles = compiled;
        const insertRule = CSSStyleSheet.prototype.insertRule;
        CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
          if (document.documentElement.dataset.ready !== 'true') compiled.push(rule);
          return insertRule.call(this, rule, index);
        };
      });
      await page.goto(siteUrl(path));
      await expect(page.locator('html[data-ready]')).toBeAttached();
      expect(await page.evaluate(() => (window as unknown as { compiledStyles: string[] }).compiledStyles)).toEqual([]);
    });
  }

  for (const path of ['/en', '/en/services/technical-seo-audit']) {
    test(`${path} on a first visit shows the consent banner and the visitor's login on the styles the server sent`, async ({ page }) => {
      // A wide screen, where the header shows login and register; nobody answered the banner yet.
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.addInitScript(() => {
        const compiled: string[] = [];
        (window as unknown as { compiledStyles: string[] }).compiledStyles = compiled;
        const insertRule = CSSStyleSheet.prototype.insertRule;
        CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
          compiled.push(rule);
          return insertRule.call(this, rule, index);
        };
      });
      await page.goto(siteUrl(path));
      await expect(page.getByRole('region', { name: 'Cookie and analytics consent' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { compiledStyles: string[] }).compiledStyles)).toEqual([]);
    });
  }

  test('a returning visitor (consent given, a cart in the browser) gets their own page without a mismatch', async ({ page }) => {
    await page.goto(siteUrl('/en/services/technical-seo-audit'));
    await page.getByRole('region', { name: 'Cookie and analytics consent' }).getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('button', { name: 'Order service' }).first().click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Close' }).click();

    const { problems } = await watch(page);
    await page.goto(siteUrl('/en/services'), { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('the catalogue works after hydration: a tab, the search and a service', async ({ page }) => {
    const { problems } = await watch(page);
    await page.goto(siteUrl('/en/services'), { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: /^Paid advertising/ }).click();
    await expect(page).toHaveURL(siteUrl('/en/services?category=paid-advertising'));
    await expect(page.getByRole('article')).toHaveCount(6);
    await page.getByRole('searchbox', { name: 'Search services' }).fill('linkedin');
    await expect(page.getByRole('article', { name: 'LinkedIn Ads for B2B' })).toBeVisible();
    await page.getByRole('article', { name: 'LinkedIn Ads for B2B' }).getByRole('link', { name: 'View details' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('LinkedIn Ads for B2B');
    expect(problems).toEqual([]);
  });

  test("on a phone that is never idle, the catalogue's cards hydrate as they come near the screen, and all at the first tap", async ({ page }) => {
    const { problems } = await watch(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await neverIdle(page);
    await page.goto(siteUrl('/en/services'));
    // (By element: once the dialog is open, the page behind it is hidden from the accessibility tree.)
    const cards = page.locator('article');
    const hydrated = (index: number) => isHydrated(cards.nth(index));
    await expect.poll(() => hydrated(0)).toBe(true);
    await afterTwoFrames(page);
    expect(await hydrated(30)).toBe(false);
    expect(await hydrated(49)).toBe(false);

    await cards.nth(30).scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(30)).toBe(true);
    expect(await hydrated(49)).toBe(false);

    // The first tap, on a card still waiting, opens them all and does what it asked.
    const last = cards.nth(49);
    const title = await last.getAttribute('aria-label');
    await last.getByRole('button', { name: 'Get quote' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Service' })).toHaveValue(title!);
    await expect.poll(() => hydrated(40)).toBe(true);
    expect(await replacedCards(page)).toBe(0);
    expect(problems).toEqual([]);
  });

  test("on a phone that is never idle, the home page's category cards below the screen wait until scrolled to", async ({ page }) => {
    const { problems } = await watch(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await neverIdle(page);
    await page.goto(siteUrl('/en'));
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(8);
    await expect.poll(() => isHydrated(cards.first())).toBe(true);
    await afterTwoFrames(page);
    expect(await isHydrated(cards.last())).toBe(false);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(cards.last())).toBe(true);
    expect(await replacedCards(page)).toBe(0);
    // Hydrated in place: its link goes to the category within the page.
    await cards.last().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/services\?category=/);
    expect(problems).toEqual([]);
  });
});

/**
 * A phone busy to the end: parts of the page that wait to hydrate are never opened for its being
 * idle. Counts the cards removed from the page, so a test can check every card the server drew was
 * hydrated in place, none drawn anew.
 */
async function neverIdle(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    const counts = { replacedCards: 0 };
    Object.assign(window, { counts });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes) if (node instanceof Element && (node.matches('article') || node.querySelector('article'))) counts.replacedCards += 1;
    }).observe(document, { childList: true, subtree: true });
  });
}

function replacedCards(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { counts: { replacedCards: number } }).counts.replacedCards);
}

/** React keeps its props on the elements it has hydrated. */
function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')));
}

test.describe('with the catalogue remote unreachable', () => {
  // The page says the remote failed, on its console too (the section's error, React's switch to the browser's rendering).
  test.use({ consoleProblemsExpected: true });

  test('a remote the server cannot load leaves its section to the browser; the page still answers 200', async ({ page, request }) => {
    const response = await request.get(brokenCatalogueUrl('/en/services'));
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The shell is rendered (header, footer); the catalogue's section is not.
    expect(html).toContain('<footer');
    expect(html).not.toContain('Google Ads management');

    await page.goto(brokenCatalogueUrl('/en/services'));
    await expect(page.getByRole('alert')).toContainText('This section is temporarily unavailable.');
  });
});
