import fs from 'node:fs';

/** The embedded database folder is in use by another process. */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own and two processes on one folder corrupt it: take a lock file naming
 * this process, and refuse with a clear message while another live process holds it.
 */
export function lockDataDir(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DatabaseLockedError(
          `The embedded database at ${lockFile.replace(/\.lock$/, '')} is in use by process ${holder}. ` +
            'Stop that process, or set DATABASE_URL to use a PostgreSQL server that several processes can share.',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not take the lock ${lockFile}`);
}
