import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serviceAt } from './helpers/clients';
import { createTestApp, type TestApp } from './helpers/test-app';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="generic" />
    <title>Growth Partners</title>
  </head>
  <body><div id="root"></div><script src="/main.0123456789.js"></script></body>
</html>`;

let t: TestApp;
let shellDir: string;
beforeAll(async () => {
  shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-pages-'));
  fs.writeFileSync(path.join(shellDir, 'index.html'), SHELL);
  t = await createTestApp({ env: { SHELL_DIST: shellDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(shellDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { accept: 'text/html', ...headers } });
const alternates = (html: string) => [...html.matchAll(/rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe('redirects answered by the server (spec 2)', () => {
  it.each([
    [{}, '/en'],
    [{ 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.8' }, '/ua'],
    [{ 'accept-language': 'de-DE,cs;q=0.7' }, '/cz'],
    [{ cookie: 'gp.language=es', 'accept-language': 'uk' }, '/es'],
  ])('sends / with %j to %s (302, varying on language and cookie)', async (headers, location) => {
    const response = await page('/', headers);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers.vary).toContain('Accept-Language');
    expect(response.headers.vary).toContain('Cookie');
  });

  it.each([
    ['/services?category=seo-content', '/en/services?category=seo-content'],
    ['/en/pricing', '/en/services'],
    ['/account/orders', '/en/account/dashboard'],
    ['/auth/register', '/en/auth/login'],
    ['/xx/services', '/en/services'],
  ])('moves %s to %s for good (301)', async (url, location) => {
    const response = await page(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });
});

describe('a page arrives with its own head', () => {
  it('a service page in Ukrainian: lang uk, its title and description, canonical, 8 alternates and x-default, OpenGraph, Service with its Offer', async () => {
    const api = (await t.call({ method: 'GET', url: '/api/services/technical-seo-audit?lang=ua' })).json().data;
    const response = await page('/ua/services/technical-seo-audit');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="uk"');
    expect(html).toContain(`<title>${api.title} — `);
    expect(html).toContain(`<meta name="description" content="${api.shortDescription}">`);
    expect(html).not.toContain('content="generic"');
    expect(html).toContain('<link data-page-link rel="canonical" href="http://site.test/ua/services/technical-seo-audit">');
    expect(alternates(html)).toEqual([
      ['en', 'http://site.test/en/services/technical-seo-audit'],
      ['uk', 'http://site.test/ua/services/technical-seo-audit'],
      ['ru', 'http://site.test/ru/services/technical-seo-audit'],
      ['es', 'http://site.test/es/services/technical-seo-audit'],
      ['pl', 'http://site.test/pl/services/technical-seo-audit'],
      ['lt', 'http://site.test/lt/services/technical-seo-audit'],
      ['nl', 'http://site.test/nl/services/technical-seo-audit'],
      ['cs', 'http://site.test/cz/services/technical-seo-audit'],
      ['x-default', 'http://site.test/en/services/technical-seo-audit'],
    ]);
    expect(html).toContain('<meta property="og:locale" content="uk_UA">');
    expect(html).toContain('<meta property="og:url" content="http://site.test/ua/services/technical-seo-audit">');
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({ '@type': 'Service', name: api.title, offers: expect.objectContaining({ '@type': 'Offer', price: api.priceFrom.toFixed(2), priceCurrency: 'EUR' }) }),
    ]);
    expect(html).toContain('<script src="/main.0123456789.js"></script>');
  });

  it('the home page in Czech: lang cs and the Organization', async () => {
    const html = (await page('/cz')).body;
    expect(html).toContain('<html lang="cs"');
    expect(jsonLd(html)).toEqual([expect.objectContaining({ '@type': 'Organization', url: 'http://site.test' })]);
  });

  it('a category of the catalogue: its name, and the category in the canonical', async () => {
    const html = (await page('/en/services?category=seo-content')).body;
    expect(html).toContain('href="http://site.test/en/services?category=seo-content"');
    expect(html).toMatch(/<title>[^<]+ — Growth Partners<\/title>/);
  });

  it('private pages carry noindex', async () => {
    for (const url of ['/en/account/orders', '/en/cart', '/en/checkout', '/en/auth/reset-password']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
    expect((await page('/en/auth/login')).body).not.toContain('noindex');
  });

  it('answers a page as HTML whatever the Accept header', async () => {
    const response = await t.app.inject({ url: '/en/services', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('escapes what comes from the data: a title cannot break out of the head or the structured data', async () => {
    const hostile = '</title></script><script>alert(1)</script>';
    const created = await serviceAt(t, [100]);
    await t.call({ method: 'PATCH', url: `/api/admin/services/${created.id}`, token: created.adminToken, payload: { translations: { en: { title: hostile } } } });
    const html = (await page(`/en/services/${created.slug}`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;/title&gt;&lt;/script&gt;');
    expect(jsonLd(html)[0].name).toBe(hostile);
  });
});

describe('404 for what no route names', () => {
  it.each(['/en/nowhere', '/en/services/no-such-service', '/en/services?category=no-such-category', '/ua/policies/none'])(
    '%s answers 404 with the translated not-found head',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('names the page in the language of its path', async () => {
    const en = (await page('/en/nowhere')).body;
    const ua = (await page('/ua/nowhere')).body;
    expect(en).toContain('<title>Page Not Found — Growth Partners</title>');
    expect(ua).toContain('<html lang="uk"');
    expect(ua).not.toContain('<title>Page Not Found');
  });
});

describe('crawl files', () => {
  it('robots.txt keeps private paths out and names the sitemap', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /*/account');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: http://site.test/sitemap.xml');
  });

  it('sitemap.xml lists every public page in all 8 languages with alternates and the last change', async () => {
    const response = await t.app.inject('/sitemap.xml');
    expect(response.headers['content-type']).toContain('application/xml');
    const services = (await t.call({ method: 'GET', url: '/api/services?limit=100' })).json().pagination.total as number;
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(8 * (3 + 6 + services));
    expect(locs).toEqual(expect.arrayContaining(['http://site.test/en', 'http://site.test/cz/services/technical-seo-audit', 'http://site.test/ua/policies/privacy']));
    const entry = response.body.split('<url>').find((part) => part.includes('<loc>http://site.test/pl/services/technical-seo-audit</loc>'))!;
    expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="uk" href="http://site.test/ua/services/technical-seo-audit"/>');
    expect(entry).toContain('hreflang="x-default"');
  });

  it('serves the icon at /favicon.ico and a web app manifest', async () => {
    const icon = await t.app.inject('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    const manifest = (await t.app.inject('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Growth Partners', start_url: '/', theme_color: '#ff9000' });
    expect((await page('/en')).body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });
});
