import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type EmbeddedOptions } from '../../db/database';
import { seed } from '../../seed';
import { claimFile, RUN_DIR_VARIABLE, TEMPLATE_DATABASE_VARIABLE } from '../setup/run';
import { copySeededPglite } from '../../testing/seeded-pglite';

/**
 * One migrated and seeded database per jest run, which every test app starts from a copy of: made
 * by the first test file that needs it (the other workers wait for it), dropped by globalTeardown.
 * On PGlite it is a copy of the seeded folder kept from an earlier run of the same code made the same
 * day (testing/seeded-pglite.ts), so a change to the migrations or the seed is always in it.
 *
 * PGlite: a closed data folder, which each worker copies and opens, and keeps for its test apps (kept-pglite.ts).
 * PostgreSQL: a database that each test database is created from (CREATE DATABASE … TEMPLATE …).
 */
export type Template = { driver: 'pglite'; folder: string } | { driver: 'postgres'; database: string };

const WAIT_MS = 120_000;

/** The folder globalSetup made for this run (template, per-app data folders). */
export function runDir(): string {
  const dir = process.env[RUN_DIR_VARIABLE];
  if (!dir || !fs.existsSync(dir)) {
    throw new Error(`${RUN_DIR_VARIABLE} is not set: run the API tests with api/jest.config.js (its globalSetup makes the test databases' template)`);
  }
  return dir;
}

/** Concurrent CREATE DATABASE calls copying the same template fail; they take turns. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(4242)');
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.query('select pg_advisory_unlock(4242)').catch(() => undefined);
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Node's WebAssembly, which the API's types (ES2023, without the DOM's) do not declare. */
declare const WebAssembly: { Module: new (bytes: Uint8Array) => NonNullable<PGliteAssets['pgliteWasmModule']> };
type PGliteAssets = NonNullable<EmbeddedOptions['assets']>;

let pgliteAssets: PGliteAssets | undefined;

/** PGlite's compiled WebAssembly and file bundle, read once a worker (each open would read 15 MB again). */
export function assetsOfPglite(): PGliteAssets {
  if (!pgliteAssets) {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    pgliteAssets = {
      pgliteWasmModule: new WebAssembly.Module(fs.readFileSync(path.join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([fs.readFileSync(path.join(dist, 'pglite.data'))]),
    };
  }
  return pgliteAssets;
}

async function buildPostgres(serverUrl: string, name: string): Promise<void> {
  await createDatabase(serverUrl, name);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: '' });
  try {
    await seed(database.db, { demoAccounts: true });
  } finally {
    // No connection may stay open on a template while databases are copied from it.
    await database.close();
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Makes the template unless another worker does (an exclusive claim file says who): `ready` appears
 * when it is made, `failed` (with the reason) when it could not be.
 */
async function once(dir: string, name: string, build: () => Promise<void>): Promise<void> {
  const ready = path.join(dir, `${name}.ready`);
  const failed = path.join(dir, `${name}.failed`);
  if (fs.existsSync(ready)) return;
  let claim: number | undefined;
  try {
    claim = fs.openSync(claimFile(dir, name), 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (claim !== undefined) {
    fs.closeSync(claim);
    try {
      await build();
      fs.writeFileSync(ready, '');
    } catch (error) {
      fs.writeFileSync(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw error;
    }
    return;
  }
  const until = Date.now() + WAIT_MS;
  while (!fs.existsSync(ready)) {
    if (fs.existsSync(failed)) throw new Error(`The test database template could not be made:\n${fs.readFileSync(failed, 'utf8')}`);
    if (Date.now() > until) throw new Error(`The test database template was not made within ${WAIT_MS / 1000} s (${dir})`);
    await sleep(50);
  }
}

let template: Promise<Template> | undefined;

/** This run's template, made on first use. */
export function testTemplate(): Promise<Template> {
  template ??= (async (): Promise<Template> => {
    const dir = runDir();
    if (process.env.TEST_DB === 'postgres') {
      const serverUrl = process.env.TEST_DATABASE_URL;
      if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
      const name = process.env[TEMPLATE_DATABASE_VARIABLE];
      if (!name) throw new Error(`${TEMPLATE_DATABASE_VARIABLE} is not set: run the API tests with api/jest.config.js`);
      await once(dir, 'postgres-template', () => buildPostgres(serverUrl, name));
      return { driver: 'postgres', database: name };
    }
    const folder = path.join(dir, 'pglite-template');
    await once(dir, 'pglite-template', () => copySeededPglite(folder));
    return { driver: 'pglite', folder };
  })();
  // A failure is not kept: the next test file asks again (and is told why).
  template.catch(() => (template = undefined));
  return template;
}
