// Scale-out benchmark: a PostgreSQL server, then one and then two API processes behind nginx
// (deploy/), all on this machine. Throughput and p99 latency through nginx of the cached catalogue, a
// server-rendered page and checkout, with the cores each part used; then the correctness checks of
// checks.ts through nginx. Writes bench/scale/REPORT.md; exits 1 when a check fails. Needs the
// production build (npm run build), nginx and PostgreSQL 15 (see deploy/cluster.mjs).
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { freePort, freePortRange, startCluster, startPostgres, type Cluster } from '../../deploy/cluster.mjs';
import { ApiClient, type Service } from '../checkout-crash/api';
import type { Check } from '../checkout-crash/invariants';
import { oneOrderOfParallelCheckouts, priceSeenByTheOtherProcess, rollingRestartUnderStream, signInLimitAcrossProcesses } from './checks';
import { coresUsed, cpuSnapshot } from './cpu';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUN_LIMIT_MS = 10 * 60_000;
const API_KEY = 'gp-web-local-key';
/** Signed-in clients whose checkouts the checkout target sends, each on its own (one user lock each). */
const CLIENTS = 8;
const AUTH_LIMIT_PER_MINUTE = 30;
const REPORT = path.join(__dirname, 'REPORT.md');
const ROOT = path.join(__dirname, '../..');

interface Setup {
  tokens: string[];
  serviceIds: string[];
}

interface Target {
  name: string;
  connections: number;
  warmUp: number;
  options: autocannon.Options;
}

interface Measurement {
  target: string;
  requestsPerSecond: number;
  p99Ms: number;
  notOk: string;
  cores: Record<string, number>;
}

/** The token of the verification mail sent to `email` (mail goes out just after the answer). */
async function verificationToken(databaseUrl: string, email: string): Promise<string> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { rows } = await client.query<{ body: string }>("select body from mail_outbox where recipient = $1 and kind = 'verify_email'", [email]);
      const token = rows[0]?.body.match(/[?&]token=([^\s&]+)/)?.[1];
      if (token) return decodeURIComponent(token);
      await sleep(50);
    }
    throw new Error(`No verification mail for ${email}`);
  } finally {
    await client.end();
  }
}

/** A new client who confirmed their address (and so holds the welcome bonus): their access token. */
async function newClient(port: number, databaseUrl: string): Promise<string> {
  const email = `scale-${randomUUID().slice(0, 8)}@example.com`;
  const visitor = new ApiClient(port);
  const password = 'scale-bench-pass-1';
  const registered = await visitor.call('POST', '/auth/register', {
    body: { firstName: 'Bench', lastName: 'Client', email, password, confirmPassword: password, acceptTerms: true },
  });
  if (registered.status !== 202) throw new Error(`Registration answered ${registered.status} ${registered.body.code ?? ''}`);
  const verified = await visitor.call<{ tokens: { accessToken: string } }>('POST', '/auth/verify-email', { body: { token: await verificationToken(databaseUrl, email) } });
  if (!verified.body.data) throw new Error(`Verification answered ${verified.status} ${verified.body.code ?? ''}`);
  return verified.body.data.tokens.accessToken;
}

async function prepare(cluster: Cluster, databaseUrl: string): Promise<Setup> {
  const port = Number(new URL(cluster.url).port);
  const services = await new ApiClient(port).get<Service[]>('/api/services?limit=100');
  const tokens: string[] = [];
  for (let i = 0; i < CLIENTS; i += 1) tokens.push(await newClient(port, databaseUrl));
  return { tokens, serviceIds: services.filter((service) => service.priceFrom > 0).map((service) => service.id) };
}

function targets(cluster: Cluster, setup: Setup): Target[] {
  let turn = 0;
  // A browser's Accept-Encoding: the processes answer with brotli.
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  return [
    {
      name: '`GET /api/services?lang=en` (cached catalogue)',
      connections: 20,
      warmUp: 200,
      options: { url: `${cluster.url}/api/services?lang=en`, headers: { ...browser, 'x-api-key': API_KEY } },
    },
    {
      name: '`GET /en/services` (server-rendered page, reused 10 s)',
      connections: 20,
      warmUp: 200,
      options: { url: `${cluster.url}/en/services`, headers: { ...browser, accept: 'text/html' } },
    },
    {
      name: '`POST /api/orders` (checkout, a new Idempotency-Key each)',
      connections: 10,
      warmUp: 20,
      options: {
        url: cluster.url,
        requests: [
          {
            method: 'POST',
            path: '/api/orders',
            setupRequest: (request) => {
              turn += 1;
              const serviceId = setup.serviceIds[turn % setup.serviceIds.length]!;
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  'x-api-key': API_KEY,
                  authorization: `Bearer ${setup.tokens[turn % setup.tokens.length]!}`,
                  'idempotency-key': `scale-${randomUUID()}`,
                },
                body: JSON.stringify({ items: [{ serviceId, quantity: 1 }], useBonus: true, acceptTerms: true }),
              };
            },
          },
        ],
      },
    },
  ];
}

