import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, loadRemoteRegistry } from '../remotes/registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const CATALOGUE = '/releases/catalogue/1.0.0/';
const PROMO = '/releases/promo/1.0.0/';

/** The preloads a server-rendered page carries (api/src/modules/pages/remote-hints.ts). */
function hint(href: string, remote?: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  if (remote) link.dataset.remote = remote;
  document.head.append(link);
}

/** Every script the page is given, answered as the browser would (jsdom fetches none), as failed when the remote is down. */
function answerScripts(events: string[]): MutationObserver {
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node instanceof HTMLScriptElement)) continue;
      events.push(`script ${new URL(node.src).pathname}`);
      setTimeout(() => node.onerror?.(new Event('error')), 0);
    }
  });
  observer.observe(document.head, { childList: true });
  return observer;
}

describe("a remote's retry on a page that hints its scripts", () => {
  const events: string[] = [];
  let observer: MutationObserver;

  beforeEach(async () => {
    events.length = 0;
    document.head.innerHTML = '';
    hint('/first-load.1.js');
    hint(`${CATALOGUE}remoteEntry.js`, 'catalogue');
    hint(`${CATALOGUE}__federation_expose_CataloguePage.2.js`, 'catalogue');
    hint(`${CATALOGUE}311.3.js`, 'catalogue');
    hint(`${PROMO}remoteEntry.js`, 'promo');
    hint(`${PROMO}__federation_expose_PromoBanner.4.js`, 'promo');
    observer = answerScripts(events);
    jest.mocked(registerRemotes).mockImplementation((remotes, options) => void events.push(`register ${remotes.map((remote) => remote.name).join()}${options?.force ? ' with force' : ''}`));
    jest.mocked(loadRemote).mockImplementation(async (id) => (events.push(`load ${id}`), { default: () => null }));
    await loadRemoteRegistry({ catalogue: `${CATALOGUE}mf-manifest.json`, promo: `${PROMO}mf-manifest.json` });
    events.length = 0;
  });

  afterEach(() => observer.disconnect());

  it("loads the remote's hinted chunks once more before it registers the remote again: a preload that failed answers the next load of its address", async () => {
    await loadRemoteModule('catalogue/CataloguePage', true);
    expect(events).toEqual([
      `script ${CATALOGUE}__federation_expose_CataloguePage.2.js`,
      `script ${CATALOGUE}311.3.js`,
      'register catalogue with force',
      'load catalogue/CataloguePage',
    ]);
    // The scripts go once loaded (or failed); the preloads stay, already answered.
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it("takes each hinted chunk once a page, and only the remote's own", async () => {
    await loadRemoteModule('promo/PromoBanner', true);
    expect(events).toEqual([`script ${PROMO}__federation_expose_PromoBanner.4.js`, 'register promo with force', 'load promo/PromoBanner']);
    events.length = 0;
    await loadRemoteModule('promo/PromoBanner', true);
    expect(events).toEqual(['register promo with force', 'load promo/PromoBanner']);
  });

  it('loads nothing more on a first attempt', async () => {
    await loadRemoteModule('promo/PromoBanner', false);
    expect(events).toEqual(['load promo/PromoBanner']);
  });
});
