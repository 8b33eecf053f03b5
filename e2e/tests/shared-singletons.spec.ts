import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { siteUrl } from '../support/site';

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/** The packages the shell provides trimmed to what the apps use. */
const TRIMMED = Object.keys(JSON.parse(readFileSync(path.join(__dirname, '../../shared-surface.json'), 'utf8')) as Record<string, string[]>);

const APPS = [
  { app: 'shell', base: '/' },
  { app: 'catalogue', base: '/remotes/catalogue/' },
  { app: 'account', base: '/remotes/account/' },
  { app: 'promo', base: '/remotes/promo/' },
];

test('React and react-dom are downloaded exactly once across the shell and every remote', async ({ page, request }) => {
  // Each build's manifest names the files that hold its own copy of each shared package: React's are the
  // shell's only, as a production remote takes the shared packages from the shell (rspack.base.js, remoteShared).
  const reactFiles = new Map<string, string>();
  const copiesOf = new Map<string, string[]>();
  for (const { app, base } of APPS) {
    const manifest = (await (await request.get(siteUrl(`${base}mf-manifest.json`))).json()) as Manifest;
    copiesOf.set(app, manifest.shared.filter((shared) => shared.assets.js.sync.length + shared.assets.js.async.length > 0).map((shared) => shared.name));
    for (const shared of manifest.shared.filter((s) => s.name === 'react' || s.name === 'react-dom')) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) reactFiles.set(`${base}${file}`, app);
    }
  }
  expect([...new Set(reactFiles.values())]).toEqual(['shell']);
  // A production remote keeps no copy of any shared package; its manifest records the exports it uses of
  // the trimmed ones, for activation's check.
  for (const { app } of APPS.filter(({ app }) => app !== 'shell')) expect(copiesOf.get(app), app).toEqual([]);
  expect(copiesOf.get('shell')).toEqual(expect.arrayContaining(['react', 'react-dom', ...TRIMMED]));

  const fetched: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (reactFiles.has(path)) fetched.push(path);
  });

  // A page from every remote: the home (catalogue and promo sections), the catalogue, the promo, the cart.
  await page.goto(siteUrl('/en'));
  await expect(page.getByRole('region', { name: 'Present 10 000 EUR' })).toBeVisible();
  for (const [link, heading] of [
    ['Services', 'Our services'],
    ['Present 10 000 EUR', 'Up to 10 000 EUR for new clients'],
  ]) {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  expect(fetched.length).toBeGreaterThan(0);
  expect(new Set(fetched).size).toBe(fetched.length);
  expect(new Set(fetched.map((path) => reactFiles.get(path)))).toEqual(new Set(['shell']));
});
