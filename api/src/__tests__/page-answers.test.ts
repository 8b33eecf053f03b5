import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { serviceTranslations } from '../db/schema';
import { someServices } from './helpers/clients';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Growth Partners</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A shell Node bundle standing in for the built one: it counts its renders of each page, and fails them while told to. */
const RENDERER = `
exports.loadRenderer = async () => ({
  async renderPage({ url }) {
    if (globalThis.__pageRendersFail) throw new Error('the page does not render');
    globalThis.__pageRenders ??= {};
    globalThis.__pageRenders[url] = (globalThis.__pageRenders[url] ?? 0) + 1;
    return { html: '<main>rendered ' + url + '</main>', styles: '', page: { modules: [], registry: {} } };
  },
});
`;

let t: TestApp;
let folder: string;
const renderer = globalThis as { __pageRenders?: Record<string, number>; __pageRendersFail?: boolean };
/** How many times a page was rendered (the server also renders /en once when it starts listening). */
const renders = (url: string) => renderer.__pageRenders?.[url] ?? 0;
const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-page-answers-'));
  fs.mkdirSync(path.join(folder, 'shell'));
  fs.mkdirSync(path.join(folder, 'server'));
  fs.writeFileSync(path.join(folder, 'shell', 'index.html'), SHELL);
  fs.writeFileSync(path.join(folder, 'server', 'server.js'), RENDERER);
  t = await createTestApp({ env: { SHELL_DIST: path.join(folder, 'shell'), SHELL_SERVER_DIST: path.join(folder, 'server'), PAGE_CACHE_SECONDS: '60' } });
  // The renderer reaches the server at its own address: it renders only once the server listens.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Renames a service in the database behind the API's back: nothing is told of the change. */
const renameQuietly = (serviceId: string, title: string) =>
  t.db.update(serviceTranslations).set({ title }).where(and(eq(serviceTranslations.serviceId, serviceId), eq(serviceTranslations.lang, 'en')));

describe('a page reused within its time', () => {
  it('keeps no answer of a page the server could not render: its head is read again on the next request', async () => {
    // A seeded service: making one is a catalogue write (see the last test).
    const [, service] = await someServices(t, 2);
    const url = `/en/services/${service!.slug}`;
    renderer.__pageRendersFail = true;
    try {
      const first = await page(url);
      expect(first.statusCode).toBe(200);
      expect(first.body).not.toContain(`rendered ${url}`);
      await renameQuietly(service!.id, 'Renamed while unrendered');
      expect(titleOf((await page(url)).body)).toContain('Renamed while unrendered');
    } finally {
      renderer.__pageRendersFail = false;
    }
    expect((await page(url)).body).toContain(`rendered ${url}`);
  });

  it('makes its pages again after a new build of the shell', async () => {
    const url = '/en/about';
    expect((await page(url)).body).toContain(`rendered ${url}`);
    const rendered = renders(url);
    await page(url);
    expect(renders(url)).toBe(rendered);
    // A new build: another index.html (another time), naming other scripts.
    const index = path.join(folder, 'shell', 'index.html');
    fs.writeFileSync(index, SHELL.replace('<body>', '<body><script src="/main.newbuild.js"></script>'));
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(index, later, later);
    const after = await page(url);
    expect(renders(url)).toBe(rendered + 1);
    expect(after.body).toContain('/main.newbuild.js');
    expect(after.body).toContain(`rendered ${url}`);
  });

  it('keeps a 404 with its render, as a page', async () => {
    const url = '/en/services/no-such-service';
    const missing = await page(url);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('noindex');
    const rendered = renders(url);
    expect((await page(url)).statusCode).toBe(404);
    expect(renders(url)).toBe(rendered);
  });

  // Last: on PostgreSQL a catalogue write clears the pages again when the change feed tells this
  // process of its own write, a moment later; no test after it can see that.
  it('keeps its status and head with its render, and both follow a catalogue change together', async () => {
    const [service] = await someServices(t, 1);
    const url = `/en/services/${service!.slug}`;
    const first = await page(url);
    expect(first.statusCode).toBe(200);
    expect(titleOf(first.body)).toContain(service!.title);
    expect(first.body).toContain(`rendered ${url}`);
    const rendered = renders(url);

    // Reused: not rendered again, and its head is not read again either (it still names the service as rendered).
    await renameQuietly(service!.id, 'Renamed quietly');
    const again = await page(url);
    expect(renders(url)).toBe(rendered);
    expect(titleOf(again.body)).toContain(service!.title);

    // A change through the back office clears the pages: the head and the render are made anew.
    const admin = (await signIn(t, 'admin@example.com', 'admin12345')).tokens.accessToken;
    await t.call({ method: 'PATCH', url: `/api/admin/services/${service!.id}`, token: admin, payload: { translations: { en: { title: 'Renamed openly' } } } });
    const after = await page(url);
    expect(renders(url)).toBe(rendered + 1);
    expect(titleOf(after.body)).toContain('Renamed openly');
  });
});
