import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { seed } from '../../seed';
import { claimFile, RUN_DIR_VARIABLE, TEMPLATE_DATABASE_VARIABLE } from '../setup/run';
import { TEMPLATE_INPUTS, templateKey } from './template-key';

/**
 * One migrated and seeded database per jest run, which every test app starts from a copy of: made
 * by the first test file that needs it (the other workers wait for it), dropped by globalTeardown.
 * On PGlite it is copied from one kept from an earlier run of the same code (buildPglite), so a
 * change to the migrations or the seed is always in it.
 *
 * PGlite: a closed data folder, which each test app copies and opens (as the server opens its own).
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

/** Opens a copy of the PGlite template in a folder of the app's own (the folder must not exist). */
export async function openPgliteCopy(template: string, folder: string): Promise<DatabaseHandle> {
  fs.cpSync(template, folder, { recursive: true });
  return openDatabase({ dataDir: folder });
}

/**
 * A dump handed to PGlite as it is: a plain Blob would copy it out chunk by chunk (PGlite only reads
 * it, copying each file out).
 */
class LoadedDump extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: Buffer) {
    super([]);
    this.#bytes = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    // Blob's size is a getter of its own bytes (none here): this one tells the dump's.
    Object.defineProperty(this, 'size', { value: this.#bytes.byteLength });
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

/**
 * A new PGlite cluster as initdb makes it, before any migration (initdb takes about 3 s): it depends
 * on nothing but the PGlite release, so its dump is kept between runs in the temporary folder, under
 * a name that changes with the release.
 */
function newClusterFile(): string {
  const dist = path.dirname(require.resolve('@electric-sql/pglite'));
  const { version } = JSON.parse(fs.readFileSync(path.join(dist, '../package.json'), 'utf8')) as { version: string };
  const sizes = ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((file) => fs.statSync(path.join(dist, file)).size);
  return path.join(os.tmpdir(), `gp-api-tests-pglite-${version}-${sizes.join('-')}.tar`);
}

export async function newCluster(): Promise<Blob> {
  const file = newClusterFile();
  if (!fs.existsSync(file)) {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const part = `${file}.${process.pid}.part`;
    fs.writeFileSync(part, new Uint8Array(await dump.arrayBuffer()));
    fs.renameSync(part, file);
  }
  return new LoadedDump(fs.readFileSync(file));
}

async function seedPglite(folder: string): Promise<void> {
  const database = await openDatabase({ dataDir: folder, loadDataDir: await newCluster() }).catch(async (error: unknown) => {
    // A kept cluster that does not open (cut short, say) is made again.
    console.warn(`Making a new PGlite cluster: the one kept did not open (${String(error)})`);
    fs.rmSync(newClusterFile(), { force: true });
    fs.rmSync(folder, { recursive: true, force: true });
    return openDatabase({ dataDir: folder, loadDataDir: await newCluster() });
  });
  try {
    await seed(database.db, { demoAccounts: true });
  } finally {
    // Closed, the folder is complete on disk (a shut-down cluster) and can be copied.
    await database.close();
  }
}

const KEPT_TEMPLATE_PREFIX = 'gp-api-tests-template-';
/** A kept template of other code is removed once no run can still be copying it. */
const KEPT_TEMPLATE_UNUSED_MS = 30 * 60_000;

/**
 * The PGlite template: seeding takes several seconds while every worker waits, so the template is
 * kept between runs in the temporary folder under a digest of everything it is made from (the
 * migrations, the seed, the code and texts they use, the PGlite release; template-key.ts). A run
 * of the same code copies it; any change to those files makes a new one.
 */
async function buildPglite(folder: string): Promise<void> {
  const kept = path.join(os.tmpdir(), KEPT_TEMPLATE_PREFIX + templateKey(TEMPLATE_INPUTS, path.basename(newClusterFile())));
  if (fs.existsSync(path.join(kept, 'PG_VERSION'))) {
    fs.cpSync(kept, folder, { recursive: true });
    // Its age tells the other runs' pruning that it is in use.
    fs.utimesSync(kept, new Date(), new Date());
    return;
  }
  await seedPglite(folder);
  const part = `${kept}.${process.pid}.part`;
  fs.cpSync(folder, part, { recursive: true });
  try {
    fs.renameSync(part, kept);
  } catch {
    // Another run kept the same one first.
    fs.rmSync(part, { recursive: true, force: true });
  }
  for (const name of fs.readdirSync(os.tmpdir())) {
    const other = path.join(os.tmpdir(), name);
    if (!name.startsWith(KEPT_TEMPLATE_PREFIX) || other === kept) continue;
    if (Date.now() - fs.statSync(other).mtimeMs > KEPT_TEMPLATE_UNUSED_MS) fs.rmSync(other, { recursive: true, force: true });
  }
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
    await once(dir, 'pglite-template', () => buildPglite(folder));
    return { driver: 'pglite', folder };
  })();
  // A failure is not kept: the next test file asks again (and is told why).
  template.catch(() => (template = undefined));
  return template;
}
