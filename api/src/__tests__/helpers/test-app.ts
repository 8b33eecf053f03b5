import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import { DEVELOPMENT_API_KEY, loadConfig, type AppConfig } from '../../config';
import type { Database, DatabaseHandle } from '../../db/database';
import { keptDatabase } from './kept-databases';
import { runDir, testTemplate } from './template';

/**
 * Tests run on embedded PGlite; with TEST_DB=postgres and TEST_DATABASE_URL, on a real PostgreSQL
 * server. Each test app starts on a database as this run's migrated and seeded template is
 * (template.ts): one the worker keeps, put back as the template was (kept-databases.ts).
 */
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
  // Folders of this app's own (test files run in parallel): its data and releases.
  const folders = fs.mkdtempSync(path.join(runDir(), 'app-'));
  const { database, reopen } = await keptDatabase(await testTemplate());
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    // Cheap hashes: the suite signs up and signs in hundreds of times (production refuses this cost).
    PASSWORD_HASH_MEMORY_KIB: '256',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    DATA_DIR: path.join(folders, 'data'),
    RELEASES_DIR: path.join(folders, 'releases'),
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
    fs.rmSync(folders, { recursive: true, force: true });
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
