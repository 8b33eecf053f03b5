import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';
import { verifiedClient } from './helpers/clients';
import { releaseStore } from '../modules/remotes/release-store';

/** A release store with two catalogue releases. */
function makeStore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-releases-'));
  for (const [remote, version] of [['catalogue', '1.0.0-aaaa1111'], ['catalogue', '1.1.0-bbbb2222'], ['promo', '0.1.0-cccc3333'], ['promo', '0.1.0-dddd4444']]) {
    fs.mkdirSync(path.join(dir, remote!, version!), { recursive: true });
    fs.writeFileSync(path.join(dir, remote!, version!, 'mf-manifest.json'), JSON.stringify({ name: remote, version }));
  }
  // A release built against another React, and one whose manifest is broken.
  const write = (remote: string, version: string, body: string) => {
    fs.mkdirSync(path.join(dir, remote, version), { recursive: true });
    fs.writeFileSync(path.join(dir, remote, version, 'mf-manifest.json'), body);
  };
  write('account', '2.0.0-react20aa', JSON.stringify({ name: 'account', shared: [{ name: 'react', requiredVersion: '^20.0.0' }, { name: 'react-dom', requiredVersion: '^20.0.0' }, { name: 'axios', requiredVersion: '^1.0.0' }] }));
  write('account', '1.5.0-react19aa', JSON.stringify({ name: 'account', shared: [{ name: 'react', requiredVersion: '^19.0.0' }, { name: 'axios', requiredVersion: '^1.0.0' }] }));
  write('account', '0.0.1-broken00', '{ not json');
  // Releases using MUI components: within what the shell provides, beyond it, and not saying.
  const mui = (usedExports?: string[]) => JSON.stringify({ name: 'account', shared: [{ name: '@mui/material', requiredVersion: '^9.0.0', usedExports }] });
  write('account', '0.2.0-muifits0', mui(['Button', 'Typography']));
  write('account', '0.3.0-rating00', mui(['Button', 'Rating', 'Slider']));
  write('account', '0.0.9-nolist00', mui());
  // Releases using MUI components shared by path (rspack.base.js: MUI_BY_PATH): one the shell provides, and one it does not.
  const byPath = (components: string[]) => JSON.stringify({ name: 'account', shared: components.map((component) => ({ name: `@mui/material/${component}`, requiredVersion: '^9.5.0' })) });
  write('account', '0.2.1-muipath0', byPath(['Table']));
  write('account', '0.3.1-muipath1', byPath(['Table', 'Rating']));
  // Releases built with the shell's Module Federation minor version and with another.
  const federation = (pluginVersion: string) => JSON.stringify({ name: 'account', metaData: { pluginVersion }, shared: [] });
  write('account', '0.4.0-mf29patch', federation('2.9.7'));
  write('account', '0.5.0-mf210000', federation('2.10.0'));
  return dir;
}

/** A built shell providing React 19, axios 1, and MUI 9 trimmed to a few components, with Table by its path. */
function makeShell(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-shell-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'shell', metaData: { pluginVersion: '2.9.2' }, shared: [{ name: 'react', version: '19.3.1' }, { name: 'react-dom', version: '19.3.1' }, { name: 'axios', version: '1.21.1' }, { name: '@mui/material', version: '9.5.0', usedExports: ['Box', 'Button', 'Typography'] }, { name: '@mui/material/Table', version: '9.5.0' }] }));
  return dir;
}

