import { browserEntryOf, originOf, parseRegistry } from '../remotes/registry';
import { serverEntryOf } from '../server/server-remotes';

describe("a remote's files, from the manifest the registry names", () => {
  it.each([
    ['/remotes/catalogue/mf-manifest.json', 'http://site.test/en/services', 'http://site.test/remotes/catalogue/remoteEntry.js', 'http://site.test/remotes/catalogue/server/remoteEntry.js', 'http://site.test/remotes/catalogue/'],
    ['/releases/catalogue/1.2.0-ab%2Bc/mf-manifest.json', 'http://site.test/', 'http://site.test/releases/catalogue/1.2.0-ab%2Bc/remoteEntry.js', 'http://site.test/releases/catalogue/1.2.0-ab%2Bc/server/remoteEntry.js', 'http://site.test/releases/catalogue/1.2.0-ab%2Bc/'],
    ['https://cdn.example/promo/v2/mf-manifest.json', 'http://site.test/en', 'https://cdn.example/promo/v2/remoteEntry.js', 'https://cdn.example/promo/v2/server/remoteEntry.js', 'https://cdn.example/promo/v2/'],
  ])('%s: the browser loads its remoteEntry.js, the server its Node bundle, both beside it with its translations', (manifest, page, browser, server, origin) => {
    expect(browserEntryOf(manifest, page)).toBe(browser);
    expect(serverEntryOf(manifest, new URL(page).origin)).toBe(server);
    expect(originOf(manifest, page)).toBe(origin);
  });

  it('keeps only the known remotes named by a non-empty string', () => {
    expect(parseRegistry({ catalogue: '/remotes/catalogue/mf-manifest.json', shop: '/remotes/shop/mf-manifest.json', promo: '', account: 7 })).toEqual({
      catalogue: '/remotes/catalogue/mf-manifest.json',
    });
    expect(parseRegistry(null)).toEqual({});
  });
});
