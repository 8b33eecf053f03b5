import type { FastifyInstance } from 'fastify';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * Whether any string or object key holds a NUL character. The check every request passes: it keeps
 * only the values still to look at (no paths), so a large body costs a walk, not a path per value.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const key of Object.keys(current)) {
        if (key.includes('\u0000')) return true;
        pending.push((current as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * The path of the first string (or object key) holding a NUL character, which PostgreSQL cannot store.
 * Walks with a stack of its own, depth first: a body nested a hundred thousand levels deep (a megabyte
 * of "[") must not overflow the call stack and answer 500.
 */
export function nulPath(value: unknown, path: string): string | null {
  // Each entry: a value, its path, and the object key it sits under (checked when the entry is reached).
  const pending: Array<{ value: unknown; path: string; key?: string; parent?: string }> = [{ value, path }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.key?.includes('\u0000')) return `${next.parent}.${next.key.replaceAll('\u0000', '\\0')}`;
    const current = next.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return next.path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) pending.push({ value: current[index], path: `${next.path}.${index}` });
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!;
        pending.push({ value: item, path: `${next.path}.${key}`, key, parent: next.path });
      }
    }
  }
  return null;
}

/** Every route: a NUL in the path, query, headers or body is bad input (400), never a database error. */
export function refuseNul(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const parts = { params: request.params, querystring: request.query, headers: request.headers, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      if (!containsNul(value)) continue;
      const field = nulPath(value, part);
      if (field) return reply.code(400).send({ success: false, error: 'Validation failed', code: 'VALIDATION_ERROR', details: { [field]: NUL_MESSAGE } });
    }
  });
}
