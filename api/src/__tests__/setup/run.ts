import crypto from 'node:crypto';
import path from 'node:path';

/**
 * What globalSetup hands the test workers (through the environment they inherit): a folder of this
 * run's own, and on PostgreSQL the name of this run's template database.
 */
export const RUN_DIR_VARIABLE = 'GP_TEST_RUN_DIR';
export const TEMPLATE_DATABASE_VARIABLE = 'GP_TEST_TEMPLATE_DATABASE';

/** A database name no other test (in this run or another) uses. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
}

/** The file a worker creates (exclusively) when it takes on making a template, e.g. 'postgres-template'. */
export function claimFile(runDir: string, template: string): string {
  return path.join(runDir, `${template}.claimed`);
}
