// Several API processes behind nginx on this machine, on one PostgreSQL: a throwaway PostgreSQL
// server, the processes on consecutive ports, nginx in front, and the rolling restart.
// Used by `npm run start:cluster` (scripts/start-cluster.mjs), `npm run bench:scale` and
// deploy/__tests__/rolling-restart.test.mjs.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { writeLocalConfig } from './nginx.mjs';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../api');
const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
const NGINX = process.env.NGINX ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
const START_TIMEOUT_MS = 90_000;
/** Longer than the processes' own SHUTDOWN_TIMEOUT_SECONDS (30 s): past it, the process is killed. */
const STOP_TIMEOUT_MS = 40_000;

/** Whatever ends this process ends what it started, even when it did not get to stop them in order. */
const cleanups = new Set();
process.on('exit', () => cleanups.forEach((cleanup) => cleanup()));
// What it starts runs in process groups of its own, out of reach of Ctrl-C: a signal that would end
// this process without its exit handlers ends it through them, unless the caller handles the signal.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (process.listenerCount(signal) === 1) process.exit(130);
  });
}

export async function freePort() {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function isFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first of `count` consecutive loopback ports that are free now. */
export async function freePortRange(count) {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    const free = await Promise.all(Array.from({ length: count }, (_, i) => isFree(base + i)));
    if (free.every(Boolean)) return base;
  }
}

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/** Signals the child and resolves once it has exited; kills it when it takes longer than `timeoutMs`. */
async function stopChild(child, signal, timeoutMs = STOP_TIMEOUT_MS) {
  if (exited(child)) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await gone;
  clearTimeout(timer);
}

