import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { siteUrl } from '../support/site';
import budgets from '../../bench/budgets.json';

/** The public pages issue 15 budgets: the home page, the catalogue and a service page. */
const PUBLIC_PAGES = ['/en', '/en/services', '/en/services/technical-seo-audit'];
const CEILING_KIB = budgets.firstLoadJavaScriptKiB.ceiling;

interface Loaded {
  url: string;
  type: string;
  bytes: number;
  body?: string;
}

/** Every file a first visit to path loads until the network is idle, with the bytes transferred. */
async function firstLoad(page: Page, path: string): Promise<Loaded[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, { url: string; type: string }>();
  const loaded: Loaded[] = [];
  // A prefetched script (a remote module's chunk) is fetched as type Other, then run from the cache,
  // which transfers nothing and is not counted again.
  const typeOf = (url: string, type: string) => (type === 'Other' && new URL(url).pathname.endsWith('.js') ? 'Script' : type);
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) return;
    seen.set(event.requestId, { url: event.response.url, type: typeOf(event.response.url, event.type) });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = seen.get(event.requestId);
    if (response) loaded.push({ ...response, bytes: event.encodedDataLength });
  });
  await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
  return loaded;
}

/**
 * Records the scripts the page runs (by path): its own <script> and every one the bundler's runtime
 * inserts to load a chunk, which it removes once loaded. A preloaded file is fetched whether or not it runs.
 */
async function recordScriptsRun(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const run: string[] = [];
    Object.assign(window, { scriptsRun: run });
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof HTMLScriptElement && node.src) run.push(new URL(node.src).pathname);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { scriptsRun: string[] }).scriptsRun]);
}

const preloadHints = (page: Page, as: string) =>
  page.locator(`head link[rel="preload"][as="${as}"]`).evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));

/** The shell's files of the MUI components it shares by path ('@mui/material/OutlinedInput'), but first-load. */
async function filesOfComponentsSharedByPath(page: Page): Promise<Set<string>> {
  const manifest = (await (await page.request.get(siteUrl('/mf-manifest.json'))).json()) as { shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }> };
  const files = manifest.shared
    .filter((shared) => shared.name.startsWith('@mui/material/'))
    .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
    .filter((file) => !file.startsWith('first-load.'));
  return new Set(files.map((file) => `/${file}`));
}

test("a remote's entry is webpack's container runtime and its module maps, no federation runtime of its own", async ({ page }) => {
  const entries = (await firstLoad(page, '/en')).filter((file) => file.type === 'Script' && new URL(file.url).pathname.endsWith('/remoteEntry.js'));
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    const body = await (await page.request.get(entry.url)).text();
    // What @module-federation/enhanced's entry holds: its runtime's start-up and its error messages.
    expect(body).not.toContain('_FEDERATION_');
    expect(body).not.toContain('RUNTIME-001');
    // About 4.5 KiB as transferred with headers (5.9 KiB with the enhanced runtime's start-up, 11 with its bundler runtime).
    expect(entry.bytes / 1024, entry.url).toBeLessThan(5.5);
  }
});

