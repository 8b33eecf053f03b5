import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auth, errorResponse, success, users as contract } from 'shared-api/contracts';
import { currentUserId } from '../../plugins/auth';
import { getUser, type UserRow } from '../accounts/repository';
import { authService } from '../auth/service';
import { signInSourceOf } from '../auth/sign-in-source';
import { profileResponse, updatePreferences, updateProfile } from './repository';

const failures = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse };

/** /api/users/me: the signed-in client's profile, password and preferences. */
export async function userRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = authService(app);
  const common = { onRequest: app.authenticate } as const;
  const tags = ['users'];
  const security = [{ bearer: [] }];

  api.get('/api/users/me', {
    ...common,
    schema: { tags, security, response: { 200: success(contract.profile), ...failures } },
    handler: async (request) => ({ success: true as const, data: await profileResponse(app.db, await getUser(app.db, currentUserId(request))) }),
  });

  api.patch('/api/users/me', {
    ...common,
    schema: { tags, security, body: contract.profilePatch, response: { 200: success(contract.profile), ...failures } },
    handler: async (request) => {
      const updated = await updateProfile(app.db, currentUserId(request), request.body);
      return { success: true as const, data: await profileResponse(app.db, updated) };
    },
  });

  api.post('/api/users/me/change-password', {
    ...common,
    schema: { tags, security, body: contract.changePasswordBody, response: { 200: success(auth.message), ...failures } },
    handler: async (request) => {
      await service.changePassword({
        userId: currentUserId(request),
        sessionId: request.auth!.sessionId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        source: signInSourceOf(request),
      });
      return { success: true as const, data: { message: 'Your password has been changed.' } };
    },
  });

  const preferencesOf = (user: UserRow) => contract.preferences.parse({
    language: user.preferredLanguage,
    currency: user.preferredCurrency,
    marketing: user.acceptsMarketing,
  });

  api.get('/api/users/me/preferences', {
    ...common,
    schema: { tags, security, response: { 200: success(contract.preferences), ...failures } },
    handler: async (request) => ({ success: true as const, data: preferencesOf(await getUser(app.db, currentUserId(request))) }),
  });

  api.put('/api/users/me/preferences', {
    ...common,
    schema: { tags, security, body: contract.preferences, response: { 200: success(contract.preferences), ...failures } },
    handler: async (request) => ({ success: true as const, data: preferencesOf(await updatePreferences(app.db, currentUserId(request), request.body)) }),
  });
}
