// Builds each front-end app whose sources changed since its last build (or that was never built).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['mf-catalogue', 'mf-account', 'mf-promo', 'mf-admin', 'shell'];
/** Inputs every app's build depends on besides its own folder. */
const COMMON_INPUTS = ['rspack.base.js', 'package-lock.json', 'shared-ui', 'shared-i18n', 'shared-api', 'types'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'server-dist', 'gallery-dist', '__tests__'].includes(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export function staleApps() {
  const common = Math.max(...COMMON_INPUTS.map(newestMtime));
  return APPS.filter((app) => {
    const built = path.join(root, app, 'dist/mf-manifest.json');
    // Each app's Node bundle, for server rendering, is built with its browser bundle.
    const serverBuilt = path.join(root, app, app === 'shell' ? 'server-dist/server.js' : 'dist/server/remoteEntry.js');
    if (!fs.existsSync(built) || !fs.existsSync(serverBuilt)) return true;
    const inputs = Math.max(common, newestMtime(path.join(app, 'src')), newestMtime(path.join(app, 'locales')), newestMtime(path.join(app, 'rspack.config.js')));
    return inputs > fs.statSync(built).mtimeMs;
  });
}

function run(cwd, args, what) {
  console.log(`Building ${what}…`);
  const result = spawnSync('npx', args, { cwd: path.join(root, cwd), stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The build of ${what} failed`);
}

export function buildStale() {
  for (const app of staleApps()) {
    run(app, ['rspack', 'build', '--mode', 'production'], app);
    precompress(path.join(root, app, 'dist'));
  }
  // The design gallery, served at /design.
  const gallery = path.join(root, 'shared-ui/gallery-dist/index.html');
  const galleryInputs = Math.max(newestMtime('shared-ui'), newestMtime('shared-i18n/locales'));
  if (!fs.existsSync(gallery) || galleryInputs > fs.statSync(gallery).mtimeMs) {
    run('shared-ui', ['rspack', 'build', '--mode', 'production', '-c', 'gallery/rspack.config.js'], 'the design gallery');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildStale();
