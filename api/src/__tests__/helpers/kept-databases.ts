import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { openDatabase, pgliteHandle, startPglite, type DatabaseHandle } from '../../db/database';
import { assetsOfPglite, createDatabase, databaseUrl, runDir, type Template } from './template';

/*
 * The test apps' databases, kept by the worker between test apps. A new one (a copy of the run's
 * template: PGlite's folder copied and started in WebAssembly, or PostgreSQL's CREATE DATABASE …
 * TEMPLATE) takes 0.2–0.5 s; a kept one is put back as the template was by SQL in a few tens of
 * milliseconds: every table emptied and refilled from a copy made when it was new, and its
 * sequences set back (on PGlite, its one session reset too). One whose tables changed shape (a
 * test's DDL) or whose reset fails is given up, and a new copy takes its place.
 */

/** The schema that holds a kept database's first rows, which every reset copies back. */
const PRISTINE_SCHEMA = 'gp_test_pristine';
/** Kept databases a worker holds when no app uses them (a test file opens at most a few at once). */
const MAX_IDLE = 2;

/** A database of the worker's, and how to reach it. */
interface Connection {
  rows<Row>(query: string): Promise<Row[]>;
  /** Runs statements (several, separated by semicolons) for their effect. */
  run(statements: string): Promise<void>;
  /** Ends whatever the last app left in the session (PGlite has one, which every app shares). */
  endSession(): Promise<void>;
  /** A handle for one app; closing it gives the database back (`giveBack`). */
  handle(giveBack: () => Promise<void>): Promise<DatabaseHandle>;
  /** Another process's handle on the same database. */
  anotherHandle(): Promise<DatabaseHandle | undefined>;
  remove(): Promise<void>;
}

interface Kept {
  connection: Connection;
  /** The shape of its tables as it was new (columns, types, defaults, constraints, triggers, functions). */
  shape: string;
  /** Empties every table and refills it from the pristine copy, and sets the sequences back. */
  resetSql: string;
}

const idle: Kept[] = [];
let made = 0;

/** How many databases this worker has made (copies of the template) so far. */
export function keptDatabasesMade(): number {
  return made;
}

/** What a test could change in the tables' definitions, in one string. */
async function shapeOf(connection: Connection): Promise<string> {
  const [row] = await connection.rows<{ shape: string }>(
    `select md5(coalesce(string_agg(item, ',' order by item), '')) as shape from (
       select format('%s.%s %s %s %s', c.relname, a.attname, a.atttypid, a.attnotnull, pg_get_expr(d.adbin, d.adrelid)) as item
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
       union all select format('%s %s', c.relname, c.relkind) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
       union all select format('constraint %s %s', conname, pg_get_constraintdef(oid)) from pg_constraint where connamespace = 'public'::regnamespace
       union all select format('trigger %s %s', tgname, tgrelid) from pg_trigger where not tgisinternal
       union all select format('function %s', p.oid::regprocedure) from pg_proc p where p.pronamespace = 'public'::regnamespace
     ) shape`,
  );
  return row!.shape;
}

