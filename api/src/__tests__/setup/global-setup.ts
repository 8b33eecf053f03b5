import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isRunning } from '../../db/lock';
import { RUN_DIR_VARIABLE, TEMPLATE_DATABASE_VARIABLE, uniqueDatabaseName } from './run';

const RUN_DIR_PREFIX = 'gp-api-tests-run-';

/**
 * Where the run's folder goes: a RAM-backed one when the machine has it with room to spare (Linux's
 * /dev/shm), since every test app copies the PGlite template (about 40 MB) and removes it again;
 * otherwise the temporary folder.
 */
function scratchRoot(): string {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    if (bavail * bsize >= 2 * 1024 ** 3) return '/dev/shm';
  } catch {
    // No such folder, or not ours to write: the temporary folder.
  }
  return os.tmpdir();
}

/** Folders of runs that were stopped before their teardown (Ctrl-C): their jest process is gone. */
function removeAbandonedRuns(root: string): void {
  for (const name of fs.readdirSync(root)) {
    const pid = name.startsWith(RUN_DIR_PREFIX) ? Number.parseInt(name.slice(RUN_DIR_PREFIX.length), 10) : 0;
    if (pid && pid !== process.pid && !isRunning(pid)) fs.rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

/**
 * Names this run's folder and template database; the template itself is made by the first test file
 * that needs one (helpers/template.ts), so a run of files without a database does not wait for it.
 */
export default function globalSetup(): void {
  const root = scratchRoot();
  removeAbandonedRuns(root);
  process.env[RUN_DIR_VARIABLE] = fs.mkdtempSync(path.join(root, `${RUN_DIR_PREFIX}${process.pid}-`));
  process.env[TEMPLATE_DATABASE_VARIABLE] = uniqueDatabaseName('gp_template');
}
