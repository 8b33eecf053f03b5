// What `npm start` and `npm run start:cluster` do before serving: build whatever is stale, and
// publish each remote's current build as a release (once: the same build is the same release).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from './build-stale.mjs';
import { release } from './release.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds and publishes; answers the START_RELEASES a server is started with (JSON, version by remote). */
export async function prepareSite() {
  await buildStale();
  // Named to the server, which activates each of them unless an administrator has chosen another.
  const started = {};
  for (const app of ['mf-catalogue', 'mf-account', 'mf-promo', 'mf-admin']) {
    const { remote, version } = await release(path.join(root, app));
    started[remote] = version;
  }
  return JSON.stringify(started);
}
