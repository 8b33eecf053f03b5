import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageHints, preloadLinks, shellStartupHints } from '../modules/pages/preload-hints';

describe('preload hints', () => {
  it("add to the shell's start-up the manifest of each remote the page rendered, once, as its registry names it", () => {
    const startup = [{ href: '/587.x.js', as: 'script' as const }];
    const page = {
      modules: ['catalogue/ServicesSection', 'promo/PromoBanner', 'catalogue/CataloguePage'],
      registry: { catalogue: '/releases/catalogue/1.2.0/mf-manifest.json', promo: 'https://cdn.example/promo/mf-manifest.json', account: '/remotes/account/mf-manifest.json' },
    };
    expect(pageHints(startup, page)).toEqual([
      { href: '/587.x.js', as: 'script' },
      { href: '/releases/catalogue/1.2.0/mf-manifest.json', as: 'fetch' },
      { href: 'https://cdn.example/promo/mf-manifest.json', as: 'fetch' },
    ]);
  });

  it('give the start-up alone for a page without remotes, or with a remote the registry does not name', () => {
    const startup = [{ href: '/587.x.js', as: 'script' as const }];
    expect(pageHints(startup, undefined)).toEqual(startup);
    expect(pageHints(startup, { modules: ['account/AccountArea'], registry: {} })).toEqual(startup);
  });

  it('are link tags with each address once, escaped, and fetches marked for CORS', () => {
    const links = preloadLinks([
      { href: '/a.js', as: 'script' },
      { href: '/a.js', as: 'script' },
      { href: '/m.json?x="><script>', as: 'fetch' },
    ]);
    expect(links.split('\n')).toHaveLength(2);
    expect(links).toContain('<link rel="preload" as="script" href="/a.js" fetchpriority="low">');
    expect(links).toContain('<link rel="preload" as="fetch" href="/m.json?x=&quot;&gt;&lt;script&gt;" crossorigin>');
  });

  it("read the shell's start-up from its build, and none when it is not built or the file is broken", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-startup-'));
    expect(shellStartupHints(dir)).toEqual([]);
    fs.writeFileSync(path.join(dir, 'first-load.json'), '{ broken');
    expect(shellStartupHints(dir)).toEqual([]);
    fs.writeFileSync(path.join(dir, 'first-load.json'), JSON.stringify({ scripts: ['/1.a.js', 7, '/2.b.js'] }));
    expect(shellStartupHints(dir)).toEqual([
      { href: '/1.a.js', as: 'script' },
      { href: '/2.b.js', as: 'script' },
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
