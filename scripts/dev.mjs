// npm run dev: every app's rspack dev server with hot reload, and the API, together.
// The shell (http://localhost:3000) proxies the API (3100), whose /remotes.json points at the
// remotes' own dev servers, so a change in any app reloads in the browser.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = process.env.API_PORT ?? '3100';
const remotes = {
  catalogue: 'http://localhost:3001/mf-manifest.json',
  account: 'http://localhost:3002/mf-manifest.json',
  promo: 'http://localhost:3003/mf-manifest.json',
  admin: 'http://localhost:3004/mf-manifest.json',
};

const processes = [
  // A database of its own: the one `npm start` uses records the releases it publishes as active, and
  // an active release outranks REMOTES (the dev shell would load remotes from /releases, which it does not serve).
  ['api', 'api', ['tsx', 'watch', 'src/server.ts'], { PORT: API_PORT, REMOTES: JSON.stringify(remotes), DATA_DIR: path.join(root, 'data/development') }],
  ['catalogue', 'mf-catalogue', ['rspack', 'serve', '--mode', 'development'], {}],
  ['account', 'mf-account', ['rspack', 'serve', '--mode', 'development'], {}],
  ['promo', 'mf-promo', ['rspack', 'serve', '--mode', 'development'], {}],
  ['admin', 'mf-admin', ['rspack', 'serve', '--mode', 'development'], {}],
  ['shell', 'shell', ['rspack', 'serve', '--mode', 'development'], { API_PORT }],
];

const children = processes.map(([name, dir, args, env]) => {
  const child = spawn('npx', args, { cwd: path.join(root, dir), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => chunk.toString().split('\n').filter(Boolean).map((line) => `[${name}] ${line}`).join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', (code) => console.log(`[${name}] exited with ${code}`));
  return child;
});

console.log('Development: http://localhost:3000 (remotes alone: 3001 catalogue, 3002 account, 3003 promo, 3004 admin)');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
