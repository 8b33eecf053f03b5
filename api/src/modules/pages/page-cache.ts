import { LRUCache } from 'lru-cache';

/**
 * Server-rendered pages for a few seconds: every visitor gets the same public page (the server
 * renders without cookies or tokens), so a burst of visitors costs one render per page. Pages that
 * are being rendered are shared too. Catalogue writes clear it (see app.ts), and an entry older than
 * `ttlMs` is rendered again; past `maxEntries` the least recently used goes. A ttl of 0 keeps nothing.
 */
export function createPageCache<T>({ ttlMs, maxEntries = 500, onLookup }: { ttlMs: number; maxEntries?: number; onLookup?: (hit: boolean) => void }) {
  const pages = new LRUCache<string, Promise<T | null>>({
    max: maxEntries,
    ttl: ttlMs,
    // The wall clock, read on each look-up (one Date.now() per page request; tests can set it).
    perf: { now: () => Date.now() },
    ttlResolution: 0,
  });

  return {
    /** The cached page for key, or the one `render` makes (a null render is not kept). */
    async get(key: string, render: () => Promise<T | null>): Promise<T | null> {
      if (ttlMs <= 0) return render();
      const cached = pages.get(key);
      onLookup?.(cached !== undefined);
      if (cached) return cached;
      const page = render();
      pages.set(key, page);
      // A failed or missing page is forgotten, unless clear() or a newer render replaced it meanwhile.
      const forget = () => {
        if (pages.peek(key) === page) pages.delete(key);
      };
      void page.then((value) => value === null && forget(), forget);
      return page;
    },
    clear(): void {
      pages.clear();
    },
  };
}

export type PageCache<T> = ReturnType<typeof createPageCache<T>>;
