import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RUN_DIR_VARIABLE, TEMPLATE_DATABASE_VARIABLE, uniqueDatabaseName } from './run';

/**
 * Names this run's folder and template database; the template itself is made by the first test file
 * that needs one (helpers/template.ts), so a run of files without a database does not wait for it.
 */
export default function globalSetup(): void {
  process.env[RUN_DIR_VARIABLE] = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-api-tests-'));
  process.env[TEMPLATE_DATABASE_VARIABLE] = uniqueDatabaseName('gp_template');
}
