// npm start: builds what is stale, then serves the whole site from one origin (PORT, default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from './build-stale.mjs';
import { release } from './release.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

buildStale();
// Each remote's current build is published as a release (once: the same build is the same release)
// and named to the server, which activates it unless an administrator has chosen another.
const started = Object.fromEntries(['mf-catalogue', 'mf-account', 'mf-promo', 'mf-admin'].map((app) => {
  const { remote, version } = release(path.join(root, app));
  return [remote, version];
}));
const server = spawn('npx', ['tsx', 'src/server.ts'], { cwd: path.join(root, 'api'), stdio: 'inherit', env: { START_RELEASES: JSON.stringify(started), ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
