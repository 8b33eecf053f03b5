import Fastify from 'fastify';
import type { ChangeFeed, ChangeTopic } from '../db/change-feed';
import { conditionalRequests, createCatalogueCache } from '../modules/catalogue/cache';

/** A change feed for one process: what it published, and a way to hear another process's change. */
function feed() {
  const listeners = new Set<() => void>();
  const published: ChangeTopic[] = [];
  const changes: ChangeFeed = {
    publish: async (topic) => void published.push(topic),
    subscribe: (_topic, listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => undefined,
  };
  return { changes, published, otherProcessChanged: () => listeners.forEach((listener) => listener()) };
}

/** An app answering GET /:key from the cache, computing { key } on a miss; `computed` lists the misses. */
async function appWith(maxEntries: number) {
  const { changes, published, otherProcessChanged } = feed();
  const cache = createCatalogueCache(changes, { maxEntries });
  const computed: string[] = [];
  const app = Fastify();
  await app.register(async (scope) => {
    await conditionalRequests(scope);
    scope.get<{ Params: { key: string } }>('/:key', async (request, reply) =>
      cache.send(request, reply, request.params.key, async () => {
        computed.push(request.params.key);
        return { key: request.params.key };
      }),
    );
  });
  const get = async (key: string, headers: Record<string, string> = {}) => app.inject({ url: `/${key}`, headers });
  return { app, cache, computed, get, published, otherProcessChanged };
}

describe('the catalogue cache', () => {
  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const { app, cache, computed, get } = await appWith(2);
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) expect((await get(key)).json()).toEqual({ key });
    // a was read again before c came, so b went.
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
    expect(cache.size).toBe(2);
    await app.close();
  });

  it('answers 304 to a matching If-None-Match, weakly compared', async () => {
    const { app, get } = await appWith(10);
    const etag = (await get('a')).headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await get('a', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('a', { 'if-none-match': etag.slice(2) })).statusCode).toBe(304);
    expect((await get('b', { 'if-none-match': etag })).statusCode).toBe(200);
    await app.close();
  });

  it('drops everything on invalidate() and tells the other processes; and on their news', async () => {
    const { app, cache, computed, get, published, otherProcessChanged } = await appWith(10);
    const told = jest.fn();
    cache.onInvalidate(told);
    await get('a');
    await cache.invalidate();
    expect(cache.size).toBe(0);
    expect(published).toEqual(['catalogue']);
    await get('a');
    otherProcessChanged();
    expect(cache.size).toBe(0);
    await get('a');
    expect(computed).toEqual(['a', 'a', 'a']);
    expect(told).toHaveBeenCalledTimes(2);
    await app.close();
  });
});
