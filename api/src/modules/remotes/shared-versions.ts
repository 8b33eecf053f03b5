import semver from 'semver';

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | null;
}

/** The shared modules a parsed mf-manifest.json names. */
function sharedOf(manifest: unknown): ManifestShared[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  return Array.isArray(shared) ? (shared as ManifestShared[]).filter((entry) => typeof entry?.name === 'string') : [];
}

/**
 * What a release needs of the shared singletons that the shell cannot provide: one line per module,
 * e.g. 'react: the release needs ^20.0.0, the shell provides 19.3.1'. Empty when it fits. Both are
 * parsed manifests; a shell not built (null) provides nothing.
 */
export function sharedMismatches(releaseManifest: unknown, shellManifest: unknown): string[] {
  const provided = new Map(sharedOf(shellManifest).map((entry) => [entry.name, entry.version]));
  return sharedOf(releaseManifest).flatMap((entry) => {
    const range = entry.requiredVersion;
    if (typeof range !== 'string' || !semver.validRange(range)) return [];
    const version = provided.get(entry.name);
    if (!version) return [`${entry.name}: the release needs ${range}, the shell provides none`];
    return semver.satisfies(version, range) ? [] : [`${entry.name}: the release needs ${range}, the shell provides ${version}`];
  });
}
