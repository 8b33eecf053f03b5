import type { FastifyInstance } from 'fastify';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** The path of the first string (or object key) holding a NUL character, which PostgreSQL cannot store. */
export function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes('\u0000') ? `${path}.${key.replaceAll('\u0000', '\\0')}` : nulPath(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** Every route: a NUL in the path, query, headers or body is bad input (400), never a database error. */
export function refuseNul(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const parts = { params: request.params, querystring: request.query, headers: request.headers, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const field = nulPath(value, part);
      if (field) return reply.code(400).send({ success: false, error: 'Validation failed', code: 'VALIDATION_ERROR', details: { [field]: NUL_MESSAGE } });
    }
  });
}