for (const path of PUBLIC_PAGES) {
  test(`${path} loads at most ${CEILING_KIB} KiB of JavaScript on a first visit, none of it forms, axios or the account`, async ({ page }) => {
    const scripts = (await firstLoad(page, path)).filter((file) => file.type === 'Script');
    const kib = scripts.reduce((sum, file) => sum + file.bytes, 0) / 1024;
    test.info().annotations.push({ type: 'first-load JavaScript', description: `${kib.toFixed(1)} KiB in ${scripts.length} files` });
    console.log(`${path}: ${kib.toFixed(1)} KiB of JavaScript in ${scripts.length} files`);
    expect(kib, scripts.map((file) => `${(file.bytes / 1024).toFixed(1)} ${new URL(file.url).pathname}`).join('\n')).toBeLessThanOrEqual(CEILING_KIB);

    const paths = scripts.map((file) => new URL(file.url).pathname);
    expect(paths.filter((file) => file.startsWith('/remotes/account/'))).toEqual([]);
    // What the shell's manifest lists for the form libraries; axios by its own error codes.
    const manifest = (await (await page.request.get(siteUrl('/mf-manifest.json'))).json()) as { shared: Array<{ name: string; assets: { js: { sync: string[] } } }> };
    const formFiles = manifest.shared.filter((shared) => shared.name === 'zod' || shared.name === 'react-hook-form').flatMap((shared) => shared.assets.js.sync.map((file) => `/${file}`));
    expect(formFiles.length).toBeGreaterThan(0);
    expect(paths.filter((file) => formFiles.includes(file))).toEqual([]);
    const bodies = await Promise.all(paths.map(async (file) => (await page.request.get(siteUrl(file))).text()));
    expect(bodies.filter((body) => body.includes('ERR_BAD_RESPONSE'))).toHaveLength(0);
  });

  test(`${path} starts with three scripts of the shell's (main, its bootstrap and first-load), then only the components shared by path it uses`, async ({ page }) => {
    const scripts = (await firstLoad(page, path)).filter((file) => file.type === 'Script').map((file) => new URL(file.url).pathname);
    const byPath = await filesOfComponentsSharedByPath(page);
    const shells = scripts.filter((file) => !file.startsWith('/remotes/'));
    const startup = shells.filter((file) => !byPath.has(file));
    // One file per shared package would be 20 (rspack.base.js: FIRST_LOAD_GROUP).
    expect(startup, startup.join('\n')).toHaveLength(3);
    const firstLoadFile = startup.find((file) => /^\/first-load\.[0-9a-f]+\.js$/.test(file));
    expect(firstLoadFile).toBeDefined();
    // The MUI components shared by path (rspack.base.js: MUI_BY_PATH) load with the pages that use them:
    // the tables, the promotion's questions, the drawers and the menus, and TextField with its select.
    const body = await (await page.request.get(siteUrl(firstLoadFile!))).text();
    for (const component of ['MuiTablePagination', 'MuiTableCell', 'MuiAccordion', 'MuiAvatar', 'MuiLinearProgress', 'MuiDrawer', 'MuiModal', 'MuiMenu', 'MuiPopover', 'MuiSelect', 'MuiTextField']) {
      expect(body).not.toContain(`"${component}"`);
    }
    // These three are compiled as they stream in (rspack.base.js: CompileHintsPlugin); what loads beyond them keeps V8's lazy compiling.
    const firstLines = Object.fromEntries(await Promise.all(scripts.map(async (file) => [file, (await (await page.request.get(siteUrl(file))).text()).split('\n', 1)[0]] as const)));
    for (const file of startup) expect(firstLines[file], file).toBe('//# allFunctionsCalledOnLoad');
    for (const file of scripts.filter((other) => !startup.includes(other))) expect(firstLines[file], file).not.toContain('allFunctionsCalledOnLoad');
  });

  test(`${path} hints every script it runs before it hydrates, the remotes' too, and nothing it does not`, async ({ page }) => {
    const scriptsRun = await recordScriptsRun(page);
    const loaded = await firstLoad(page, path);
    const scripts = loaded.filter((file) => file.type === 'Script').map((file) => new URL(file.url).pathname);
    const preloaded = await preloadHints(page, 'script');
    const prefetched = await page.locator('head link[rel="prefetch"][as="script"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    // main.js is the page's own <script>; every other script is hinted: the shell's start-up's, those of the
    // components shared by path that the page shows and each rendered remote module's entry, preloaded;
    // the remote modules' chunks, prefetched.
    const run = (await scriptsRun()).filter((file) => !/^\/main\.[0-9a-f]+\.js$/.test(file));
    expect([...preloaded, ...prefetched].sort()).toEqual(run.sort());
    const remoteFiles = run.filter((file) => file.startsWith('/remotes/'));
    expect(prefetched.sort()).toEqual(remoteFiles.filter((file) => !file.endsWith('/remoteEntry.js')).sort());
    expect(prefetched.length).toBeGreaterThan(0);
    // Each fetched once: a hint and the script that uses it match (no crossorigin on either).
    expect(new Set(scripts).size).toBe(scripts.length);
    // A remote's remoteEntry.js is loaded directly, once; its manifest (the release's description, for the
    // server) is not read by the browser, nor hinted.
    const entries = scripts.filter((file) => file.startsWith('/remotes/') && file.endsWith('/remoteEntry.js'));
    expect(entries.length).toBeGreaterThan(0);
    const remoteHints = await page.locator('head link[rel="preload"][data-remote]').evaluateAll((links) => links.map((link) => `${(link as HTMLLinkElement).dataset.remote} ${new URL((link as HTMLLinkElement).href).pathname}`));
    expect(remoteHints.sort()).toEqual(entries.map((entry) => `${entry.split('/')[2]} ${entry}`).sort());
    expect(loaded.filter((file) => file.url.endsWith('/mf-manifest.json'))).toEqual([]);
    expect(await preloadHints(page, 'fetch')).toEqual([]);
  });
}

test("the catalogue hints the scripts of its search field's components, which the catalogue's module would otherwise discover", async ({ page }) => {
  const loaded = await firstLoad(page, '/en/services');
  const byPath = await filesOfComponentsSharedByPath(page);
  const components = loaded.map((file) => new URL(file.url).pathname).filter((file) => byPath.has(file));
  // The outlined input and its label (rspack.base.js: MUI_BY_PATH), in the shell's files.
  expect(components.length).toBeGreaterThan(0);
  const hinted = await preloadHints(page, 'script');
  expect(hinted).toEqual(expect.arrayContaining(components));
});

/** Pages whose own code the shell loads on demand (the sign-in forms and the contact form, with the form libraries). */
const ON_DEMAND_PAGES = [
  ['/en/auth/register', 'RegisterPage'],
  ['/en/auth/login', 'LoginPage'],
  ['/en/contacts', 'ContactForm'],
] as const;

for (const [path, chunk] of ON_DEMAND_PAGES) {
  test(`${path} hints the scripts of its on-demand code (${chunk}) with the page, as every other shell script it runs, and nothing it does not`, async ({ page }) => {
    const scriptsRun = await recordScriptsRun(page);
    await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
    const shells = (await scriptsRun()).filter((file) => !/^\/main\.[0-9a-f]+\.js$/.test(file) && !file.startsWith('/remotes/'));
    // The chunk the route's import names (shell/src/app/routes.tsx), and the form libraries' beyond it.
    expect(shells.filter((file) => new RegExp(`^/${chunk}\\.[0-9a-f]+\\.js$`).test(file))).toHaveLength(1);
    expect(shells.length).toBeGreaterThan(4);
    expect((await preloadHints(page, 'script')).sort()).toEqual(shells.sort());
  });
}
