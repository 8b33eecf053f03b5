import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import { lockDataDir } from './lock';
import { DrizzlePGlite } from './pglite-client';
import { taggedPool } from './request-tags';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Tells the processes on this database what changed (their in-memory copies follow). */
  changes: ChangeFeed;
  /** The connection pool's state (PostgreSQL; the embedded database has one connection and no pool). */
  pool?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const MIGRATIONS = path.join(__dirname, '../../drizzle');
/** Any number: every process migrating the same PostgreSQL takes this advisory lock in turn. */
const MIGRATION_LOCK_ID = 424_242;

/** A real PostgreSQL server: several API processes can share it. */
async function openPostgres(url: string): Promise<DatabaseHandle> {
  // pg_stat_activity names the process each connection belongs to.
  const pool = new Pool({ connectionString: url, max: 10, application_name: `gp-api ${os.hostname()} ${process.pid}` });
  // An idle connection the server closed is dropped by the pool and replaced on demand; without a
  // listener, its 'error' event would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePostgres(taggedPool(pool), { schema });
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  const changes = await postgresChangeFeed(url, pool, (message) => console.warn(message));
  return {
    db,
    driver: 'postgres',
    changes,
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

/** How an embedded database is started beyond its folder. */
export interface EmbeddedOptions {
  /** Starts a new database from a dump (PGlite's dumpDataDir), e.g. a migrated and seeded template. */
  loadDataDir?: Blob;
  /**
   * PostgreSQL's shared_buffers, e.g. '8MB' (the cluster's own: 128MB). Its buffers are zeroed in the
   * WebAssembly memory at every start: a short-lived test database starts in 0.2 s instead of 0.4.
   */
  sharedBuffers?: string;
  /** PGlite's compiled WebAssembly and file bundle, when the caller keeps them (it reads 15 MB otherwise). */
  assets?: Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>;
}

/** An embedded PostgreSQL (PGlite) started and migrated, with the lock on its folder, which `release` gives up. */
export interface StartedPglite {
  client: PGlite;
  release(): void;
}

/** Starts PGlite in a folder, or in memory ('memory://') for tests, and migrates it. */
export async function startPglite(dataDir: string, { loadDataDir, sharedBuffers, assets }: EmbeddedOptions = {}): Promise<StartedPglite> {
  const inMemory = dataDir.startsWith('memory://');
  let unlock = () => {};
  if (!inMemory) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    unlock = lockDataDir(`${dataDir}.lock`);
  }
  try {
    // pg_trgm must be loaded on every open, before any query that uses it.
    const client = await DrizzlePGlite.start({
      ...(!inMemory && { dataDir }),
      extensions: { pg_trgm },
      ...(loadDataDir && { loadDataDir }),
      ...(sharedBuffers && { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] }),
      ...assets,
    });
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
    return { client, release: unlock };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * A handle on a started PGlite: the app's queries and its change feed. Closing it ends the feed and
 * then calls `close` (which closes the client, or keeps it for another handle: the API tests do).
 */
export async function pgliteHandle(client: PGlite, close: () => Promise<void>): Promise<DatabaseHandle> {
  const changes = await pgliteChangeFeed(client);
  return {
    db: drizzlePglite(client, { schema }),
    driver: 'pglite',
    changes,
    close: async () => {
      await changes.close();
      await close();
    },
  };
}

async function openPglite(dataDir: string, embedded: EmbeddedOptions = {}): Promise<DatabaseHandle> {
  const { client, release } = await startPglite(dataDir, embedded);
  const close = async () => {
    await client.close();
    release();
  };
  return pgliteHandle(client, close).catch(async (error: unknown) => {
    await close();
    throw error;
  });
}

export function openDatabase(options: { url?: string; dataDir: string } & EmbeddedOptions): Promise<DatabaseHandle> {
  const { url, dataDir, ...embedded } = options;
  return url ? openPostgres(url) : openPglite(dataDir, embedded);
}

/** For /ready: the database answers. */
export async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