async function measure(cluster: Cluster, postgresPid: number, target: Target): Promise<Measurement> {
  await autocannon({ ...target.options, connections: 4, amount: target.warmUp });
  const groups = { 'API processes': cluster.processes.map((server) => server.pid!), nginx: [cluster.nginxPid], PostgreSQL: [postgresPid] };
  const before = cpuSnapshot(groups);
  const result = await autocannon({ ...target.options, connections: target.connections, duration: DURATION_SECONDS });
  const cores = coresUsed(before, cpuSnapshot(groups));
  const statuses = Object.entries(result.statusCodeStats ?? {}).filter(([status]) => !status.startsWith('2'));
  const notOk = [...statuses.map(([status, { count }]) => `${status} ×${count ?? 0}`), ...(result.errors > 0 ? [`errors ×${result.errors}`] : [])].join(', ');
  const measurement = { target: target.name, requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, notOk, cores };
  console.log(`  ${target.name}: ${measurement.requestsPerSecond} req/s, p99 ${measurement.p99Ms} ms${notOk ? `, not 2xx: ${notOk}` : ''}; cores ${JSON.stringify(cores)}`);
  return measurement;
}

async function measureAll(cluster: Cluster, postgresPid: number, setup: Setup): Promise<Measurement[]> {
  console.log(`\n${cluster.processes.length} process(es) behind nginx, ${DURATION_SECONDS} s per target:`);
  const measurements: Measurement[] = [];
  for (const target of targets(cluster, setup)) measurements.push(await measure(cluster, postgresPid, target));
  return measurements;
}

/** What `command args` prints, on either stream (nginx -v writes to stderr). */
function version(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() || `${command}: unknown`;
}

