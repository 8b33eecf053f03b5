import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from 'shared-api/src/config-header';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Every /api/* and /auth/* request carries one of the application keys (spec 7). */
export function requireApiKey(apiKeys: string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = request.headers[API_KEY_HEADER.toLowerCase()];
    if (typeof given === 'string' && apiKeys.some((key) => sameKey(given, key))) return;
    const error = given ? 'Invalid API key' : `Missing API key: send the ${API_KEY_HEADER} header`;
    return reply.code(401).send({ success: false, error, code: 'INVALID_API_KEY' });
  };
}
