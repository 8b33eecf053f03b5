import fs from 'node:fs';
import semver from 'semver';

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | null;
}

/** The shared modules a manifest names; none when there is no manifest (a shell not built: nothing provided). */
function sharedOf(manifestFile: string): ManifestShared[] | null {
  if (!fs.existsSync(manifestFile)) return [];
  try {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { shared?: unknown };
    return Array.isArray(manifest.shared) ? (manifest.shared as ManifestShared[]).filter((entry) => typeof entry?.name === 'string') : [];
  } catch {
    return null;
  }
}

/**
 * What a release needs of the shared singletons that the shell cannot provide: one line per module,
 * e.g. 'react: the release needs ^20.0.0, the shell provides 19.3.1'. Empty when it fits.
 */
export function sharedMismatches(releaseManifest: string, shellManifest: string): string[] {
  const needed = sharedOf(releaseManifest);
  if (needed === null) return ["the release's mf-manifest.json cannot be read"];
  const provided = new Map((sharedOf(shellManifest) ?? []).map((entry) => [entry.name, entry.version]));
  return needed.flatMap((entry) => {
    const range = entry.requiredVersion;
    if (typeof range !== 'string' || !semver.validRange(range)) return [];
    const version = provided.get(entry.name);
    if (!version) return [`${entry.name}: the release needs ${range}, the shell provides none`];
    return semver.satisfies(version, range) ? [] : [`${entry.name}: the release needs ${range}, the shell provides ${version}`];
  });
}
