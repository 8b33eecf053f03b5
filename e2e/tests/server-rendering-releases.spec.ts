import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_KEY } from '../support/admin';
import { openSeededDatabase, startSite } from '../support/servers';
import { expect, test } from '../support/test';

const CATALOGUE_BUILD = path.join(__dirname, '../../mf-catalogue/dist');

// The release without its Node bundle is rendered by the browser: React says on the console that it took the section over.
test.use({ consoleProblemsExpected: true });

/**
 * A site of its own whose release store holds the catalogue twice: whole, and without its Node
 * bundle. The server renders with whichever the registry names, switched at run time.
 */
test('a release without its Node bundle renders in the browser; activating a whole one renders it on the server, with no restart', async ({ page, request }) => {
  test.setTimeout(90_000);
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-e2e-releases-'));
  fs.cpSync(CATALOGUE_BUILD, path.join(store, 'catalogue/whole'), { recursive: true });
  fs.cpSync(CATALOGUE_BUILD, path.join(store, 'catalogue/no-node'), { recursive: true });
  fs.rmSync(path.join(store, 'catalogue/no-node/server'), { recursive: true });

  const { database, dataDir } = await openSeededDatabase();
  const site = await startSite(database, dataDir, {
    RELEASES_DIR: store,
    REMOTES: JSON.stringify({ catalogue: '/releases/catalogue/no-node/mf-manifest.json' }),
  });
  try {
    const html = async () => (await request.get(`${site.url}/en/services`)).text();

    // The server cannot render the catalogue: the page answers 200 with the rest of the site…
    const response = await request.get(`${site.url}/en/services`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<footer');
    expect(await html()).not.toContain('Google Ads management');
    // …and the browser loads the catalogue itself.
    await page.goto(`${site.url}/en/services`);
    await expect(page.getByRole('article', { name: 'Google Ads management' })).toBeVisible();

    const login = await request.post(`${site.url}/auth/login`, { headers: { 'x-api-key': API_KEY }, data: { email: 'admin@example.com', password: 'admin12345' } });
    const headers = { 'x-api-key': API_KEY, authorization: `Bearer ${(await login.json()).data.tokens.accessToken as string}` };
    const activated = await request.put(`${site.url}/api/admin/remotes/catalogue`, { headers, data: { version: 'whole' } });
    expect(activated.status()).toBe(200);
    // The next render uses the new release: no restart.
    expect(await html()).toContain('Google Ads management');

    expect((await request.post(`${site.url}/api/admin/remotes/catalogue/rollback`, { headers })).status()).toBe(200);
    expect(await html()).not.toContain('Google Ads management');
  } finally {
    await site.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(store, { recursive: true, force: true });
  }
});
