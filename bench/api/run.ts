// API and page benchmark: autocannon against the cached catalogue, search, a trivial route, a signed-in
// client's orders (read from the database on every request) and two server-rendered pages (home, a
// service) of one server, on embedded PGlite and, when
// BENCH_DATABASE_URL is set, on PostgreSQL; then the pages' time to first byte, one request at a
// time. The server runs in its own process on loopback; each run is bounded in time. Pages need the
// build (npm run build). The figures go to bench/api/REPORT.md.
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
  { name: 'orders (signed in)', path: '/api/orders', signedIn: true },
  { name: 'page /en', path: '/en' },
  { name: 'page: a service', path: '/en/services/technical-seo-audit' },
];
const PAGES = TARGETS.filter((target) => target.name.startsWith('page'));
const TTFB_SAMPLES = 100;

/** The seeded demo client (README), whose orders the signed-in target reads. */
const DEMO_CLIENT = { email: 'demo@example.com', password: 'demo12345' };

type Target = (typeof TARGETS)[number];
type Row = { target: string; requestsPerSecond: number; p99Ms: number };
type Ttfb = { target: string; medianMs: number; p95Ms: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/** Time to the answer's first byte, one request at a time (the page is sent when fully rendered). */
async function timeToFirstByte(url: string): Promise<{ medianMs: number; p95Ms: number }> {
  const samples: number[] = [];
  for (let i = 0; i < TTFB_SAMPLES; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    const reader = response.body!.getReader();
    await reader.read();
    samples.push(performance.now() - started);
    await reader.cancel();
  }
  samples.sort((a, b) => a - b);
  return { medianMs: Number(percentile(samples, 50).toFixed(1)), p95Ms: Number(percentile(samples, 95).toFixed(1)) };
}

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

/** The demo client's access token on this server (one sign-in: they are rate-limited). */
async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/auth/login`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CLIENT),
  });
  if (!response.ok) throw new Error(`The demo client could not sign in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
}

async function measure(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

async function benchDriver(label: string, env: NodeJS.ProcessEnv, port: number, targets = TARGETS) {
  const server = await startServer(port, env);
  try {
    const rows: Row[] = [];
    const token = targets.some((target: Target) => 'signedIn' in target) ? await signIn(port) : undefined;
    for (const target of targets) {
      const headers = { 'x-api-key': API_KEY, ...('signedIn' in target && { authorization: `Bearer ${token}` }) };
      // A short warm-up fills the catalogue cache and the JIT.
      await autocannon({ url: `http://127.0.0.1:${port}${target.path}`, connections: 4, amount: 200, headers });
      rows.push({ target: target.name, ...(await measure(`http://127.0.0.1:${port}${target.path}`, headers)) });
    }
    const trivial = rows.find((row) => row.target.startsWith('trivial'))?.requestsPerSecond ?? rows[0]!.requestsPerSecond;
    console.log(`\n${label}: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target`);
    for (const row of rows) {
      const ratio = (row.requestsPerSecond / trivial).toFixed(2);
      console.log(`  ${row.target.padEnd(20)} ${String(row.requestsPerSecond).padStart(7)} req/s   p99 ${String(row.p99Ms).padStart(4)} ms   ×${ratio} of trivial`);
    }
    const ttfb: Ttfb[] = [];
    for (const page of targets.filter((target) => PAGES.includes(target))) ttfb.push({ target: page.name, ...(await timeToFirstByte(`http://127.0.0.1:${port}${page.path}`)) });
    for (const row of ttfb) console.log(`  TTFB ${row.target.padEnd(15)} median ${row.medianMs} ms   p95 ${row.p95Ms} ms`);
    return { label, rows, ttfb };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

function writeReport(runs: Array<{ label: string; rows: Row[]; ttfb: Ttfb[] }>) {
  const lines = [
    '# API and page benchmark',
    '',
    `\`npm run bench:api\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
    `${CONNECTIONS} connections, ${DURATION_SECONDS} s per target after a warm-up. Pages are rendered on the server with their data`,
    'read from the API over loopback; a rendered public page is reused for 10 s by default, so the second run renders every request.',
    `TTFB: one request at a time, ${TTFB_SAMPLES} samples.`,
    '',
  ];
  for (const run of runs) {
    lines.push(`## ${run.label}`, '', '| target | req/s | p99 ms |', '|---|---:|---:|');
    for (const row of run.rows) lines.push(`| ${row.target} | ${row.requestsPerSecond} | ${row.p99Ms} |`);
    lines.push('', '| page | TTFB median ms | TTFB p95 ms |', '|---|---:|---:|');
    for (const row of run.ttfb) lines.push(`| ${row.target} | ${row.medianMs} | ${row.p95Ms} |`);
    lines.push('');
  }
  fs.writeFileSync(path.join(__dirname, 'REPORT.md'), `${lines.join('\n')}\n`);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-bench-'));
  try {
    const runs = [
      await benchDriver('PGlite (embedded), pages reused for 10 s (the default)', { DATA_DIR: dataDir }, 3901),
      // Every page rendered for every request: what a render costs.
      await benchDriver('PGlite (embedded), every page rendered (PAGE_CACHE_SECONDS=0)', { DATA_DIR: dataDir, PAGE_CACHE_SECONDS: '0' }, 3903, PAGES),
    ];
    const postgres = process.env.BENCH_DATABASE_URL;
    if (postgres) runs.push(await benchDriver('PostgreSQL', { DATABASE_URL: postgres, DATA_DIR: dataDir }, 3902));
    else console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL to a postgres:// URL to include it)');
    writeReport(runs);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
