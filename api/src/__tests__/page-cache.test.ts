import { createPageCache } from '../modules/pages/page-cache';

describe('the page cache', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders a page once for everyone within its time, sharing a render under way', async () => {
    const cache = createPageCache<string>({ ttlMs: 10_000 });
    const render = jest.fn(async () => 'page');
    const answers = await Promise.all([cache.get('/en', render), cache.get('/en', render), cache.get('/en', render)]);
    expect(answers).toEqual(['page', 'page', 'page']);
    expect(await cache.get('/en', render)).toBe('page');
    expect(render).toHaveBeenCalledTimes(1);
    await cache.get('/ua', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders again once the time is up, or after clear()', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const cache = createPageCache<number>({ ttlMs: 10_000 });
    let renders = 0;
    const render = async () => (renders += 1);
    expect(await cache.get('/en', render)).toBe(1);
    now += 10_000;
    expect(await cache.get('/en', render)).toBe(1);
    // Older than its time: rendered again.
    now += 1;
    expect(await cache.get('/en', render)).toBe(2);
    cache.clear();
    expect(await cache.get('/en', render)).toBe(3);
  });

  it('keeps no failed or missing render, and nothing with a time of 0', async () => {
    const cache = createPageCache<string>({ ttlMs: 10_000 });
    await expect(cache.get('/en', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('/en', async () => null)).toBeNull();
    expect(await cache.get('/en', async () => 'page')).toBe('page');

    const off = createPageCache<string>({ ttlMs: 0 });
    const render = jest.fn(async () => 'page');
    await off.get('/en', render);
    await off.get('/en', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries pages, dropping the oldest', async () => {
    const cache = createPageCache<string>({ ttlMs: 10_000, maxEntries: 2 });
    const render = jest.fn(async () => 'page');
    await cache.get('/a', render);
    await cache.get('/b', render);
    await cache.get('/c', render);
    await cache.get('/a', render);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('drops the least recently used page, not the first rendered', async () => {
    const cache = createPageCache<string>({ ttlMs: 10_000, maxEntries: 2 });
    const rendered: string[] = [];
    const get = (key: string) => cache.get(key, async () => (rendered.push(key), key));
    await get('/a');
    await get('/b');
    await get('/a'); // /a is now the more recently used
    await get('/c'); // so /b goes
    await get('/a');
    await get('/b');
    expect(rendered).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('does not let a render cleared away while under way drop the page rendered after it', async () => {
    const cache = createPageCache<string>({ ttlMs: 10_000 });
    let finish: (page: null) => void = () => undefined;
    const old = cache.get('/en', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    expect(await cache.get('/en', async () => 'new')).toBe('new');
    finish(null);
    expect(await old).toBeNull();
    const render = jest.fn(async () => 'newer');
    expect(await cache.get('/en', render)).toBe('new');
    expect(render).not.toHaveBeenCalled();
  });
});
