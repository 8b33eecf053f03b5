// Crash test: a stream of checkouts, the server killed with SIGKILL while they are in flight,
// restarted on the same data, and the money invariants checked through the API; a few rounds, on
// embedded PGlite and, when BENCH_DATABASE_URL is set, on a fresh database of that PostgreSQL.
// Prints the report and writes it to REPORT.md; exits 1 when an invariant fails. Bounded in time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN, DEMO_CLIENT, signIn, type ApiClient, type Service } from './api';
import { checkInvariants, type Acknowledged } from './invariants';
import { passed, reportMarkdown, type DriverResult, type RoundResult } from './report';
import { freePort, killHard, startServer, withFreshDatabase, type Server } from './server';
import { streamAnsweredCleanly, streamUntilKilled } from './stream';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CHECKOUT_LOOPS = Number(process.env.LOOPS ?? 4);
const RUN_LIMIT_MS = Number(process.env.RUN_LIMIT_SECONDS ?? 600) * 1_000;
/** Credited before each stream, so that every checkout of the round spends bonus. */
const BONUS_PER_ROUND_EUR = 100_000;
const JWT_SECRET = 'checkout-crash-bench-secret-of-more-than-forty-characters';
const REPORT = path.join(__dirname, 'REPORT.md');
/** Each driver's DATA_DIR lives in here, removed however the run ends. */
const WORK_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-checkout-crash-'));
process.on('exit', () => fs.rmSync(WORK_DIR, { recursive: true, force: true }));

async function orderableServices(port: number): Promise<Service[]> {
  const client = await signIn(port, DEMO_CLIENT);
  const services = (await client.get<Service[]>('/api/services?limit=100')).filter((service) => service.priceFrom > 0);
  if (services.length === 0) throw new Error('No service with a price to order');
  return services;
}

async function creditBonus(port: number, client: ApiClient) {
  const { id } = await client.get<{ id: string }>('/auth/me');
  const admin = await signIn(port, DEMO_ADMIN);
  const answer = await admin.call('POST', '/api/bonus/earn', { body: { userId: id, amount: BONUS_PER_ROUND_EUR, description: 'Checkout crash test' } });
  if (answer.status !== 201) throw new Error(`Crediting the bonus answered ${answer.status} ${answer.body.code ?? ''}`);
}

interface Run {
  port: number;
  env: NodeJS.ProcessEnv;
  /** The server now running (or killed last), which the run stops at its end. */
  server: Server;
  services: Service[];
  acknowledged: Acknowledged[];
}

/** One round: stream until the kill, restart on the same data, check. */
async function crashRound(round: number, run: Run): Promise<RoundResult> {
  const { port, services, acknowledged } = run;
  const client = await signIn(port, DEMO_CLIENT);
  await creditBonus(port, client);
  const ordersBefore = await client.orderCount();
  const stream = await streamUntilKilled(client, services, run.server, CHECKOUT_LOOPS);
  acknowledged.push(...stream.acknowledged);
  run.server = await startServer(port, run.env);
  const checks = await checkInvariants({
    client: await signIn(port, DEMO_CLIENT),
    admin: await signIn(port, DEMO_ADMIN),
    acknowledged,
    ordersBefore,
    acknowledgedThisRound: stream.acknowledged.length,
    inDoubtThisRound: stream.unansweredCheckouts,
  });
  return { round, stream, restartMs: run.server.startMs, checks: [streamAnsweredCleanly(stream), ...checks] };
}

async function runDriver(label: string, env: NodeJS.ProcessEnv): Promise<DriverResult> {
  const dataDir = fs.mkdtempSync(path.join(WORK_DIR, 'data-'));
  const serverEnv = { DATA_DIR: dataDir, JWT_SECRET, ...env };
  const port = await freePort();
  const result: DriverResult = { label, firstStartMs: 0, rounds: [], problem: null };
  let run: Run | null = null;
  console.log(`\n${label}: ${ROUNDS} rounds of ${CHECKOUT_LOOPS} checkout loops, kill -9 mid-stream`);
  try {
    run = { port, env: serverEnv, server: await startServer(port, serverEnv), services: [], acknowledged: [] };
    result.firstStartMs = run.server.startMs;
    run.services = await orderableServices(port);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const roundResult = await crashRound(round, run);
      result.rounds.push(roundResult);
      const failed = roundResult.checks.filter((c) => !c.ok).length;
      console.log(`  round ${round}: ${roundResult.stream.acknowledged.length} orders acknowledged, restart ${roundResult.restartMs} ms, ${failed} invariants failed`);
    }
  } catch (error) {
    result.problem = error instanceof Error ? error.message : String(error);
    console.error(`  stopped: ${result.problem}`);
  } finally {
    if (run) await killHard(run.server);
  }
  return result;
}

async function main(): Promise<number> {
  const deadline = setTimeout(() => {
    console.error(`Time limit of ${RUN_LIMIT_MS / 1_000} s reached: stopping (RUN_LIMIT_SECONDS to change it).`);
    process.exit(3);
  }, RUN_LIMIT_MS);
  const loadAverage = os.loadavg()[0] ?? 0;
  const results = [await runDriver('PGlite (embedded)', {})];
  const postgres = process.env.BENCH_DATABASE_URL;
  if (postgres) results.push(await withFreshDatabase(postgres, (url) => runDriver('PostgreSQL', { DATABASE_URL: url, SEED_DEMO: '1' })));
  clearTimeout(deadline);
  const skipped = postgres ? [] : ['PostgreSQL: skipped (set BENCH_DATABASE_URL to a postgres:// URL to include it).'];
  const report = reportMarkdown(results, { rounds: ROUNDS, loops: CHECKOUT_LOOPS, bonusPerRoundEur: BONUS_PER_ROUND_EUR, loadAverage, skipped });
  console.log(`\n${report}`);
  fs.writeFileSync(REPORT, report);
  return results.every(passed) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
