import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from '../db/database';
import { seed } from '../seed';
import { TEMPLATE_INPUTS, templateKey } from './template-key';

/*
 * A migrated and seeded embedded database (the catalogue, the content and the demo accounts with
 * their orders), for tests that start servers: the API tests copy it for every test app, the e2e
 * suite for each site it serves. Seeding takes several seconds, so the folder is kept between runs
 * in the temporary folder, under a digest of everything it is made from (template-key.ts) and of
 * the day: the demo orders are dated back from the day they are seeded (one's invoice falls due 11
 * days later), so a folder seeded on another day is not the one a seed would make today.
 */

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

const KEPT_PREFIX = 'gp-api-tests-template-';
/** A kept folder of other code (or of another day) is removed once no run can still be copying it. */
const KEPT_UNUSED_MS = 30 * 60_000;

/** Where the seeded folder of this code, made today, is kept (whether it exists yet or not). */
export function keptSeededPgliteFolder(today = new Date()): string {
  const extra = `${path.basename(newClusterFile())} seeded ${today.toISOString().slice(0, 10)}`;
  return path.join(os.tmpdir(), KEPT_PREFIX + templateKey(TEMPLATE_INPUTS, extra));
}

/**
 * The kept seeded folder, made first if this code has none of today's. Copy it (never open it: a
 * database opened in place would change it for every later run).
 */
export async function keptSeededPglite(): Promise<string> {
  const kept = keptSeededPgliteFolder();
  if (fs.existsSync(path.join(kept, 'PG_VERSION'))) {
    // Its age tells the other runs' pruning that it is in use.
    fs.utimesSync(kept, new Date(), new Date());
    return kept;
  }
  const part = `${kept}.${process.pid}.part`;
  fs.rmSync(part, { recursive: true, force: true });
  await seedPglite(part);
  try {
    fs.renameSync(part, kept);
  } catch {
    // Another run kept the same one first.
    fs.rmSync(part, { recursive: true, force: true });
  }
  for (const name of fs.readdirSync(os.tmpdir())) {
    const other = path.join(os.tmpdir(), name);
    if (!name.startsWith(KEPT_PREFIX) || other === kept) continue;
    if (Date.now() - fs.statSync(other).mtimeMs > KEPT_UNUSED_MS) fs.rmSync(other, { recursive: true, force: true });
  }
  return kept;
}

/** A seeded database's folder at `folder` (which must not exist), copied from the kept one. */
export async function copySeededPglite(folder: string): Promise<void> {
  fs.cpSync(await keptSeededPglite(), folder, { recursive: true });
}
