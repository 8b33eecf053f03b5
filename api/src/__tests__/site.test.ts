import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../config';
import { createTestApp, type TestApp } from './helpers/test-app';

const MANAGER_SCRIPT = 'window.CONFIG_TYPE = "PRODUCTION";';
const PREVIEW_SCRIPT = 'import "./main.js";';
const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** A tiny built site in a temporary folder: the shell, the catalogue remote and the design system. */
function makeBuilds(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-site-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/index.html', '<!doctype html><title>shell</title><div id="root"></div>');
  write('shell/main.0123456789.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  write('shell/locales/en/common.json', '{"brand":"Growth Partners"}');
  write('shell/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('catalogue/mf-manifest.json', '{"name":"catalogue"}');
  write('catalogue/remoteEntry.js', 'var catalogue;');
  write('catalogue/412.abcdef1234.js', 'chunk');
  // A brotli copy made at build time (scripts/precompress.mjs).
  fs.writeFileSync(path.join(root, 'catalogue/412.abcdef1234.js.br'), zlib.brotliCompressSync('chunk, precompressed'));
  write('catalogue/412.abcdef1234.js.map', '{"sources":["secret.ts"]}');
  write('shell/main.0123456789.js.map', '{"sources":["secret.ts"]}');
  // The design system's Storybook build: pages that start with inline scripts, and the design tokens.
  write('design/index.html', `<!doctype html><script>${MANAGER_SCRIPT}</script><script type="module" src="./sb-manager/runtime.js"></script>`);
  write('design/iframe.html', `<!doctype html><script type="module">${PREVIEW_SCRIPT}</script><div id="storybook-root"></div>`);
  write('design/tokens.json', '{"color":{"$type":"color"}}');
  write('design/8.fa2857a8.iframe.bundle.js', 'story');
  write('design/main.iframe.bundle.js.map', '{"sources":["secret.ts"]}');
  return root;
}

describe('serving the site', () => {
  let app: FastifyInstance;
  let test: TestApp;
  let root: string;

  beforeAll(async () => {
    root = makeBuilds();
    test = await createTestApp({
      env: { SHELL_DIST: path.join(root, 'shell') },
      configure: (config) => {
        config.designDir = path.join(root, 'design');
        config.remoteDirs = { catalogue: path.join(root, 'catalogue'), account: path.join(root, 'none'), promo: path.join(root, 'none'), admin: path.join(root, 'none') };
      },
    });
    app = test.app;
  });
  afterAll(async () => {
    await test.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers /health', async () => {
    const response = await app.inject('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves /remotes.json, uncached, pointing at this origin by default', async () => {
    const response = await app.inject('/remotes.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      catalogue: '/remotes/catalogue/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
      promo: '/remotes/promo/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
  });

  const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it.each(['/en', '/en/services/technical-seo-audit?x=1', '/ua/account/orders'])('answers the page %s with the shell, uncached', async (url) => {
    const response = await app.inject({ url, headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed files for a year and compresses them', async () => {
    const response = await app.inject({ url: '/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the brotli copy made at build time, cached as the file it is a copy of', async () => {
    const response = await app.inject({ url: '/remotes/catalogue/412.abcdef1234.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe('chunk, precompressed');
  });

  it.each([
    ['/remotes/catalogue/mf-manifest.json', 'no-cache'],
    ['/remotes/catalogue/remoteEntry.js', 'no-cache'],
    ['/locales/en/common.json', 'no-cache'],
    ['/remotes/catalogue/412.abcdef1234.js', 'public, max-age=31536000, immutable'],
  ])('serves %s with Cache-Control %s', async (url, cacheControl) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it.each(['/api/unknown', '/remotes/catalogue/missing.js', '/missing.js'])(
    'answers the missing %s with a JSON 404, not the shell, even to a browser',
    async (url) => {
      const response = await app.inject({ url, headers: browser });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: 'Not found', code: 'NOT_FOUND' });
    },
  );

  it.each(['/main.0123456789.js.map', '/remotes/catalogue/412.abcdef1234.js.map'])('never serves the source map %s', async (url) => {
    const response = await app.inject({ url, headers: browser });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret.ts');
  });

  it.each(['/main.0123456789.js', '/remotes/catalogue/412.abcdef1234.js', '/remotes/catalogue/remoteEntry.js'])(
    'answers the script %s without the headers that govern documents, keeping nosniff and its resource policy',
    async (url) => {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode).toBe(200);
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy', 'x-xss-protection']) expect(response.headers[name]).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBeDefined();
    },
  );

  it.each(['/en', '/favicon.svg', '/remotes/catalogue/mf-manifest.json'])('answers %s with the document headers', async (url) => {
    const response = await app.inject({ url, headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("keeps API answers and this origin's files to this origin, and lets other origins load a remote's files", async () => {
    const api = await test.call({ method: 'GET', url: '/api/categories' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await app.inject('/main.0123456789.js')).headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await app.inject('/remotes/catalogue/remoteEntry.js')).headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('serves the design system at /design/, its inline start-up scripts allowed by their hashes only, framed by this origin only', async () => {
    expect((await app.inject('/design')).headers.location).toBe('/design/');
    const manager = await app.inject({ url: '/design/', headers: browser });
    expect(manager.statusCode).toBe(200);
    const policy = String(manager.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${sha256(MANAGER_SCRIPT)} ${sha256(PREVIEW_SCRIPT)};`);
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe');
    expect(policy).toContain("frame-ancestors 'self'");
    expect((await app.inject('/design/iframe.html')).headers['content-security-policy']).toBe(policy);
    // The site's own pages keep theirs: no inline script, framed by no one.
    expect((await app.inject({ url: '/en', headers: browser })).headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('publishes the design tokens at /design/tokens.json, and no source map of the design system', async () => {
    const tokens = await app.inject('/design/tokens.json');
    expect(tokens.headers['content-type']).toContain('application/json');
    expect(tokens.json()).toEqual({ color: { $type: 'color' } });
    expect((await app.inject('/design/main.iframe.bundle.js.map')).statusCode).toBe(404);
    expect((await app.inject('/design/8.fa2857a8.iframe.bundle.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(tokens.headers['cache-control']).toBe('no-cache');
  });

  it('sends Strict-Transport-Security only over HTTPS', async () => {
    expect((await app.inject('/health')).headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const https = await behindProxy.app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behindProxy.close();
    }
  });

  it('answers an API client asking for the missing /auth/nothing with a JSON 404', async () => {
    const response = await app.inject({ url: '/auth/nothing', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('configuration', () => {
  it('lets REMOTES move one remote elsewhere, keeping the others here', () => {
    const config = loadConfig({ REMOTES: '{"catalogue":"https://cdn.example.com/catalogue/mf-manifest.json"}' });
    expect(config.remotes).toEqual({
      catalogue: 'https://cdn.example.com/catalogue/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
      promo: '/remotes/promo/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
  });

  it.each([
    [{ REMOTES: 'not json' }, /REMOTES must be JSON/],
    [{ REMOTES: '["x"]' }, /REMOTES must be a JSON object/],
    [{ REMOTES: '{"shop":"/x"}' }, /unknown remote "shop"/],
    [{ REMOTES: '{"promo":42}' }, /REMOTES.promo must be a URL/],
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('defaults to port 3000', () => {
    expect(loadConfig({}).port).toBe(3000);
    expect(loadConfig({ PORT: '4100' }).port).toBe(4100);
  });
});
