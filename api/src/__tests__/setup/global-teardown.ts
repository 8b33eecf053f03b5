import fs from 'node:fs';
import { Client } from 'pg';
import { claimFile, RUN_DIR_VARIABLE, TEMPLATE_DATABASE_VARIABLE } from './run';

/** Drops this run's template database and the databases the workers kept (named after it), and removes its folder. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env[RUN_DIR_VARIABLE];
  const template = process.env[TEMPLATE_DATABASE_VARIABLE];
  try {
    if (process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL && template && dir && fs.existsSync(claimFile(dir, 'postgres-template'))) {
      const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ name: string }>('select datname as name from pg_database where starts_with(datname, $1)', [`${template}_kept_`]);
        for (const { name } of rows) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.query(`drop database if exists ${template} with (force)`);
      } finally {
        await admin.end();
      }
    }
  } finally {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}
