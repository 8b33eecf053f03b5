import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { serviceTranslations } from '../db/schema';
import { serviceAt } from './helpers/clients';
import { createTestApp, type TestApp } from './helpers/test-app';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Growth Partners</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A shell Node bundle standing in for the built one: it counts its renders, and fails them while told to. */
const RENDERER = `
exports.loadRenderer = async () => ({
  async renderPage({ url }) {
    if (globalThis.__pageRendersFail) throw new Error('the page does not render');
    globalThis.__pageRenders = (globalThis.__pageRenders ?? 0) + 1;
    return { html: '<main>rendered ' + url + '</main>', styles: '', page: { modules: [], registry: {} } };
  },
});
`;

let t: TestApp;
let folder: string;
const renderer = globalThis as { __pageRenders?: number; __pageRendersFail?: boolean };
const renders = () => renderer.__pageRenders ?? 0;
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
  it('keeps its status and head with its render, and both follow a catalogue change together', async () => {
    const service = await serviceAt(t, [100]);
    const url = `/en/services/${service.slug}`;
    const first = await page(url);
    expect(first.statusCode).toBe(200);
    expect(titleOf(first.body)).toContain(`Test ${service.slug}`);
    expect(first.body).toContain(`rendered ${url}`);
    const rendered = renders();

    // Reused: not rendered again, and its head is not read again either (it still names the service as rendered).
    await renameQuietly(service.id, 'Renamed quietly');
    const again = await page(url);
    expect(renders()).toBe(rendered);
    expect(titleOf(again.body)).toContain(`Test ${service.slug}`);

    // A change through the back office clears the pages: the head and the render are made anew.
    await t.call({ method: 'PATCH', url: `/api/admin/services/${service.id}`, token: service.adminToken, payload: { translations: { en: { title: 'Renamed openly' } } } });
    const after = await page(url);
    expect(renders()).toBe(rendered + 1);
    expect(titleOf(after.body)).toContain('Renamed openly');
  });

  it('keeps no answer of a page the server could not render: its head is read again on the next request', async () => {
    const service = await serviceAt(t, [100]);
    const url = `/en/services/${service.slug}`;
    renderer.__pageRendersFail = true;
    try {
      const first = await page(url);
      expect(first.statusCode).toBe(200);
      expect(first.body).not.toContain(`rendered ${url}`);
      await renameQuietly(service.id, 'Renamed while unrendered');
      expect(titleOf((await page(url)).body)).toContain('Renamed while unrendered');
    } finally {
      renderer.__pageRendersFail = false;
    }
    expect((await page(url)).body).toContain(`rendered ${url}`);
  });

  it('makes its pages again after a new build of the shell', async () => {
    const url = '/en/about';
    expect((await page(url)).body).toContain(`rendered ${url}`);
    const rendered = renders();
    await page(url);
    expect(renders()).toBe(rendered);
    // A new build: another index.html (another time), naming other scripts.
    const index = path.join(folder, 'shell', 'index.html');
    fs.writeFileSync(index, SHELL.replace('<body>', '<body><script src="/main.newbuild.js"></script>'));
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(index, later, later);
    const after = await page(url);
    expect(renders()).toBe(rendered + 1);
    expect(after.body).toContain('/main.newbuild.js');
    expect(after.body).toContain(`rendered ${url}`);
  });

  it('keeps a 404 with its render, as a page', async () => {
    const missing = await page('/en/services/no-such-service');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('noindex');
    const rendered = renders();
    expect((await page('/en/services/no-such-service')).statusCode).toBe(404);
    expect(renders()).toBe(rendered);
  });
});