/** PostgreSQL refuses to run as root: as root, its commands run as the user postgres. */
function postgresUser() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A PostgreSQL 15 server of its own in a temporary folder, on a free loopback port, with trust
 * authentication. `durable: false` turns fsync off (tests). Resolves { url, pid (the postmaster's), stop() }.
 */
export async function startPostgres({ durable = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-cluster-postgres-'));
  const user = postgresUser();
  if (user.uid !== undefined) fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  const port = await freePort();
  const run = (command, args) => execFileSync(path.join(POSTGRES_BIN, command), args, { ...user, cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  const stop = () => {
    cleanups.delete(stop);
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // not running
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  cleanups.add(stop);
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durable ? '' : ' -c fsync=off'}`;
    run('pg_ctl', ['-D', data, '-l', log, '-w', '-o', options, 'start']);
  } catch (error) {
    const output = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : String(error.stderr ?? '');
    stop();
    throw new Error(`PostgreSQL did not start (${POSTGRES_BIN}): ${error.message}\n${output}`, { cause: error });
  }
  const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, pid, stop: async () => stop() };
}

/** A new, empty database on the server at `serverUrl`: { url, drop() }. */
export async function freshDatabase(serverUrl, prefix = 'gp_cluster') {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

const tail = (file, lines = 30) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '');

/**
 * One API process on a loopback port; `logs`: 'inherit' (the terminal) or a file it appends to.
 * Started with `node --import tsx`, not the tsx command, so that signals reach the server itself;
 * in a process group of its own, so that Ctrl-C reaches only the script that started it, which
 * stops everything in order.
 */
function apiProcess(port, env, logs, onUnexpectedExit = () => undefined) {
  let child = null;
  let stopping = false;
  const stopNow = () => child?.kill('SIGKILL');
  return {
    port,
    get pid() {
      return child?.pid;
    },
    /** Starts the process and resolves once it answers /ready. */
    async start() {
      const out = logs === 'inherit' ? 'inherit' : fs.openSync(logs, 'a');
      child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: API_DIR,
        env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
        stdio: ['ignore', out, out],
        detached: true,
      });
      if (out !== 'inherit') fs.closeSync(out);
      cleanups.add(stopNow);
      stopping = false;
      const started = child;
      started.once('exit', (code, signal) => {
        if (!stopping && started === child) onUnexpectedExit(port, signal ?? code);
      });
      const began = Date.now();
      while (!(await answers(`http://127.0.0.1:${port}/ready`))) {
        if (exited(child) || Date.now() - began > START_TIMEOUT_MS) {
          stopping = true;
          child.kill('SIGKILL');
          const why = exited(child) ? `exited (${child.signalCode ?? `code ${child.exitCode}`})` : `did not answer /ready within ${START_TIMEOUT_MS / 1000} s`;
          throw new Error(`The API process on port ${port} ${why}${logs === 'inherit' ? '' : `:\n${tail(logs)}`}`);
        }
        await sleep(100);
      }
    },
    /** SIGTERM (the graceful stop) and resolves once it has exited. */
    async stop(signal = 'SIGTERM') {
      if (!child) return;
      stopping = true;
      await stopChild(child, signal);
      cleanups.delete(stopNow);
    },
  };
}

/** nginx in the foreground, configured in `dir` (deploy/nginx.mjs) to listen on `listen` in front of `ports`. */
async function startNginx(dir, { listen, ports }) {
  const configure = (upstreamPorts) => writeLocalConfig(dir, { listen, upstreams: upstreamPorts.map((port) => `127.0.0.1:${port}`) });
  const config = configure(ports);
  const errorLog = path.join(dir, 'error.log');
  const child = spawn(NGINX, ['-c', config, '-e', errorLog, '-g', 'daemon off;'], { stdio: 'ignore', detached: true });
  const stopNow = () => child.kill('SIGTERM');
  cleanups.add(stopNow);
  const spawnError = new Promise((resolve) => child.once('error', resolve));
  const began = Date.now();
  while (!(await answers(`http://127.0.0.1:${listen}/health`))) {
    const failed = await Promise.race([spawnError, sleep(100, null)]);
    if (failed || exited(child) || Date.now() - began > 10_000) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start on port ${listen}${failed ? ` (${failed.message}; apt-get install -y nginx)` : ''}:\n${tail(errorLog)}`);
    }
  }
  return {
    pid: child.pid,
    accessLog: path.join(dir, 'access.log'),
    /** Sends to these ports from now on: the new configuration is loaded with no request lost (SIGHUP). */
    async reconfigure(upstreamPorts) {
      configure(upstreamPorts);
      child.kill('SIGHUP');
      // The master starts workers with the new configuration and lets the old ones finish.
      await sleep(1_000);
    },
    /** Stops accepting, finishes the requests in flight, exits (SIGQUIT: nginx's graceful stop). */
    async stop() {
      await stopChild(child, 'SIGQUIT');
      cleanups.delete(stopNow);
    },
  };
}

/**
 * `size` API processes on ports basePort, basePort + 1, … (started one after the other: the first
 * migrates and seeds the database), and nginx on `listen` in front of them. `env` is every
 * process's environment (DATABASE_URL, JWT_SECRET, TRUST_PROXY, …); `logs` 'inherit' or a folder
 * for one log file per process (the runtime folder by default); `onUnexpectedExit(port, code)` is
 * told of a process that exits when it was not stopped.
 */
export async function startCluster({ size, basePort, listen, env, logs, onUnexpectedExit }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-cluster-'));
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  cleanups.add(removeDir);
  const logsOf = (port) => (logs === 'inherit' ? 'inherit' : path.join(logs ?? dir, `api-${port}.log`));
  const processes = [];
  let nginx = null;
  let stopped = false;
  const cluster = {
    url: `http://127.0.0.1:${listen}`,
    processes,
    dir,
    get accessLog() {
      return nginx.accessLog;
    },
    get nginxPid() {
      return nginx.pid;
    },
    /** Starts one more process on the next port and lets nginx send to it. */
    async addProcess() {
      const port = basePort + processes.length;
      const added = apiProcess(port, env, logsOf(port), onUnexpectedExit);
      await added.start();
      processes.push(added);
      await nginx?.reconfigure(processes.map((server) => server.port));
      return added;
    },
    /**
     * Restarts each process in turn: SIGTERM (it finishes what it is doing; nginx sends the rest to
     * the others), wait for its exit, start it again, and wait for /ready before the next one.
     */
    async rollingRestart(onStep = () => undefined) {
      for (const server of processes) {
        if (stopped) return;
        onStep(`restarting the process on port ${server.port}`);
        await server.stop();
        await server.start();
      }
    },
    /** nginx first (no new requests), then the processes (each finishes its requests), together. */
    async stop() {
      stopped = true;
      await nginx?.stop();
      await Promise.all(processes.map((server) => server.stop()));
      removeDir();
      cleanups.delete(removeDir);
    },
  };
  try {
    for (let i = 0; i < size; i += 1) await cluster.addProcess();
    nginx = await startNginx(dir, { listen, ports: processes.map((server) => server.port) });
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
