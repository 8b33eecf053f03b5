import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/** Decorators that read the Bearer access token: required, optional, or required and admin. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('auth', null);

  /** A valid, unexpired token whose session has not ended (logout, password change or reset). */
  async function claimsOf(token: string) {
    const claims = await app.accessTokens.verify(token);
    return claims && (await app.liveSessions.isLive(claims.sessionId)) ? claims : null;
  }

  app.decorate('identify', async (request: FastifyRequest) => {
    const token = bearerOf(request);
    request.auth = token ? await claimsOf(token) : null;
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) throw unauthorized('Missing access token');
    const claims = await claimsOf(token);
    if (!claims) throw unauthorized('Invalid or expired access token', 'INVALID_ACCESS_TOKEN');
    request.auth = claims;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest, reply) => {
    await app.authenticate.call(app, request, reply);
    if (request.auth?.role !== 'admin') throw forbidden('Administrators only');
  });
}

/** The signed-in client's id; only called behind `authenticate`. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}
