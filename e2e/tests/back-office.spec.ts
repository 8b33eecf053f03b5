import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSeededDatabase, startSite } from '../support/servers';
import { expect, test, type Page } from '../support/test';

const CATALOGUE_BUILD = path.join(__dirname, '../../mf-catalogue/dist');

async function signIn(page: Page, url: string, email: string, password: string) {
  await page.goto(`${url}/en/auth/login`);
  await page.getByLabel(/Email/).fill(email);
  await page.getByLabel(/Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/account/);
}

/**
 * A site of its own (the back office changes prices and orders the other journeys rely on), whose
 * release store holds two releases of the catalogue. The seeded administrator runs the day's work in
 * the browser; the demo client sees its effects.
 */
test('staff confirm an order, mark an invoice paid, change a price, and switch a release and back', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-e2e-back-office-'));
  for (const version of ['1.0.0-first', '1.0.1-second']) fs.cpSync(CATALOGUE_BUILD, path.join(store, `catalogue/${version}`), { recursive: true });
  const { database, dataDir } = await openSeededDatabase();
  const site = await startSite(database, dataDir, { RELEASES_DIR: store });
  try {
    // A client finds no back office: the 404 page.
    const clientPage = await (await browser.newContext()).newPage();
    await signIn(clientPage, site.url, 'demo@example.com', 'demo12345');
    await clientPage.goto(`${site.url}/en/admin`);
    await expect(clientPage.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

    await signIn(page, site.url, 'admin@example.com', 'admin12345');
    await page.getByRole('link', { name: 'Back office' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Orders and revenue by week' })).toBeVisible();
    // Orders are counted in whole numbers: their chart's axis has no 0.25.
    const orderTicks = page.getByRole('region', { name: 'Orders and revenue by week' }).locator('.recharts-wrapper').nth(1).locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await expect(orderTicks.first()).toBeVisible();
    expect((await orderTicks.allTextContents()).filter((tick) => !/^\d+$/.test(tick))).toEqual([]);

    // Orders: the pending one is confirmed; the client sees it in their account.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
    // Each filter shows what it holds, in a field of at least 180 px (not cut down to its arrow).
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('All');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Newest first');
    const filters = page.getByRole('main').locator('.MuiFormControl-root');
    await expect.poll(() => filters.evaluateAll((fields) => Math.min(...fields.map((field) => field.getBoundingClientRect().width)))).toBeGreaterThanOrEqual(180);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await expect(page).toHaveURL(/status=pending/);
    const pending = page.getByRole('main').getByRole('link', { name: /^GP-/ }).first();
    const number = (await pending.innerText()).trim();
    await pending.click();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText('Pending → Confirmed')).toBeVisible();
    await clientPage.goto(`${site.url}/en/account/orders`);
    await expect(clientPage.getByRole('row', { name: new RegExp(number) })).toContainText('Confirmed');

    // Invoices: a sent one is marked paid with its reference.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Invoices' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Sent' }).click();
    const markPaid = page.getByRole('button', { name: /^Mark invoice .* paid$/ }).first();
    const invoiceNumber = (await markPaid.getAttribute('aria-label'))!.replace(/^Mark invoice (.*) paid$/, '$1');
    await markPaid.click();
    await page.getByRole('dialog').getByRole('textbox', { name: /Payment reference/ }).fill('SEPA-E2E-1');
    await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Paid' }).click();
    await expect(page.getByRole('row', { name: new RegExp(invoiceNumber) })).toContainText('ref. SEPA-E2E-1');

    // Services: Local SEO's price changes, and the public page shows it at once.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Services' }).click();
    await page.getByRole('searchbox', { name: 'Search services' }).fill('Local SEO');
    // The search applies once typing pauses (it goes into the URL); the row is opened from its result.
    await expect(page).toHaveURL(/[?&]search=Local\+SEO/);
    await page.getByRole('link', { name: 'Local SEO', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit: Local SEO' })).toBeVisible();
    // Its lowest price, the one the catalogue shows ("from"), goes down from 490 to 455.
    const lowest = page.getByRole('textbox', { name: 'Amount' }).nth(1);
    await expect(lowest).toHaveValue('490');
    await lowest.fill('455');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved. The catalogue shows the change now.')).toBeVisible();
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${site.url}/en/services/local-seo`);
    await expect(visitor.getByText('€455+').first()).toBeVisible();

    // Releases: the catalogue switches to the second release and rolls back to the first.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Releases' }).click();
    const catalogue = page.getByRole('region', { name: 'Catalogue' });
    // The site starts on the catalogue it was built with.
    await expect(catalogue).toContainText('Active: the build at /remotes/catalogue/mf-manifest.json');
    await catalogue.getByRole('combobox', { name: 'Release' }).click();
    await page.getByRole('option', { name: '1.0.1-second' }).click();
    await catalogue.getByRole('button', { name: 'Activate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
    await expect(catalogue).toContainText('Active: 1.0.1-second');
    await expect(async () => expect(await (await page.request.get(`${site.url}/remotes.json`)).json()).toMatchObject({ catalogue: '/releases/catalogue/1.0.1-second/mf-manifest.json' })).toPass();
    await catalogue.getByRole('button', { name: 'Roll back' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
    await expect(catalogue).toContainText('Active: the build at /remotes/catalogue/mf-manifest.json');
    await expect(catalogue.getByRole('table')).toContainText('Rolled back');

    // Staff who work in Czech: the back office speaks it, and a category renamed there is renamed on the Czech catalogue.
    await page.goto(`${site.url}/cz/admin/categories`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kategorie' })).toBeVisible();
    await page.getByRole('link', { name: 'Digitální marketing', exact: true }).click();
    const czech = page.getByRole('group', { name: /Čeština/ });
    await expect(czech.getByRole('textbox', { name: /Název/ })).toHaveValue('Digitální marketing');
    await czech.getByRole('textbox', { name: /Název/ }).fill('Digitální marketing a sítě');
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText(/Uloženo/)).toBeVisible();
    await visitor.goto(`${site.url}/cz/services`);
    await expect(visitor.getByRole('tab', { name: /Digitální marketing a sítě/ })).toBeVisible();
  } finally {
    await site.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(store, { recursive: true, force: true });
  }
});
