import type { Container } from '../remotes/containers';

type Globals = Record<string, unknown>;
const globals = globalThis as unknown as Globals;
const shareScope = { react: {} };

/** The page's script elements answer as `outcome` says: 'load' defines the container first, 'error' fails. */
function scriptsAnswer(outcomes: Array<'load' | 'error'>, container: Container) {
  const append = jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      const script = node as HTMLScriptElement;
      HTMLHeadElement.prototype.appendChild.call(document.head, script);
      const outcome = outcomes.shift();
      queueMicrotask(() => {
        if (outcome === 'load') globals['catalogue'] = container;
        script.dispatchEvent(new Event(outcome === 'load' ? 'load' : 'error'));
      });
    }
  });
  return append;
}

async function freshContainers() {
  jest.resetModules();
  return import('../remotes/containers');
}

beforeEach(() => {
  globals['__webpack_share_scopes__'] = { default: shareScope };
  globals['__webpack_init_sharing__'] = jest.fn(() => Promise.resolve());
  delete globals['catalogue'];
  document.head.innerHTML = '';
});

afterEach(() => jest.restoreAllMocks());

function aContainer() {
  const page = { default: 'CataloguePage' };
  return { init: jest.fn(), get: jest.fn(() => Promise.resolve(() => page)), page };
}

it("starts a remote's container once, with the shell's share scope, and gets each exposed module from it", async () => {
  const container = aContainer();
  const append = scriptsAnswer(['load'], container);
  const { loadExposed } = await freshContainers();
  await expect(loadExposed('catalogue', 'CataloguePage', () => 'http://site.test/remotes/catalogue/remoteEntry.js')).resolves.toBe(container.page);
  await loadExposed('catalogue', 'ServicesSection', () => 'http://site.test/remotes/catalogue/remoteEntry.js');
  expect(append).toHaveBeenCalledTimes(1);
  expect(document.head.querySelector('script')?.src).toBe('http://site.test/remotes/catalogue/remoteEntry.js');
  expect(globals['__webpack_init_sharing__']).toHaveBeenCalledWith('default');
  expect(container.init).toHaveBeenCalledTimes(1);
  expect(container.init).toHaveBeenCalledWith(shareScope);
  expect(container.get.mock.calls).toEqual([['./CataloguePage'], ['./ServicesSection']]);
});

it('loads an entry that failed anew on the next attempt, without the failed script left in the page', async () => {
  const container = aContainer();
  const append = scriptsAnswer(['error', 'load'], container);
  const { loadExposed } = await freshContainers();
  await expect(loadExposed('catalogue', 'CataloguePage', () => 'http://site.test/remotes/catalogue/remoteEntry.js')).rejects.toThrow(
    'The remote entry http://site.test/remotes/catalogue/remoteEntry.js could not be loaded',
  );
  expect(document.head.querySelectorAll('script')).toHaveLength(0);
  await expect(loadExposed('catalogue', 'CataloguePage', () => 'http://site.test/remotes/catalogue/remoteEntry.js')).resolves.toBe(container.page);
  expect(append).toHaveBeenCalledTimes(2);
  expect(container.init).toHaveBeenCalledTimes(1);
});

it('says so when an entry defines no container of that name', async () => {
  scriptsAnswer(['load'], aContainer());
  const { loadExposed } = await freshContainers();
  await expect(loadExposed('promo', 'PromoBanner', () => 'http://site.test/remotes/promo/remoteEntry.js')).rejects.toThrow(
    'The remote entry http://site.test/remotes/promo/remoteEntry.js defines no container named promo',
  );
});
