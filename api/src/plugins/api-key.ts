import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from 'shared-api/config-header';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Page views sent by navigator.sendBeacon on leaving cannot carry a header: the key may ride in the query. */
const BEACON_ROUTES = /^\/api\/analytics\//;

/** Every /api/* and /auth/* request carries one of the application keys (spec 7). */
export function requireApiKey(apiKeys: string[]) {
  const queryName = API_KEY_HEADER.toLowerCase();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const fromQuery = BEACON_ROUTES.test(request.url) ? (request.query as Record<string, unknown> | undefined)?.[queryName] : undefined;
    const given = request.headers[queryName] ?? fromQuery;
    if (typeof given === 'string' && apiKeys.some((key) => sameKey(given, key))) return;
    const error = given ? 'Invalid API key' : `Missing API key: send the ${API_KEY_HEADER} header`;
    return reply.code(401).send({ success: false, error, code: 'INVALID_API_KEY' });
  };
}
