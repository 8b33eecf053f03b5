// npm start: builds what is stale, then serves the whole site from one origin (PORT, default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareSite } from './prepare-site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const startReleases = await prepareSite();
const server = spawn('npx', ['tsx', 'src/server.ts'], { cwd: path.join(root, 'api'), stdio: 'inherit', env: { START_RELEASES: startReleases, ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
