// API benchmark: autocannon against the cached catalogue, search and a trivial route of one server,
// on embedded PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL. The server runs in its own
// process on loopback; each run is bounded in time.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const API_KEY = 'gp-web-local-key';
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const TARGETS = [
  { name: 'trivial (/health)', path: '/health' },
  { name: 'catalogue (cached)', path: '/api/services?lang=en&limit=50' },
  { name: 'search', path: '/api/search?q=marketing' },
];

async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const server = spawn(path.join(__dirname, '../../node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: path.join(__dirname, '../../api'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/ready`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('The server did not become ready');
}

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers: { 'x-api-key': API_KEY } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

async function benchDriver(label: string, env: NodeJS.ProcessEnv, port: number) {
  const server = await startServer(port, env);
  try {
    const rows: Array<{ target: string; requestsPerSecond: number; p99Ms: number }> = [];
    for (const target of TARGETS) {
      // A short warm-up fills the catalogue cache and the JIT.
      await autocannon({ url: `http://127.0.0.1:${port}${target.path}`, connections: 4, amount: 200, headers: { 'x-api-key': API_KEY } });
      rows.push({ target: target.name, ...(await measure(`http://127.0.0.1:${port}${target.path}`)) });
    }
    const trivial = rows[0]!.requestsPerSecond;
    console.log(`\n${label}: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target`);
    for (const row of rows) {
      const ratio = (row.requestsPerSecond / trivial).toFixed(2);
      console.log(`  ${row.target.padEnd(20)} ${String(row.requestsPerSecond).padStart(7)} req/s   p99 ${String(row.p99Ms).padStart(4)} ms   ×${ratio} of trivial`);
    }
    return rows;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-bench-'));
  try {
    await benchDriver('PGlite (embedded)', { DATA_DIR: dataDir }, 3901);
    const postgres = process.env.BENCH_DATABASE_URL;
    if (postgres) await benchDriver('PostgreSQL', { DATABASE_URL: postgres, DATA_DIR: dataDir }, 3902);
    else console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL to a postgres:// URL to include it)');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
