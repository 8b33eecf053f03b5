import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../../db/change-feed';

type Encoding = 'br' | 'gzip';

interface Entry {
  raw: Buffer;
  etag: string;
  /** Compressed once, on the first request that accepts each encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body) => zlib.gzipSync(body, { level: 9 }),
};

/** The best encoding a client accepts, from its Accept-Encoding header (q=0 refuses). */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Public catalogue answers, serialised and compressed once and kept in memory by language and query,
 * with an ETag so an unchanged answer costs a browser a 304. Admin writes call invalidate(): this
 * process drops its copy at once, and every other process on the database when the feed tells it.
 */
export function createCatalogueCache(changes: ChangeFeed, maxEntries = 1000) {
  const entries = new Map<string, Entry>();
  const invalidated = new Set<() => void>();

  function drop() {
    entries.clear();
    invalidated.forEach((listener) => listener());
  }
  changes.subscribe('catalogue', drop);

  async function entryFor(key: string, compute: () => Promise<unknown>): Promise<Entry> {
    const cached = entries.get(key);
    if (cached) {
      // Most recently used last, so the oldest goes first when the cache is full.
      entries.delete(key);
      entries.set(key, cached);
      return cached;
    }
    const raw = Buffer.from(JSON.stringify(await compute()));
    const entry: Entry = { raw, etag: `W/"${crypto.createHash('sha1').update(raw).digest('base64url')}"`, encoded: {} };
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return entry;
  }

  return {
    /** Sends the cached answer for key, computing it on a miss; 304 when the client has it already. */
    async send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
      const entry = await entryFor(key, compute);
      reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      const encoding = entry.raw.length > 1024 ? preferredEncoding(request.headers['accept-encoding']) : undefined;
      if (!encoding) return reply.send(entry.raw);
      entry.encoded[encoding] ??= compressors[encoding](entry.raw);
      return reply.header('Content-Encoding', encoding).send(entry.encoded[encoding]);
    },
    async invalidate() {
      drop();
      await changes.publish('catalogue');
    },
    /** Told whenever the catalogue changes (the page cache follows it). */
    onInvalidate(listener: () => void) {
      invalidated.add(listener);
    },
    get size() {
      return entries.size;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
