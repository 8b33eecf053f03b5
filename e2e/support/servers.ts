import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { openDatabase, type DatabaseHandle } from '../../api/src/db/database';
import { seed } from '../../api/src/db/seed';

/** A loopback port that was free a moment ago and that nothing listens on now. */
export async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A seeded embedded database in a folder of its own, away from the developer's ./data. */
export async function openSeededDatabase(): Promise<{ database: DatabaseHandle; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-e2e-'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await seed(database.db, { demoAccounts: true });
  return { database, dataDir };
}

/** Starts the production server on a free loopback port over the real builds and the given database. */
export async function startSite(
  database: DatabaseHandle,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ app: FastifyInstance; url: string }> {
  const config = loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env });
  const app = await buildApp(config, { logger: false, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}
