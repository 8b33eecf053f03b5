/**
 * Server-rendered pages for a few seconds: every visitor gets the same public page (the server
 * renders without cookies or tokens), so a burst of visitors costs one render per page. Pages that
 * are being rendered are shared too. Catalogue writes clear it (see app.ts), and an entry older than
 * `ttlMs` is rendered again. A ttl of 0 keeps nothing.
 */
export function createPageCache<T>({ ttlMs, maxEntries = 500 }: { ttlMs: number; maxEntries?: number }) {
  const entries = new Map<string, { value: Promise<T>; at: number }>();

  return {
    /** The cached page for key, or the one `render` makes (a null render is not kept). */
    async get(key: string, render: () => Promise<T | null>): Promise<T | null> {
      if (ttlMs <= 0) return render();
      const cached = entries.get(key);
      if (cached && Date.now() - cached.at < ttlMs) return cached.value;
      const value = render().then((page) => {
        if (page === null) entries.delete(key);
        return page;
      });
      entries.delete(key);
      entries.set(key, { value: value as Promise<T>, at: Date.now() });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.catch(() => entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type PageCache<T> = ReturnType<typeof createPageCache<T>>;
