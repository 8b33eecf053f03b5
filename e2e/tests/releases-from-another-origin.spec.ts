import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_KEY } from '../support/admin';
import { startReleaseOrigin } from '../support/release-origin';
import { openSeededDatabase, startSite } from '../support/servers';
import { expect, test } from '../support/test';

const CATALOGUE_BUILD = path.join(__dirname, '../../mf-catalogue/dist');
const SHELL_BUILD = path.join(__dirname, '../../shell/dist');
const V1_SUBTITLE = 'Marketing, sales optimisation and data services that make your business grow';
const V2_SUBTITLE = 'Release two: growth services for every stage of your business';

/** The sha256 of every file of a folder, by path: equal before and after means nothing was rebuilt or rewritten. */
function hashes(dir: string): Record<string, string> {
  return Object.fromEntries(
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((file) => fs.statSync(path.join(dir, file)).isFile())
      .sort()
      .map((file) => [file, crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, file))).digest('hex')]),
  );
}

// The remote is registered again on each switch (the runtime warns it overrides one), and the test's own
// fetch from the origin no longer allowed is refused by the page's policy, on its console.
test.use({ consoleProblemsExpected: true });

/**
 * The catalogue team's releases live on another origin (a CDN): v1 as built, v2 with a changed text,
 * and one built against a React the shell does not have. An administrator switches between them at
 * run time; the shell and the server process stay as they are.
 */
test('catalogue releases served from another origin are activated and rolled back at run time, on the server and in the browser', async ({ page, request }) => {
  test.setTimeout(90_000);
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-e2e-cdn-'));
  fs.cpSync(CATALOGUE_BUILD, path.join(store, 'catalogue/v1'), { recursive: true });
  fs.cpSync(CATALOGUE_BUILD, path.join(store, 'catalogue/v2'), { recursive: true });
  const v2Texts = path.join(store, 'catalogue/v2/locales/en/services.json');
  fs.writeFileSync(v2Texts, fs.readFileSync(v2Texts, 'utf8').replace(V1_SUBTITLE, V2_SUBTITLE));
  fs.cpSync(CATALOGUE_BUILD, path.join(store, 'catalogue/react-next'), { recursive: true });
  const nextManifest = path.join(store, 'catalogue/react-next/mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(nextManifest, 'utf8')) as { shared: Array<{ name: string; requiredVersion?: string }> };
  for (const shared of manifest.shared) if (shared.name === 'react' || shared.name === 'react-dom') shared.requiredVersion = '^99.0.0';
  fs.writeFileSync(nextManifest, JSON.stringify(manifest));

  const cdn = await startReleaseOrigin(store);
  const { database, dataDir } = await openSeededDatabase();
  const site = await startSite(database, dataDir);
  const shellBefore = hashes(SHELL_BUILD);
  try {
    const login = await request.post(`${site.url}/auth/login`, { headers: { 'x-api-key': API_KEY }, data: { email: 'admin@example.com', password: 'admin12345' } });
    const headers = { 'x-api-key': API_KEY, authorization: `Bearer ${(await login.json()).data.tokens.accessToken as string}` };
    const activate = (release: string) => request.put(`${site.url}/api/admin/remotes/catalogue`, { headers, data: { url: `${cdn.url}/catalogue/${release}/mf-manifest.json` } });
    const rollback = () => request.post(`${site.url}/api/admin/remotes/catalogue/rollback`, { headers });
    const servicesPage = () => request.get(`${site.url}/en/services`);
    // What the browser loads from the other origin (the server's own reads of it are not counted).
    const browserLoaded: string[] = [];
    page.on('request', (loaded) => {
      if (loaded.url().startsWith(cdn.url)) browserLoaded.push(new URL(loaded.url()).pathname);
    });
    const v2Loaded = () => browserLoaded.filter((file) => file.startsWith('/catalogue/v2/'));

    expect((await activate('v1')).status()).toBe(200);
    const v1Page = await servicesPage();
    // The page may load scripts, styles and data from the release's origin.
    expect(v1Page.headers()['content-security-policy']).toContain(`script-src 'self' ${cdn.url}`);
    expect(await v1Page.text()).toContain(V1_SUBTITLE);
    await page.goto(`${site.url}/en/services`);
    await expect(page.getByText(V1_SUBTITLE)).toBeVisible();
    expect(browserLoaded).toEqual(expect.arrayContaining(['/catalogue/v1/remoteEntry.js']));

    // v2: the server renders it at once…
    expect((await activate('v2')).status()).toBe(200);
    const v2Html = await (await servicesPage()).text();
    expect(v2Html).toContain(V2_SUBTITLE);
    expect(v2Html).not.toContain(V1_SUBTITLE);
    // …a browser already on the site keeps working with v1 until it loads a page…
    await page.getByRole('article', { name: 'Google Ads management' }).getByRole('link', { name: 'View details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Google Ads management' })).toBeVisible();
    expect(v2Loaded()).toEqual([]);
    // …and then runs v2: its code and texts from the other origin.
    await page.goto(`${site.url}/en/services`);
    await expect(page.getByText(V2_SUBTITLE)).toBeVisible();
    expect(v2Loaded()).toEqual(expect.arrayContaining(['/catalogue/v2/remoteEntry.js']));

    // A release built for another React is refused, naming it, and nothing changes.
    const refused = await activate('react-next');
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error).toMatch(/react: the release needs \^99\.0\.0, the shell provides 19\./);
    expect(await (await servicesPage()).text()).toContain(V2_SUBTITLE);

    // Rolled back: v1 again, on the server and in the browser.
    expect((await rollback()).status()).toBe(200);
    expect(await (await servicesPage()).text()).toContain(V1_SUBTITLE);
    await page.reload();
    await expect(page.getByText(V1_SUBTITLE)).toBeVisible();

    // Back to the site's own build: the other origin is no longer allowed, and the browser refuses it.
    const ownBuild = await request.put(`${site.url}/api/admin/remotes/catalogue`, { headers, data: { url: '/remotes/catalogue/mf-manifest.json' } });
    expect(ownBuild.status()).toBe(200);
    const ownPage = await servicesPage();
    expect(ownPage.headers()['content-security-policy']).not.toContain(cdn.url);
    await page.reload();
    await expect(page.getByText(V1_SUBTITLE)).toBeVisible();
    const blocked = await page.evaluate(async (url) => fetch(url).then(() => 'loaded', () => 'blocked'), `${cdn.url}/catalogue/v1/mf-manifest.json`);
    expect(blocked).toBe('blocked');

    // The shell's files never changed, and the same server process answered throughout.
    expect(hashes(SHELL_BUILD)).toEqual(shellBefore);
  } finally {
    await site.close();
    await database.close();
    await cdn.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(store, { recursive: true, force: true });
  }
});