function report(one: Measurement[], two: Measurement[], checks: Check[], loadAverage: number): string {
  const cpu = os.cpus();
  const coreNames = Object.keys(two[0]?.cores ?? {});
  const total = (row: Measurement) => Object.values(row.cores).reduce((sum, used) => sum + used, 0).toFixed(2);
  const cores = (label: string, rows: Measurement[]) =>
    rows.map((row) => `| ${row.target} | ${label} | ${coreNames.map((name) => row.cores[name]?.toFixed(2)).join(' | ')} | ${total(row)} |`);
  return [
    '# Scale-out benchmark',
    '',
    `Written by \`npm run bench:scale\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Linux ${os.release()}, Node ${process.version}, ${version('/usr/sbin/nginx', ['-v']).replace('nginx version: ', '')}, ` +
      `${version('/usr/lib/postgresql/15/bin/postgres', ['--version'])} (fsync on). Load average at the start: ${loadAverage.toFixed(1)} (the machine is shared; see "rest of the machine").`,
    '',
    'Everything runs on these cores: PostgreSQL, nginx (deploy/nginx, 2 workers), the API processes and the load generator',
    `(autocannon, in the bench's process). ${DURATION_SECONDS} s per target through nginx after a short warm-up; GETs with 20 connections and a browser's`,
    'Accept-Encoding (brotli: the catalogue is compressed once and kept, a reused page is compressed per answer), checkout with 10',
    `connections spread over ${CLIENTS} signed-in clients (each order a new Idempotency-Key, one service in turn, the bonus used).`,
    '',
    '| target | 1 process: req/s | p99 ms | 2 processes: req/s | p99 ms | 2 ÷ 1 | not 2xx |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...one.map((row, i) => {
      const other = two[i]!;
      const notOk = [row.notOk, other.notOk].filter(Boolean).join('; ') || 'none';
      return `| ${row.target} | ${row.requestsPerSecond} | ${row.p99Ms} | ${other.requestsPerSecond} | ${other.p99Ms} | ×${(other.requestsPerSecond / row.requestsPerSecond).toFixed(2)} | ${notOk} |`;
    }),
    '',
    '## Where the cores went',
    '',
    'CPU time during each measurement in cores (1.00 = one core busy the whole time), from /proc: each part with its child',
    'processes (the PostgreSQL backends, the nginx workers); "rest of the machine" is everything else running on it meanwhile.',
    '',
    `| target | processes | ${coreNames.join(' | ')} | all |`,
    `|---|---|${coreNames.map(() => '---:').join('|')}|---:|`,
    ...cores('1', one),
    ...cores('2', two),
    '',
    'What two cores bound: a process runs its JavaScript on one thread, so it serves requests with about one core, plus',
    "what runs on its helper threads (compression with brotli or gzip, garbage collection). A second process can only use",
    'what the first leaves free, and nginx, PostgreSQL and the load generator take their share of the same two cores: where',
    '"all" is near 2.00 the machine was full. By target:',
    '',
    '- the cached catalogue costs a process little (its answer is kept compressed): the busiest part is the load generator,',
    '  one thread as well, so this row measures autocannon and nginx more than the API, and a second process adds nothing;',
    '- a reused page is kept as HTML and compressed for each answer: the process spends its time compressing, on more than',
    '  one core, and a second process adds what is left of the two;',
    '- a checkout keeps one process busy on its one thread and PostgreSQL on a good part of the other core (transactions,',
    '  fsync on): a second process gets only the remainder.',
    '',
    'On machines of their own (processes on their own cores, PostgreSQL and the balancer elsewhere, load from outside)',
    'throughput grows with processes until PostgreSQL or the balancer is the limit; what this bench shows is that the set-up',
    'is correct and what each part costs, not its capacity.',
    '',
    '## Correctness through nginx, two processes',
    '',
    '| check | result | what was seen |',
    '|---|---|---|',
    ...checks.map((check) => `| ${check.name} | ${check.ok ? 'pass' : '**FAIL**'} | ${check.detail.replaceAll('|', '\\|')} |`),
    '',
    'The price is written through one process and read from the other directly; the other checks go through nginx, whose',
    'access log says which processes answered. In "tried on a second process", nginx writes 502 for a connection the',
    'process refused (it was restarting) and 503 for its answer while closing; the client got the last status of the pair.',
    '',
  ].join('\n');
}

async function main(): Promise<number> {
  const deadline = setTimeout(() => {
    console.error(`Time limit of ${RUN_LIMIT_MS / 60_000} minutes reached: stopping.`);
    process.exit(3);
  }, RUN_LIMIT_MS);
  if (!fs.existsSync(path.join(ROOT, 'shell/server-dist/server.js'))) throw new Error('No production build: run npm run build first');
  const loadAverage = os.loadavg()[0] ?? 0;
  console.log('Starting PostgreSQL…');
  const postgres = await startPostgres({ durable: true });
  let cluster: Cluster | null = null;
  try {
    cluster = await startCluster({
      size: 1,
      basePort: await freePortRange(2),
      listen: await freePort(),
      env: {
        DATABASE_URL: postgres.url,
        TRUST_PROXY: '127.0.0.1',
        SEED_DEMO: '1',
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT_PER_MINUTE),
      },
    });
    const setup = await prepare(cluster, postgres.url);
    const one = await measureAll(cluster, postgres.pid, setup);
    await cluster.addProcess();
    const two = await measureAll(cluster, postgres.pid, setup);

    console.log('\nCorrectness through nginx:');
    const checks: Check[] = [];
    for (const check of [
      () => priceSeenByTheOtherProcess(cluster!),
      () => oneOrderOfParallelCheckouts(cluster!, setup.tokens[0]!, setup.serviceIds[0]!),
      () => signInLimitAcrossProcesses(cluster!, AUTH_LIMIT_PER_MINUTE),
      () => rollingRestartUnderStream(cluster!, setup.tokens[1]!, setup.serviceIds[0]!),
    ]) {
      const result = await check();
      console.log(`  ${result.ok ? 'pass' : 'FAIL'}: ${result.name}: ${result.detail}`);
      checks.push(result);
    }
    fs.writeFileSync(REPORT, report(one, two, checks, loadAverage));
    console.log(`\nWritten to ${path.relative(process.cwd(), REPORT)}`);
    clearTimeout(deadline);
    return checks.every((check) => check.ok) ? 0 : 1;
  } finally {
    await cluster?.stop();
    await postgres.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
