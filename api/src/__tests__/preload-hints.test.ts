import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NO_SHELL_SCRIPTS, pageHints, preloadLinks, shellScripts } from '../modules/pages/preload-hints';
import { releaseScriptsOf, remoteHints } from '../modules/pages/remote-hints';

describe('preload hints', () => {
  const startup = [{ href: '/587.x.js', as: 'script' as const }];
  const shell = {
    startup,
    byPath: {
      '@mui/material/OutlinedInput': [{ href: '/2104.a.js', as: 'script' as const }, { href: '/2253.b.js', as: 'script' as const }],
      '@mui/material/InputLabel': [{ href: '/3752.c.js', as: 'script' as const }],
      '@mui/material/Table': [{ href: '/2002.d.js', as: 'script' as const }],
      '@mui/material/TextField': [{ href: '/2253.b.js', as: 'script' as const }, { href: '/8992.g.js', as: 'script' as const }],
    },
    parts: { '@mui/material/TextField': ['@mui/material/InputLabel', '@mui/material/OutlinedInput'] },
    onDemand: {
      RegisterPage: [{ href: '/2253.b.js', as: 'script' as const }, { href: '/RegisterPage.e.js', as: 'script' as const }],
      LoginPage: [{ href: '/LoginPage.f.js', as: 'script' as const }],
    },
  };

  it('give the start-up alone for a page without components shared by path or on-demand code, whatever remotes it rendered', () => {
    expect(pageHints(shell)).toEqual(startup);
    expect(pageHints(shell, { html: '<section class="MuiPaper-root">' })).toEqual(startup);
  });

  it('add the scripts of the components shared by path that the page shows, by the class MUI gives their root', () => {
    const html = '<div class="MuiFormControl-root"><label class="MuiFormLabel-root MuiInputLabel-root css-1">Search</label><div class="MuiInputBase-root MuiOutlinedInput-root">';
    expect(pageHints(shell, { html })).toEqual([...startup, ...shell.byPath['@mui/material/OutlinedInput'], ...shell.byPath['@mui/material/InputLabel']]);
    // A class that only begins like one (MuiTableCell-root is not MuiTable-root), or text that names one, is not one.
    expect(pageHints(shell, { html: '<td class="MuiTableCell-root">MuiTable-rootless</td>' })).toEqual(startup);
  });

  it("leave out a component drawn as a part of another, inside that one's root element, and count it beside it", () => {
    const textField = (label: string) =>
      `<div class="MuiFormControl-root MuiTextField-root"><label class="MuiFormLabel-root MuiInputLabel-root">${label}</label><div class="MuiInputBase-root MuiOutlinedInput-root"><input class="MuiInputBase-input"></div></div>`;
    const textFieldScripts = shell.byPath['@mui/material/TextField'];
    // A form of text fields: TextField's own files draw their labels and inputs.
    expect(pageHints(shell, { html: `<form>${textField('Name')}<br>${textField('Email')}</form>` })).toEqual([...startup, ...textFieldScripts]);
    // Text that looks like a root class in a style sheet or a script is not an element.
    const html = `<style>.x{content:"<div class='MuiInputLabel-root'>"}</style><script>"<label class='MuiInputLabel-root'>"</script>${textField('Name')}`;
    expect(pageHints(shell, { html })).toEqual([...startup, ...textFieldScripts]);
    // The catalogue's search, a label and an input of their own, beside a text field: their scripts too.
    const search = '<div class="MuiFormControl-root"><label class="MuiInputLabel-root">Search</label><div class="MuiOutlinedInput-root"><input></div></div>';
    expect(pageHints(shell, { html: `<main>${textField('Name')}${search}</main>` })).toEqual([
      ...startup,
      ...shell.byPath['@mui/material/OutlinedInput'],
      ...shell.byPath['@mui/material/InputLabel'],
      ...textFieldScripts,
    ]);
  });

  it("add the scripts of the shell's on-demand chunks the page rendered, by name, and nothing for a name the build does not list", () => {
    const html = '<div class="MuiInputBase-root MuiOutlinedInput-root"></div>';
    const hints = pageHints(shell, { html, onDemand: ['RegisterPage'] });
    expect(hints).toEqual([...startup, ...shell.onDemand.RegisterPage, ...shell.byPath['@mui/material/OutlinedInput']]);
    // The outlined input's script and the page's are one: it is hinted once.
    expect(preloadLinks(hints).split('\n')).toHaveLength(4);
    expect(pageHints(shell, { onDemand: ['ContactForm', 'constructor', '__proto__'] })).toEqual(startup);
  });

  it('are link tags with each address once, escaped', () => {
    const links = preloadLinks([
      { href: '/a.js', as: 'script' },
      { href: '/a.js', as: 'script' },
      { href: '/b.js?x="><script>', as: 'script' },
    ]);
    expect(links.split('\n')).toHaveLength(2);
    expect(links).toContain('<link rel="preload" as="script" href="/a.js" fetchpriority="low">');
    expect(links).toContain('<link rel="preload" as="script" href="/b.js?x=&quot;&gt;&lt;script&gt;" fetchpriority="low">');
  });

  it("read the shell's scripts from its build, and none when it is not built or the file is broken", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-startup-'));
    expect(shellScripts(dir)).toEqual(NO_SHELL_SCRIPTS);
    fs.writeFileSync(path.join(dir, 'first-load.json'), '{ broken');
    expect(shellScripts(dir)).toEqual(NO_SHELL_SCRIPTS);
    fs.writeFileSync(
      path.join(dir, 'first-load.json'),
      JSON.stringify({
        scripts: ['/1.a.js', 7, '/2.b.js'],
        byPath: { '@mui/material/Table': ['/3.c.js', null] },
        parts: { '@mui/material/TablePagination': ['@mui/material/TableCell', 3] },
        onDemand: { LoginPage: ['/LoginPage.d.js'], Broken: 'x' },
      }),
    );
    expect(shellScripts(dir)).toEqual({
      startup: [
        { href: '/1.a.js', as: 'script' },
        { href: '/2.b.js', as: 'script' },
      ],
      byPath: { '@mui/material/Table': [{ href: '/3.c.js', as: 'script' }] },
      parts: { '@mui/material/TablePagination': ['@mui/material/TableCell'] },
      onDemand: { LoginPage: [{ href: '/LoginPage.d.js', as: 'script' }], Broken: [] },
    });
    // A build of before the components' and the on-demand chunks' scripts were listed.
    fs.writeFileSync(path.join(dir, 'first-load.json'), JSON.stringify({ scripts: ['/1.a.js'] }));
    expect(shellScripts(dir)).toEqual({ startup: [{ href: '/1.a.js', as: 'script' }], byPath: {}, parts: {}, onDemand: {} });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

/** A release's manifest as the federation plugin writes it, with what the hints read. */
const manifestOf = (exposes: Record<string, string[]>, publicPath = 'auto') => ({
  name: 'catalogue',
  metaData: { name: 'catalogue', publicPath, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [],
  remotes: [],
  exposes: Object.entries(exposes).map(([name, sync]) => ({ name, path: `./${name}`, assets: { js: { sync, async: ['187.a.js'] }, css: { sync: [], async: [] } } })),
});

describe("a remote's scripts for a page's hints", () => {
  it("are its entry beside the manifest, and each exposed module's chunks loaded at once, where the entry is", () => {
    const scripts = releaseScriptsOf('/releases/catalogue/1.0.0/mf-manifest.json', manifestOf({ CataloguePage: ['__federation_expose_CataloguePage.1.js', '311.2.js'] }));
    expect(scripts?.entry).toBe('/releases/catalogue/1.0.0/remoteEntry.js');
    expect(scripts?.byExpose.get('CataloguePage')).toEqual(['/releases/catalogue/1.0.0/__federation_expose_CataloguePage.1.js', '/releases/catalogue/1.0.0/311.2.js']);
    // A release on another origin, by its whole address; one built with a public path of its own, there.
    const elsewhere = releaseScriptsOf('https://cdn.example/promo/v2/mf-manifest.json', manifestOf({ PromoBanner: ['4.js'] }));
    expect([elsewhere?.entry, ...(elsewhere?.byExpose.get('PromoBanner') ?? [])]).toEqual(['https://cdn.example/promo/v2/remoteEntry.js', 'https://cdn.example/promo/v2/4.js']);
    const ownPath = releaseScriptsOf('/releases/promo/1.0.0/mf-manifest.json', manifestOf({ PromoBanner: ['4.js'] }, 'https://static.example/promo/'));
    expect(ownPath?.byExpose.get('PromoBanner')).toEqual(['https://static.example/promo/4.js']);
  });

  it('are none for what is not a manifest, and never an address that is not a web one', () => {
    expect(releaseScriptsOf('/releases/x/mf-manifest.json', null)).toBeNull();
    expect(releaseScriptsOf('/releases/x/mf-manifest.json', { exposes: 'all' })).toBeNull();
    expect(releaseScriptsOf('/releases/x/mf-manifest.json', manifestOf({ Page: ['javascript:alert(1)', 'data:text/javascript,1', '5.js'] }))?.byExpose.get('Page')).toEqual(['/releases/x/5.js']);
  });

  it("hint each rendered module's remote entry and chunks, marked with its remote, from the manifests the registry names", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-release-hints-'));
    fs.mkdirSync(path.join(dir, 'catalogue'));
    fs.writeFileSync(path.join(dir, 'catalogue', 'mf-manifest.json'), JSON.stringify(manifestOf({ ServicesSection: ['__federation_expose_ServicesSection.1.js'], CataloguePage: ['x.js'] })));
    fs.mkdirSync(path.join(dir, 'promo'));
    fs.writeFileSync(path.join(dir, 'promo', 'mf-manifest.json'), '{ not json');
    const hintsFor = remoteHints({ '/releases/': dir });
    const registry = { catalogue: '/releases/catalogue/mf-manifest.json', promo: '/releases/promo/mf-manifest.json', account: '/releases/account/mf-manifest.json' };

    const hints = await hintsFor({ modules: ['catalogue/ServicesSection', 'promo/PromoBanner', 'account/AccountPage', 'admin/AdminPage', '__proto__/x'], registry });
    // The promotion's manifest is unreadable and the account's missing: no hints of theirs, and no error.
    expect(hints).toEqual([
      { href: '/releases/catalogue/remoteEntry.js', as: 'script', remote: 'catalogue' },
      { href: '/releases/catalogue/__federation_expose_ServicesSection.1.js', as: 'script', remote: 'catalogue', prefetch: true },
    ]);
    // The entry preloaded; the module's chunks prefetched (compiled as they stream in when they run).
    expect(preloadLinks(hints)).toBe(
      '<link rel="preload" as="script" href="/releases/catalogue/remoteEntry.js" fetchpriority="low" data-remote="catalogue">\n' +
        '    <link rel="prefetch" as="script" href="/releases/catalogue/__federation_expose_ServicesSection.1.js" data-remote="catalogue">',
    );
    // A module its release does not expose: the entry alone.
    expect(await hintsFor({ modules: ['catalogue/Gone'], registry })).toEqual([{ href: '/releases/catalogue/remoteEntry.js', as: 'script', remote: 'catalogue' }]);
    // After the shell's start-up and on-demand scripts, before the components'.
    expect(pageHints({ ...NO_SHELL_SCRIPTS, startup: [{ href: '/1.js', as: 'script' }] }, {}, hints).map(({ href }) => href)).toEqual([
      '/1.js',
      '/releases/catalogue/remoteEntry.js',
      '/releases/catalogue/__federation_expose_ServicesSection.1.js',
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('do not hold a page back for a manifest elsewhere that does not answer', async () => {
    // A release's origin that takes the request and never answers.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const hintsFor = remoteHints({});
    const started = Date.now();
    expect(await hintsFor({ modules: ['promo/PromoBanner'], registry: { promo: `http://127.0.0.1:${port}/promo/mf-manifest.json` } })).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(sockets.size).toBe(1);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });
});