/** Another origin hosting releases (a CDN): serves the given manifests by path, 404 otherwise. */
async function startOrigin(files: Record<string, unknown>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const body = files[request.url ?? ''];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    response.end(body === undefined ? '{}' : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the remote registry (/api/admin/remotes)', () => {
  let t: TestApp;
  let store: string;
  let admin: string;
  let adminId: string;
  let client: string;
  let cdn: Awaited<ReturnType<typeof startOrigin>>;

  const remotesJson = async () => (await t.app.inject('/remotes.json')).json() as Record<string, string>;
  const catalogue = async () => {
    const response = await t.call({ method: 'GET', url: '/api/admin/remotes', token: admin });
    return (response.json().data as Array<{ name: string }>).find((remote) => remote.name === 'catalogue') as unknown as {
      version: string | null;
      url: string;
      versions: string[];
      history: Array<{ kind: string; url: string; version: string | null; fromUrl: string; fromVersion: string | null; by: string }>;
    };
  };

  beforeAll(async () => {
    cdn = await startOrigin({
      '/catalogue/2.0.0/mf-manifest.json': { name: 'catalogue', shared: [{ name: 'react', requiredVersion: '^19.0.0' }] },
      '/catalogue/3.0.0/mf-manifest.json': { name: 'catalogue', shared: [{ name: 'react', requiredVersion: '^20.0.0' }] },
    });
    store = makeStore();
    t = await createTestApp({ env: { RELEASES_DIR: store, SHELL_DIST: makeShell() } });
    const signedIn = await signIn(t, 'admin@example.com', 'admin12345');
    admin = signedIn.tokens.accessToken;
    adminId = signedIn.user.id;
    client = (await verifiedClient(t)).token;
  });
  afterAll(async () => {
    await t.close();
    await cdn.close();
    fs.rmSync(store, { recursive: true, force: true });
  });

  it('is for administrators only: 401 without a session, 403 for a client, and nothing changes', async () => {
    for (const [token, status] of [[undefined, 401], [client, 403]] as const) {
      expect((await t.call({ method: 'GET', url: '/api/admin/remotes', token })).statusCode).toBe(status);
      expect((await t.call({ method: 'PUT', url: '/api/admin/remotes/catalogue', token, payload: { version: '1.1.0-bbbb2222' } })).statusCode).toBe(status);
      expect((await t.call({ method: 'POST', url: '/api/admin/remotes/catalogue/rollback', token })).statusCode).toBe(status);
    }
    expect((await remotesJson()).catalogue).toBe('/remotes/catalogue/mf-manifest.json');
  });

  it('lists each remote with its release, the versions in the store and an empty history at first', async () => {
    const response = await t.call({ method: 'GET', url: '/api/admin/remotes', token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((remote: { name: string }) => remote.name)).toEqual(['catalogue', 'account', 'promo', 'admin']);
    expect(await catalogue()).toMatchObject({ version: null, url: '/remotes/catalogue/mf-manifest.json', history: [] });
    expect((await catalogue()).versions.sort()).toEqual(['1.0.0-aaaa1111', '1.1.0-bbbb2222']);
  });

  it.each([
    ['an unknown remote', '/api/admin/remotes/payments', { version: '1.0.0-aaaa1111' }, 404, 'REMOTE_NOT_FOUND'],
    ['a version not in the store', '/api/admin/remotes/catalogue', { version: '9.9.9' }, 404, 'RELEASE_NOT_FOUND'],
    ['a version that is a path', '/api/admin/remotes/catalogue', { version: '../account/1.0.0' }, 400, 'VALIDATION_ERROR'],
    ['both a version and a URL', '/api/admin/remotes/catalogue', { version: '1.0.0-aaaa1111', url: '/x/mf-manifest.json' }, 400, 'VALIDATION_ERROR'],
    ['a URL that is no manifest', '/api/admin/remotes/catalogue', { url: 'javascript:alert(1)//mf-manifest.json' }, 400, 'VALIDATION_ERROR'],
    ['a protocol-relative URL', '/api/admin/remotes/catalogue', { url: '//evil.example/mf-manifest.json' }, 400, 'VALIDATION_ERROR'],
    ['nothing', '/api/admin/remotes/catalogue', {}, 400, 'VALIDATION_ERROR'],
  ])('refuses %s and changes nothing', async (_what, url, payload, status, code) => {
    const response = await t.call({ method: 'PUT', url, token: admin, payload });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, code });
    expect((await remotesJson()).catalogue).toBe('/remotes/catalogue/mf-manifest.json');
  });

  it('refuses a release built for shared versions the shell does not provide, naming each (409), and changes nothing', async () => {
    const refused = await t.call({ method: 'PUT', url: '/api/admin/remotes/account', token: admin, payload: { version: '2.0.0-react20aa' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SHARED_VERSION_MISMATCH' });
    expect(refused.json().error).toContain('react: the release needs ^20.0.0, the shell provides 19.3.1');
    expect(refused.json().error).toContain('react-dom: the release needs ^20.0.0, the shell provides 19.3.1');
    expect(refused.json().error).not.toContain('axios');

    const broken = await t.call({ method: 'PUT', url: '/api/admin/remotes/account', token: admin, payload: { version: '0.0.1-broken00' } });
    expect(broken.statusCode).toBe(409);
    expect(broken.json()).toMatchObject({ code: 'RELEASE_MANIFEST_INVALID' });
    expect((await remotesJson()).account).toBe('/remotes/account/mf-manifest.json');

    const fits = await t.call({ method: 'PUT', url: '/api/admin/remotes/account', token: admin, payload: { version: '1.5.0-react19aa' } });
    expect(fits.statusCode).toBe(200);
    expect((await remotesJson()).account).toBe('/releases/account/1.5.0-react19aa/mf-manifest.json');
    expect((await t.call({ method: 'POST', url: '/api/admin/remotes/account/rollback', token: admin })).statusCode).toBe(200);
  });

  it("refuses a release built with another Module Federation minor version than the shell's (it runs on the shell's federation runtime)", async () => {
    const refused = await t.call({ method: 'PUT', url: '/api/admin/remotes/account', token: admin, payload: { version: '0.5.0-mf210000' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SHARED_VERSION_MISMATCH' });
    expect(refused.json().error).toContain("Module Federation: the release was built with 2.10.0 and runs on the shell's federation runtime, which is 2.9.2");
    expect((await remotesJson()).account).toBe('/remotes/account/mf-manifest.json');

    const patch = await t.call({ method: 'PUT', url: '/api/admin/remotes/account', token: admin, payload: { version: '0.4.0-mf29patch' } });
    expect(patch.statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/admin/remotes/account/rollback', token: admin })).statusCode).toBe(200);
  });

  it('refuses a release using exports of a trimmed shared module the shell does not provide, naming them (409)', async () => {
    const beyond = await t.call({ method: 'PUT', url: '/api/admin/remotes/account', token: admin, payload: { version: '0.3.0-rating00' } });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toMatchObject({ code: 'SHARED_VERSION_MISMATCH' });
    expect(beyond.json().error).toContain('@mui/material: the release uses Rating, Slider, which the shell does not provide');

    const silent = await t.call({ method: 'PUT', url: '/api/admin/remotes/account', token: admin, payload: { version: '0.0.9-nolist00' } });
    expect(silent.statusCode).toBe(409);
    expect(silent.json().error).toContain('@mui/material: the shell provides only some of its exports and the release does not list those it uses');
    const before = (await remotesJson()).account;
    expect(before).not.toContain('0.0.9');

    const fits = await t.call({ method: 'PUT', url: '/api/admin/remotes/account', token: admin, payload: { version: '0.2.0-muifits0' } });
    expect(fits.statusCode).toBe(200);
    expect((await remotesJson()).account).toBe('/releases/account/0.2.0-muifits0/mf-manifest.json');
    expect((await t.call({ method: 'POST', url: '/api/admin/remotes/account/rollback', token: admin })).statusCode).toBe(200);
  });

  it('refuses a release importing an MUI component by a path the shell does not share, naming it (409); one by a path it shares fits', async () => {
    const beyond = await t.call({ method: 'PUT', url: '/api/admin/remotes/account', token: admin, payload: { version: '0.3.1-muipath1' } });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toMatchObject({ code: 'SHARED_VERSION_MISMATCH' });
    expect(beyond.json().error).toContain('@mui/material/Rating: the release needs ^9.5.0, the shell provides none');
    expect(beyond.json().error).not.toContain('@mui/material/Table');
    expect((await remotesJson()).account).toBe('/remotes/account/mf-manifest.json');

    const fits = await t.call({ method: 'PUT', url: '/api/admin/remotes/account', token: admin, payload: { version: '0.2.1-muipath0' } });
    expect(fits.statusCode).toBe(200);
    expect((await remotesJson()).account).toBe('/releases/account/0.2.1-muipath0/mf-manifest.json');
    expect((await t.call({ method: 'POST', url: '/api/admin/remotes/account/rollback', token: admin })).statusCode).toBe(200);
  });

  it('checks a release hosted elsewhere as one of the store: 409 when it does not fit, 404 when nothing answers, and changes nothing', async () => {
    const misfit = await t.call({ method: 'PUT', url: '/api/admin/remotes/catalogue', token: admin, payload: { url: `${cdn.url}/catalogue/3.0.0/mf-manifest.json` } });
    expect(misfit.statusCode).toBe(409);
    expect(misfit.json()).toMatchObject({ code: 'SHARED_VERSION_MISMATCH' });
    expect(misfit.json().error).toContain('react: the release needs ^20.0.0, the shell provides 19.3.1');

    for (const url of [`${cdn.url}/catalogue/9.0.0/mf-manifest.json`, '/releases/catalogue/9.9.9/mf-manifest.json', '/releases/../../../etc/mf-manifest.json']) {
      const missing = await t.call({ method: 'PUT', url: '/api/admin/remotes/catalogue', token: admin, payload: { url } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'RELEASE_NOT_FOUND' });
      // The answer never names the server's folders.
      expect(missing.json().error).not.toContain(os.tmpdir());
    }
    expect((await remotesJson()).catalogue).toBe('/remotes/catalogue/mf-manifest.json');
  });

  it('has nothing to roll back before a first change (409)', async () => {
    const response = await t.call({ method: 'POST', url: '/api/admin/remotes/catalogue/rollback', token: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'NOTHING_TO_ROLL_BACK' });
  });

  it('switches releases at run time, records who changed what from what, and rolls back', async () => {
    const v11 = '/releases/catalogue/1.1.0-bbbb2222/mf-manifest.json';
    const elsewhere = `${cdn.url}/catalogue/2.0.0/mf-manifest.json`;

    const activated = await t.call({ method: 'PUT', url: '/api/admin/remotes/catalogue', token: admin, payload: { version: '1.1.0-bbbb2222' } });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().data).toMatchObject({ version: '1.1.0-bbbb2222', url: v11 });
    expect((await remotesJson()).catalogue).toBe(v11);

    const csp = async () => (await t.app.inject('/health')).headers['content-security-policy'] as string;
    const directive = async (name: string) => (await csp()).split(';').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(await directive('script-src')).not.toContain(cdn.url);
    expect((await t.call({ method: 'PUT', url: '/api/admin/remotes/catalogue', token: admin, payload: { url: elsewhere } })).statusCode).toBe(200);
    expect((await remotesJson()).catalogue).toBe(elsewhere);
    // Pages may now load the release from its origin, and only that other origin.
    expect(await directive('script-src')).toBe(`script-src 'self' ${cdn.url}`);
    expect(await directive('connect-src')).toBe(`connect-src 'self' ${cdn.url}`);
    expect(await directive('style-src')).toBe(`style-src 'self' ${cdn.url} 'unsafe-inline'`);

    const rolledBack = await t.call({ method: 'POST', url: '/api/admin/remotes/catalogue/rollback', token: admin });
    expect(rolledBack.statusCode).toBe(200);
    expect((await remotesJson()).catalogue).toBe(v11);
    expect(await directive('script-src')).toBe("script-src 'self'");
    const { history, version } = await catalogue();
    expect(version).toBe('1.1.0-bbbb2222');
    expect(history).toEqual([
      expect.objectContaining({ kind: 'rollback', url: v11, version: '1.1.0-bbbb2222', fromUrl: elsewhere, fromVersion: null, by: adminId }),
      expect.objectContaining({ kind: 'activate', url: elsewhere, version: null, fromUrl: v11, fromVersion: '1.1.0-bbbb2222', by: adminId }),
      expect.objectContaining({ kind: 'activate', url: v11, version: '1.1.0-bbbb2222', fromUrl: '/remotes/catalogue/mf-manifest.json', fromVersion: null, by: adminId }),
    ]);
    // The other remotes did not move.
    expect((await remotesJson()).account).toBe('/remotes/account/mf-manifest.json');
  });

  it('follows the builds `npm start` publishes until an administrator chooses a release', async () => {
    const store_ = releaseStore(store);
    const promo = async () => (await remotesJson()).promo;
    await t.app.remoteRegistry.followStartedBuilds(store_, { promo: '0.1.0-cccc3333' });
    expect(await promo()).toBe('/releases/promo/0.1.0-cccc3333/mf-manifest.json');
    await t.app.remoteRegistry.followStartedBuilds(store_, { promo: '0.1.0-dddd4444' });
    expect(await promo()).toBe('/releases/promo/0.1.0-dddd4444/mf-manifest.json');
    // A version missing from the store is not activated.
    await t.app.remoteRegistry.followStartedBuilds(store_, { promo: '9.9.9-missing0' });
    expect(await promo()).toBe('/releases/promo/0.1.0-dddd4444/mf-manifest.json');

    expect((await t.call({ method: 'PUT', url: '/api/admin/remotes/promo', token: admin, payload: { version: '0.1.0-cccc3333' } })).statusCode).toBe(200);
    await t.app.remoteRegistry.followStartedBuilds(store_, { promo: '0.1.0-dddd4444' });
    expect(await promo()).toBe('/releases/promo/0.1.0-cccc3333/mf-manifest.json');
  });

  it("serves the store's releases to any origin", async () => {
    const response = await t.app.inject('/releases/catalogue/1.0.0-aaaa1111/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'catalogue', version: '1.0.0-aaaa1111' });
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The manifest and translations are fetched, across origins: CORS for anyone, without credentials.
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect((await t.app.inject('/api/services')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
