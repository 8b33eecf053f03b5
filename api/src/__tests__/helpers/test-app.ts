import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../app';
import { DEVELOPMENT_API_KEY, loadConfig, type AppConfig } from '../../config';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/database';
import { seed } from '../../db/seed';

/**
 * Tests run on embedded PGlite; with TEST_DB=postgres and TEST_DATABASE_URL, on a real PostgreSQL
 * server, in a database of their own that is dropped afterwards.
 */
interface TestDatabase {
  database: DatabaseHandle;
  drop: () => Promise<void>;
  /** Another process's view of the same database: its own pool and change feed on PostgreSQL; on PGlite, the same one. */
  reopen: () => Promise<{ database: DatabaseHandle; close: () => Promise<void> }>;
}

async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: async () => {}, reopen: async () => ({ database, close: async () => {} }) };
  }
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `gp_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  // Concurrent CREATE DATABASE calls copying the same template fail; test files take turns.
  await admin.query('select pg_advisory_lock(4242)');
  await admin.query(`create database ${name}`);
  await admin.query('select pg_advisory_unlock(4242)');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '' });
  return {
    database,
    reopen: async () => {
      const other = await openDatabase({ url: url.toString(), dataDir: '' });
      return { database: other, close: () => other.close() };
    },
    drop: async () => {
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /** Injects a request with the application key (unless `key: null`) and an optional Bearer token. */
  call(options: InjectOptions & { token?: string; key?: string | null }): Promise<LightMyRequestResponse>;
  /** A second server process on the same database and configuration (closed with this one). */
  anotherProcess(): Promise<TestApp>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  /** Adjusts the configuration before the app is built. */
  configure?: (config: AppConfig) => void;
  /** Adds to the app before it is ready (e.g. a route that fails on purpose). */
  prepare?: (app: FastifyInstance) => void;
  /** Receives the app's log (JSON lines) at LOG_LEVEL. */
  logStream?: NodeJS.WritableStream;
}

export async function createTestApp({ env = {}, configure, prepare, logStream }: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop, reopen } = await openTestDatabase();
  await seed(database.db, { demoAccounts: true });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    DATA_DIR: path.join(os.tmpdir(), 'gp-test-data'),
    RELEASES_DIR: path.join(os.tmpdir(), 'gp-test-releases'),
    PUBLIC_URL: 'http://site.test',
    ...env,
  });
  configure?.(config);
  const others: TestApp[] = [];

  async function processOn(handle: DatabaseHandle, closeHandle: () => Promise<void>): Promise<TestApp> {
    const app = await buildApp(config, { database: handle, logger: false, logStream });
    prepare?.(app);
    await app.ready();
    return {
      app,
      db: handle.db,
      config,
      call({ token, key = DEVELOPMENT_API_KEY, headers, ...options }) {
        return app.inject({
          ...options,
          headers: {
            ...(key !== null && { 'x-api-key': key }),
            ...(token && { authorization: `Bearer ${token}` }),
            ...headers,
          },
        });
      },
      async anotherProcess() {
        const other = await reopen();
        const process = await processOn(other.database, other.close);
        others.push(process);
        return process;
      },
      async close() {
        await app.close();
        await closeHandle();
      },
    };
  }

  return processOn(database, async () => {
    for (const other of others) await other.close();
    await database.close();
    await drop();
  });
}

/** Signs in and returns the session (tokens and user). */
export async function signIn(t: TestApp, email: string, password: string, remoteAddress?: string) {
  const response = await t.call({ method: 'POST', url: '/auth/login', payload: { email, password }, ...(remoteAddress && { remoteAddress }) });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { user: { id: string; bonusBalance: number }; tokens: { accessToken: string; refreshToken: string } };
}

/** Registers a new client with valid data, overridden as given. */
export async function register(t: TestApp, overrides: Record<string, unknown> = {}) {
  const email = `client-${crypto.randomBytes(4).toString('hex')}@example.com`;
  return t.call({
    method: 'POST',
    url: '/auth/register',
    payload: {
      firstName: 'Olena',
      lastName: 'Koval',
      email,
      phone: '+380 44 123 4567',
      password: 'secret-pass-1',
      confirmPassword: 'secret-pass-1',
      acceptTerms: true,
      acceptMarketing: false,
      ...overrides,
    },
  });
}
