// npm run start:cluster: the site as production runs it, on this machine: CLUSTER_SIZE API processes
// (default 2) on ports 3101, 3102, … behind nginx on PORT (default 3000), all on one PostgreSQL
// (DATABASE_URL, or a throwaway server started here and removed at the end). Builds what is stale
// first, as npm start does. `kill -HUP <pid>` restarts the processes one by one (a rolling restart);
// Ctrl-C or SIGTERM stops everything.
import crypto from 'node:crypto';
import { startCluster, startPostgres } from '../deploy/cluster.mjs';
import { prepareSite } from './prepare-site.mjs';

const BASE_PORT = 3101;
const size = Number(process.env.CLUSTER_SIZE ?? 2);
const listen = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(size) || size < 1 || size > 20) throw new Error(`CLUSTER_SIZE must be a whole number from 1 to 20, not "${process.env.CLUSTER_SIZE}"`);

const startReleases = await prepareSite();

let postgres = null;
if (!process.env.DATABASE_URL) {
  console.log('Starting a throwaway PostgreSQL (removed when the cluster stops; set DATABASE_URL to keep the data)…');
  postgres = await startPostgres();
}
const databaseUrl = process.env.DATABASE_URL ?? postgres.url;

console.log(`Starting ${size} API processes on ports ${BASE_PORT}…${BASE_PORT + size - 1}, then nginx on ${listen}…`);
const cluster = await startCluster({
  size,
  basePort: BASE_PORT,
  listen,
  logs: 'inherit',
  env: {
    DATABASE_URL: databaseUrl,
    // The processes believe X-Forwarded-For only from nginx.
    TRUST_PROXY: '127.0.0.1',
    SEED_DEMO: '1',
    // One secret for all: a token signed by one process is checked by another. New each run.
    JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
    START_RELEASES: startReleases,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${listen}`,
  },
  onUnexpectedExit: (port, code) => console.error(`The API process on port ${port} exited (${code}); nginx sends its requests to the others.`),
}).catch(async (error) => {
  await postgres?.stop();
  throw error;
});

console.log(`
The site: http://localhost:${listen}  (nginx in front of ${cluster.processes.map((server) => `127.0.0.1:${server.port}`).join(', ')})
Database: ${databaseUrl}${postgres ? ' (throwaway)' : ''}
nginx configuration and access log: ${cluster.dir}
Rolling restart: kill -HUP ${process.pid}    Stop: Ctrl-C
`);

let restarting = Promise.resolve();
process.on('SIGHUP', () => {
  if (size === 1) console.log('Rolling restart: with one process, the site is down while it restarts (CLUSTER_SIZE=2 or more avoids it).');
  restarting = restarting
    .then(() => cluster.rollingRestart((step) => console.log(`Rolling restart: ${step}…`)))
    .then(
      () => console.log('Rolling restart: done, every process restarted.'),
      (error) => console.error(`Rolling restart failed: ${error.message}`),
    );
});

let stopping = false;
async function stop(signal) {
  // A second signal stops at once (the exit handlers of deploy/cluster.mjs kill what is left).
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal}: stopping nginx, then the API processes${postgres ? ', then PostgreSQL' : ''}…`);
  await cluster.stop();
  await postgres?.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
