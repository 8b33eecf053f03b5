import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '../../config';
import { isRunning } from '../../db/lock';

/** A release in the store, and when it was published (its manifest's time). */
export interface PublishedRelease {
  version: string;
  publishedAt: number;
}

/** Folders being removed (release-retention.ts): named so, they are no version. */
const REMOVING = '.removing-';

/**
 * The release store: one immutable folder per release, `<dir>/<remote>/<version>/`, holding the
 * remote's browser build with its mf-manifest.json (and its Node bundle in server/). The server
 * serves it at /releases/; a CDN or object store fed from the same folders serves it the same way.
 */
export function releaseStore(dir: string) {
  const folderOf = (remote: RemoteName, version: string) => path.join(dir, remote, version);

  /** The releases of a remote present in the store, newest first. */
  function releases(remote: RemoteName): PublishedRelease[] {
    const root = path.join(dir, remote);
    if (!fs.existsSync(root)) return [];
    return fs
      .readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith(REMOVING) && fs.existsSync(path.join(root, entry.name, 'mf-manifest.json')))
      .map((entry) => ({ version: entry.name, publishedAt: fs.statSync(path.join(root, entry.name, 'mf-manifest.json')).mtimeMs }))
      .sort((a, b) => b.publishedAt - a.publishedAt || b.version.localeCompare(a.version));
  }

  return {
    releases,
    /** The versions of a remote present in the store, newest first. */
    versions: (remote: RemoteName): string[] => releases(remote).map((release) => release.version),
    has(remote: RemoteName, version: string): boolean {
      return fs.existsSync(path.join(folderOf(remote, version), 'mf-manifest.json'));
    },
    /**
     * Takes a release out of the store: renamed first (a name no version has), so that it is gone whole
     * at once, then deleted. Another process removing it at the same time is not an error.
     */
    remove(remote: RemoteName, version: string): void {
      const leaving = path.join(dir, remote, `${REMOVING}${process.pid}-${version}`);
      try {
        fs.renameSync(folderOf(remote, version), leaving);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      fs.rmSync(leaving, { recursive: true, force: true });
    },
    /** Deletes what a process stopped in the middle of a removal left of a remote's release. */
    removeAbandoned(remote: RemoteName): void {
      const root = path.join(dir, remote);
      if (!fs.existsSync(root)) return;
      for (const name of fs.readdirSync(root)) {
        const pid = name.startsWith(REMOVING) ? Number.parseInt(name.slice(REMOVING.length), 10) : 0;
        if (pid && !isRunning(pid)) fs.rmSync(path.join(root, name), { recursive: true, force: true });
      }
    },
    /** Where the browser and the server find a stored release's manifest. */
    urlOf(remote: RemoteName, version: string): string {
      return `/releases/${remote}/${encodeURIComponent(version)}/mf-manifest.json`;
    },
  };
}

export type ReleaseStore = ReturnType<typeof releaseStore>;
