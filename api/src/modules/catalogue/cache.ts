import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  etag: string;
}

/**
 * Public catalogue answers, serialised once and kept in memory by language and query, with an ETag
 * so an unchanged answer costs a browser a 304. Admin writes call invalidate().
 */
export function createCatalogueCache(maxEntries = 1000) {
  const entries = new Map<string, Entry>();

  async function entryFor(key: string, compute: () => Promise<unknown>): Promise<Entry> {
    const cached = entries.get(key);
    if (cached) {
      // Most recently used last, so the oldest goes first when the cache is full.
      entries.delete(key);
      entries.set(key, cached);
      return cached;
    }
    const body = JSON.stringify(await compute());
    const entry = { body, etag: `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"` };
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return entry;
  }

  return {
    /** Sends the cached answer for key, computing it on a miss; 304 when the client has it already. */
    async send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
      const entry = await entryFor(key, compute);
      reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache');
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(entry.body);
    },
    invalidate() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
