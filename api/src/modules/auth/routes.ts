import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auth, errorResponse, success } from 'shared-api/contracts';
import { currentUserId } from '../../plugins/auth';
import { getUser, userResponse } from '../accounts/repository';
import { revokeFamilyOf } from './refresh-tokens';
import { authService, MAIL_SENT_IF_KNOWN } from './service';
import { rememberDevice, signInSourceOf } from './sign-in-source';

const failures = { 400: errorResponse, 401: errorResponse, 409: errorResponse, 429: errorResponse };

/** /auth/*: sign-up, sign-in, sessions and the mailed-link flows. */
export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = authService(app);
  const rateLimit = { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const tags = ['auth'];

  api.post('/auth/register', {
    config: { rateLimit },
    schema: {
      tags,
      description: 'The same answer whether or not the email has an account; the mailed confirmation link starts the session.',
      body: auth.registerBody,
      response: { 202: success(auth.registration), ...failures },
    },
    handler: async (request, reply) => reply.code(202).send({ success: true as const, data: await service.register(request.body) }),
  });

  api.post('/auth/login', {
    config: { rateLimit },
    schema: { tags, body: auth.loginBody, response: { 200: success(auth.session), ...failures } },
    handler: async (request, reply) => {
      const source = signInSourceOf(request);
      const session = await service.login(request.body.email, request.body.password, source);
      rememberDevice(request, reply, source);
      return { success: true as const, data: session };
    },
  });

  api.post('/auth/refresh', {
    config: { rateLimit },
    schema: { tags, body: auth.refreshBody, response: { 200: success(auth.authTokens), ...failures } },
    handler: async (request) => ({ success: true as const, data: await service.refresh(request.body.refreshToken) }),
  });

  api.post('/auth/logout', {
    schema: { tags, body: auth.refreshBody, response: { 200: success(auth.message), ...failures } },
    handler: async (request) => {
      const sessionId = await revokeFamilyOf(app.db, request.body.refreshToken);
      if (sessionId) await app.liveSessions.forget([sessionId]);
      return { success: true as const, data: { message: 'Logged out' } };
    },
  });

  api.get('/auth/me', {
    onRequest: app.authenticate,
    schema: { tags, security: [{ bearer: [] }], response: { 200: success(auth.user), ...failures, 404: errorResponse } },
    handler: async (request) => ({ success: true as const, data: await userResponse(app.db, await getUser(app.db, currentUserId(request))) }),
  });

  api.post('/auth/forgot-password', {
    config: { rateLimit },
    schema: { tags, body: auth.emailBody, response: { 200: success(auth.message), ...failures } },
    handler: async (request) => {
      service.forgotPassword(request.body.email);
      return { success: true as const, data: { message: MAIL_SENT_IF_KNOWN } };
    },
  });

  api.post('/auth/reset-password', {
    config: { rateLimit },
    schema: { tags, body: auth.resetPasswordBody, response: { 200: success(auth.message), ...failures } },
    handler: async (request) => {
      await service.resetPassword(request.body.token, request.body.password);
      return { success: true as const, data: { message: 'Your password has been changed. Please sign in.' } };
    },
  });

  api.post('/auth/verify-email', {
    config: { rateLimit },
    schema: { tags, description: 'Confirms the email and starts a session.', body: auth.tokenBody, response: { 200: success(auth.verification), ...failures } },
    handler: async (request, reply) => {
      const source = signInSourceOf(request);
      const verified = await service.verifyEmail(request.body.token, source);
      rememberDevice(request, reply, source);
      return { success: true as const, data: verified };
    },
  });

  api.post('/auth/resend-verification', {
    config: { rateLimit },
    schema: { tags, body: auth.emailBody, response: { 200: success(auth.message), ...failures } },
    handler: async (request) => {
      service.resendVerification(request.body.email);
      return { success: true as const, data: { message: MAIL_SENT_IF_KNOWN } };
    },
  });
}