/** Copies every table's rows aside, and returns the SQL that puts them back. */
async function keepPristineRows(connection: Connection): Promise<string> {
  const tables = (await connection.rows<{ name: string }>(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`)).map(({ name }) => `"${name}"`);
  const sequences = await connection.rows<{ name: string; value: string | null }>(`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`);
  await connection.run(`create schema ${PRISTINE_SCHEMA}; ${tables.map((table) => `create table ${PRISTINE_SCHEMA}.${table} as table public.${table};`).join(' ')}`);
  const filled = [];
  for (const table of tables) {
    const [row] = await connection.rows<{ filled: boolean }>(`select exists (select from ${PRISTINE_SCHEMA}.${table}) as filled`);
    if (row!.filled) filled.push(table);
  }
  // Deleting is quicker than TRUNCATE here (which makes each table's files anew); a replica's
  // session role fires no trigger and checks no foreign key while the rows are swapped.
  return [
    'set session_replication_role = replica;',
    ...tables.map((table) => `delete from public.${table};`),
    ...filled.map((table) => `insert into public.${table} table ${PRISTINE_SCHEMA}.${table};`),
    ...sequences.map(({ name, value }) => `select setval('public."${name}"', ${value ?? 1}, ${value !== null});`),
    'set session_replication_role = default;',
  ].join('\n');
}

/** A copy of the PGlite template's folder, started; its session is every app's. */
async function newPglite(folder: string): Promise<Connection> {
  const own = path.join(runDir(), `pglite-${process.pid}-${made}`);
  fs.cpSync(folder, own, { recursive: true });
  // Small shared buffers (a test database holds a few megabytes: it starts faster), and the worker's assets.
  const { client, release } = await startPglite(own, { sharedBuffers: '8MB', assets: assetsOfPglite() });
  const run = async (statements: string) => void (await client.exec(statements));
  return {
    rows: async <Row>(query: string) => (await (client as PGlite).query<Row>(query)).rows,
    run,
    async endSession() {
      // One statement a call: several run as one transaction, where DISCARD ALL may not.
      await run('rollback');
      await run('discard all');
    },
    handle: (giveBack) => pgliteHandle(client, giveBack),
    // One process: the same database, the same handle.
    anotherHandle: async () => undefined,
    async remove() {
      await client.close().catch(() => undefined);
      release();
      fs.rmSync(own, { recursive: true, force: true });
    },
  };
}

/** A copy of the PostgreSQL template database, named after it (globalTeardown drops what is left). */
async function newPostgres(template: string): Promise<Connection> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `${template}_kept_${process.pid}_${made}`;
  await createDatabase(serverUrl, name, template);
  const url = databaseUrl(serverUrl, name);
  const admin = new Client({ connectionString: url });
  await admin.connect();
  return {
    rows: async <Row>(query: string) => (await admin.query(query)).rows as Row[],
    run: async (statements) => void (await admin.query(statements)),
    // Each app has sessions of its own, ended when it closes.
    endSession: async () => {},
    async handle(giveBack) {
      const database = await openDatabase({ url, dataDir: '' });
      return { ...database, close: async () => (await database.close(), await giveBack()) };
    },
    anotherHandle: () => openDatabase({ url, dataDir: '' }),
    async remove() {
      await admin.end().catch(() => undefined);
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function makeKept(template: Template): Promise<Kept> {
  made += 1;
  const connection = template.driver === 'pglite' ? await newPglite(template.folder) : await newPostgres(template.database);
  try {
    return { connection, resetSql: await keepPristineRows(connection), shape: await shapeOf(connection) };
  } catch (error) {
    await connection.remove();
    throw error;
  }
}

/** Puts a kept database back as it was new; false when it cannot be (it is removed then). */
async function reset(kept: Kept): Promise<boolean> {
  try {
    await kept.connection.endSession();
    if ((await shapeOf(kept.connection)) !== kept.shape) throw new Error('its tables changed shape');
    await kept.connection.run(kept.resetSql);
    return true;
  } catch {
    await kept.connection.remove();
    return false;
  }
}

export interface TestDatabase {
  database: DatabaseHandle;
  /** Another process's view of the same database: its own pool and change feed on PostgreSQL; on PGlite, the same one. */
  reopen(): Promise<{ database: DatabaseHandle; close: () => Promise<void> }>;
}

/**
 * A database for one test app, as the run's template is: a kept one put back, or a new copy.
 * Closing its handle gives it back to the worker.
 */
export async function keptDatabase(template: Template): Promise<TestDatabase> {
  let kept: Kept | undefined;
  while (!kept && idle.length > 0) {
    const candidate = idle.pop()!;
    if (await reset(candidate)) kept = candidate;
  }
  kept ??= await makeKept(template);
  const own = kept;
  const database = await own.connection
    .handle(async () => {
      if (idle.length < MAX_IDLE) idle.push(own);
      else await own.connection.remove();
    })
    .catch(async (error: unknown) => {
      await own.connection.remove();
      throw error;
    });
  return {
    database,
    async reopen() {
      const other = await own.connection.anotherHandle();
      return other ? { database: other, close: () => other.close() } : { database, close: async () => {} };
    },
  };
}
