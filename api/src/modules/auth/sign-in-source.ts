import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInSource } from './sign-in-guard';

/** A random id the browser keeps (HttpOnly) once it has signed in: a device the client is known on. */
const DEVICE_COOKIE = 'gp_device';
const DEVICE_COOKIE_DAYS = 365;

/** Where a sign-in comes from: the client's address and its device id (a new one if it has none yet). */
export function signInSourceOf(request: FastifyRequest): Required<SignInSource> {
  const device = request.cookies[DEVICE_COOKIE];
  return { address: request.ip, device: device && /^[\w-]{20,100}$/.test(device) ? device : crypto.randomBytes(24).toString('base64url') };
}

export function rememberDevice(request: FastifyRequest, reply: FastifyReply, source: Required<SignInSource>) {
  reply.setCookie(DEVICE_COOKIE, source.device, {
    path: '/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}
