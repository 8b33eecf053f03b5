import crypto from 'node:crypto';
import zlib from 'node:zlib';
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
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
 * Public catalogue answers, serialised and compressed once and kept in memory (the least recently used
 * go first) by language and query, with an ETag so an unchanged answer costs a browser a 304 (see
 * conditionalRequests). Admin writes call invalidate(): this process drops its copies at once, and every
 * other process on the database when the feed tells it.
 */
export function createCatalogueCache(changes: ChangeFeed, { maxEntries = 1000, onLookup }: { maxEntries?: number; onLookup?: (hit: boolean) => void } = {}) {
  const entries = new LRUCache<string, Entry>({ max: maxEntries });
  const invalidated = new Set<() => void>();

  function drop() {
    entries.clear();
    invalidated.forEach((listener) => listener());
  }
  changes.subscribe('catalogue', drop);

  async function entryFor(key: string, compute: () => Promise<unknown>): Promise<Entry> {
    const cached = entries.get(key);
    onLookup?.(cached !== undefined);
    if (cached) return cached;
    const raw = Buffer.from(JSON.stringify(await compute()));
    // Weak: the same answer is sent plain, br or gzip, and the tag is the same for all three.
    const entry: Entry = { raw, etag: `W/"${crypto.createHash('sha1').update(raw).digest('base64url')}"`, encoded: {} };
    entries.set(key, entry);
    return entry;
  }

  return {
    /** Sends the cached answer for key, computing it on a miss, with its ETag (a 304 when the client has it: conditionalRequests). */
    async send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
      const entry = await entryFor(key, compute);
      reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
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

/**
 * Conditional GETs for the routes of `scope` (the catalogue's), by @fastify/etag: it keeps the ETag the
 * cache set on an answer, or tags any other answer (weakly: it hashes the payload before compression),
 * and turns a request whose If-None-Match matches into a 304. It acts in onSend, after the cache chose
 * the encoding, so a 304 is stripped here of what describes a body it does not have; an error carries no
 * tag, so no client can revalidate one into a 304.
 */
export async function conditionalRequests(scope: FastifyInstance) {
  await scope.register(etag, { weak: true });
  scope.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 304) {
      reply.removeHeader('Content-Encoding').removeHeader('Content-Type');
      return null; // no payload at all, so no Content-Length: 0 either
    }
    if (reply.statusCode >= 300) reply.removeHeader('ETag');
    return payload;
  });
}
