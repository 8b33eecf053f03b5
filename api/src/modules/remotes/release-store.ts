import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '../../config';

/**
 * The release store: one immutable folder per release, `<dir>/<remote>/<version>/`, holding the
 * remote's browser build with its mf-manifest.json (and its Node bundle in server/). The server
 * serves it at /releases/; a CDN or object store fed from the same folders serves it the same way.
 */
export function releaseStore(dir: string) {
  const folderOf = (remote: RemoteName, version: string) => path.join(dir, remote, version);

  return {
    /** The versions of a remote present in the store, newest first. */
    versions(remote: RemoteName): string[] {
      const root = path.join(dir, remote);
      if (!fs.existsSync(root)) return [];
      return fs
        .readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, 'mf-manifest.json')))
        .map((entry) => ({ version: entry.name, at: fs.statSync(path.join(root, entry.name, 'mf-manifest.json')).mtimeMs }))
        .sort((a, b) => b.at - a.at || b.version.localeCompare(a.version))
        .map((entry) => entry.version);
    },
    has(remote: RemoteName, version: string): boolean {
      return fs.existsSync(path.join(folderOf(remote, version), 'mf-manifest.json'));
    },
    /** Where the browser and the server find a stored release's manifest. */
    urlOf(remote: RemoteName, version: string): string {
      return `/releases/${remote}/${encodeURIComponent(version)}/mf-manifest.json`;
    },
  };
}

export type ReleaseStore = ReturnType<typeof releaseStore>;
