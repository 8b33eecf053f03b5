import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from 'api/app';
import { loadConfig } from 'api/config';
import { openDatabase, type DatabaseHandle } from 'api/database';
import { copySeededPglite } from 'api/testing/seeded-pglite';

/** A loopback port that was free a moment ago and that nothing listens on now. */
export async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A seeded embedded database (with the demo accounts) in a folder of its own, away from the
 * developer's ./data: a copy of the one the API tests keep for this code (made first if there is none).
 */
export async function openSeededDatabase(): Promise<{ database: DatabaseHandle; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-e2e-'));
  await copySeededPglite(path.join(dataDir, 'pglite'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  return { database, dataDir };
}

/**
 * Starts the production server on a free loopback port over the real builds and the given database.
 * `close` cuts the connections browsers still hold first: a socket Chromium opened ahead of a request it
 * never sent keeps a graceful close waiting until Node's header timeout (up to a minute).
 */
export async function startSite(
  database: DatabaseHandle,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const config = loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env });
  const app = await buildApp(config, { logger: false, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const close = async () => {
    app.server.closeAllConnections();
    await app.close();
  };
  return { url: `http://127.0.0.1:${port}`, close };
}

const API_DIR = path.join(__dirname, '../../api');

/**
 * Starts the production server as a process of its own, as deployed: its own embedded database
 * (seeded with the demo accounts: a copy of the kept seeded one, which the server seeds again as it
 * would any database, changing nothing) in a fresh folder, on a port it picks itself (read from its log, so
 * no other server can take it in between). A site that must differ from the main one (another
 * registry, other token lifetimes) runs this way, because the server renderer is one per process.
 * Its output goes to a file, never to a pipe this process could close. Resolves once it answers /health.
 */
export async function startSiteProcess(env: NodeJS.ProcessEnv = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-e2e-site-'));
  await copySeededPglite(path.join(dataDir, 'pglite'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const output = () => fs.readFileSync(logFile, 'utf8');
  let closing = false;
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  // A site that stops on its own fails the tests using it: say why, where the run's output shows it.
  void exited.then((code) => {
    if (!closing) console.error(`A site process stopped (${code}); its last output:\n${output().slice(-4000)}`);
  });
  const close = async () => {
    closing = true;
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The site process stopped before it answered:\n${output()}`);
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1];
    const health = url ? await fetch(`${url}/health`).catch(() => null) : null;
    if (url && health?.ok) return { url, close };
    if (Date.now() > deadline) {
      await close();
      throw new Error(`The site process did not answer within 60 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
