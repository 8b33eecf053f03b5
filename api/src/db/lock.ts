import fs from 'node:fs';

/** The embedded database folder is in use by another process. */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

/** Whether a process with this id is alive (one of another user's counts too). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When a process started (Linux: clock ticks since boot), so a reused pid is not mistaken for the holder. */
function startTimeOf(pid: number): string {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

/** This process as the lock names it: "pid:start". */
export function lockHolderId(pid = process.pid): string {
  return `${pid}:${startTimeOf(pid)}`;
}

/** The holder named in a lock file still runs: the same pid, started at the same time (where that can be read). */
function holderRuns(content: string): number | null {
  const [pidText, started = ''] = content.trim().split(':');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isRunning(pid)) return null;
  const now = startTimeOf(pid);
  return started && now && started !== now ? null : pid;
}

/**
 * PGlite has no lock of its own and two processes on one folder corrupt it: take a lock file naming
 * this process (pid and start time), and refuse with a clear message while that process still runs.
 * A lock left by a process that died (kill -9), or whose pid now names another process, is taken over.
 */
export function lockDataDir(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, lockHolderId(), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderRuns(fs.readFileSync(lockFile, 'utf8'));
      if (holder !== null) {
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
