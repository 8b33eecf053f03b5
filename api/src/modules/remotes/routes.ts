import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, remotes, success } from 'shared-api/contracts';
import { conflict, notFound } from '../../errors';
import { sharedMismatches } from './shared-versions';
import { readReleaseManifest, readShellManifest, type ServedFolders } from './release-manifest';
import { currentUserId } from '../../plugins/auth';
import { REMOTE_NAMES, type RemoteName } from '../../config';
import type { ReleaseStore } from './release-store';

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const nameParams = z.object({ name: z.string().max(100) });

function knownRemote(name: string): RemoteName {
  if (!(REMOTE_NAMES as readonly string[]).includes(name)) throw notFound(`There is no remote named "${name}"`, 'REMOTE_NOT_FOUND');
  return name as RemoteName;
}

/**
 * /api/admin/remotes: which release each remote serves, the releases in the store, the history, and
 * switching or rolling back at run time. Administrators only; every change is recorded.
 */
export async function remoteRoutes(app: FastifyInstance, store: ReleaseStore, shellManifest: string, folders: ServedFolders) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: app.requireAdmin } as const;
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const registry = app.remoteRegistry;

  async function statusOf(name: RemoteName) {
    const [active, history] = await Promise.all([registry.active(), registry.history(name)]);
    return {
      name,
      version: active[name].version,
      url: active[name].url,
      versions: store.versions(name),
      history: history.map((entry) => ({
        kind: entry.kind,
        url: entry.url,
        version: entry.version,
        fromUrl: entry.fromUrl,
        fromVersion: entry.fromVersion,
        by: entry.actorId,
        at: entry.createdAt.toISOString(),
      })),
    };
  }

  api.get('/api/admin/remotes', {
    ...common,
    schema: { tags, security, summary: 'Each remote: its active release, the releases in the store and its history', response: { 200: success(remotes.remoteList), ...failures } },
    handler: async () => ({ success: true as const, data: await Promise.all(REMOTE_NAMES.map(statusOf)) }),
  });

  api.put('/api/admin/remotes/:name', {
    ...common,
    schema: {
      tags,
      security,
      summary: "Activates a release of the store ({version}) or one hosted elsewhere ({url}); browsers get it on their next page load",
      params: nameParams,
      body: remotes.activation,
      response: { 200: success(remotes.remoteStatus), ...failures },
    },
    handler: async (request) => {
      const name = knownRemote(request.params.name);
      const { body } = request;
      if ('version' in body && !store.has(name, body.version)) throw notFound(`The release store has no ${name} release ${body.version}`, 'RELEASE_NOT_FOUND');
      const release = 'version' in body ? { url: store.urlOf(name, body.version), version: body.version } : { url: body.url, version: null };
      // A release from the store or from elsewhere is checked the same way, before anything changes.
      const [manifest, shell] = await Promise.all([readReleaseManifest(release.url, folders), readShellManifest(shellManifest)]);
      const mismatches = sharedMismatches(manifest, shell);
      if (mismatches.length > 0) {
        throw conflict('SHARED_VERSION_MISMATCH', `The ${name} release ${release.version ?? release.url} does not fit the shell: ${mismatches.join('; ')}`, { mismatches: mismatches.join('; ') });
      }
      // A browser already on the page keeps the release it loaded; this one applies on its next load.
      await registry.activate(name, release, currentUserId(request));
      return { success: true as const, data: await statusOf(name) };
    },
  });

  api.post('/api/admin/remotes/:name/rollback', {
    ...common,
    schema: { tags, security, summary: 'Goes back to the release active before the current one', params: nameParams, response: { 200: success(remotes.remoteStatus), ...failures } },
    handler: async (request) => {
      const name = knownRemote(request.params.name);
      await registry.rollback(name, currentUserId(request));
      return { success: true as const, data: await statusOf(name) };
    },
  });
}
