// The API server in a process of its own, started and killed by the crash test, and the fresh
// PostgreSQL database a run uses.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';

const API_FOLDER = path.join(__dirname, '../../api');
const START_TIMEOUT_MS = 60_000;
const OUTPUT_LINES_KEPT = 40;

export interface Server {
  process: ChildProcess;
  /** From spawn to the first answer of /health. */
  startMs: number;
}

/** A server that exited or never answered: the reason and what it printed. */
export class ServerStartError extends Error {
  override name = 'ServerStartError';
}

const running = new Set<ChildProcess>();
// Whatever ends this process (an error, the time limit, Ctrl-C) ends the servers it started.
process.on('exit', () => running.forEach((child) => child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

export async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Starts `node --import tsx src/server.ts` (not the tsx command, which runs the server in a child of
 * its own: kill -9 would reach only tsx and leave the server running) and waits for /health.
 */
export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<Server> {
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_FOLDER,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    process.stderr.write(chunk);
    output.push(...chunk.toString().trimEnd().split('\n'));
    output.splice(0, output.length - OUTPUT_LINES_KEPT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  while (performance.now() - began < START_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new ServerStartError(`The server exited (${child.signalCode ?? `code ${child.exitCode}`}) before answering:\n${output.join('\n')}`);
    }
    if (await healthy(port)) return { process: child, startMs: Math.round(performance.now() - began) };
    await sleep(100);
  }
  await killHard({ process: child, startMs: 0 });
  throw new ServerStartError(`The server did not answer /health within ${START_TIMEOUT_MS / 1000} s:\n${output.join('\n')}`);
}

/** kill -9, and wait until the process is gone (so its database lock's holder no longer runs). */
export async function killHard(server: Server): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGKILL');
  await exited;
}

/** A database of its own in the PostgreSQL at `url` for the time of `runOn`, dropped afterwards. */
export async function withFreshDatabase<T>(url: string, runOn: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `gp_checkout_crash_${Date.now()}`;
  const maintenance = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await maintenance.connect();
  try {
    await maintenance.query(`create database ${name}`);
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    return await runOn(databaseUrl.toString());
  } finally {
    await maintenance.query(`drop database if exists ${name} with (force)`).catch((error: Error) => console.warn(`Could not drop ${name}: ${error.message}`));
    await maintenance.end();
  }
}
