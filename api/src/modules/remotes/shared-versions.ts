import semver from 'semver';

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | null;
  /** The exports a build uses of the module; on the shell's side, all it provides when it is trimmed. */
  usedExports?: string[];
}

/** The shared modules a parsed mf-manifest.json names. */
function sharedOf(manifest: unknown): ManifestShared[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  return Array.isArray(shared) ? (shared as ManifestShared[]).filter((entry) => typeof entry?.name === 'string') : [];
}

const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;

/** A version the release's range does not accept: e.g. 'react: the release needs ^20.0.0, the shell provides 19.3.1'. */
function versionMismatch(entry: ManifestShared, provided: ManifestShared | undefined): string | null {
  const range = entry.requiredVersion;
  if (typeof range !== 'string' || !semver.validRange(range)) return null;
  if (!provided?.version) return `${entry.name}: the release needs ${range}, the shell provides none`;
  return semver.satisfies(provided.version, range) ? null : `${entry.name}: the release needs ${range}, the shell provides ${provided.version}`;
}

/**
 * Exports the release uses that the shell's trimmed copy lacks (rspack.base.js shares some packages
 * as only what the apps use): e.g. '@mui/material: the release uses Rating, which the shell does not provide'.
 */
function exportsMismatch(entry: ManifestShared, provided: ManifestShared | undefined): string | null {
  const offered = stringList(provided?.usedExports);
  if (!offered) return null;
  const used = stringList(entry.usedExports);
  if (!used) return `${entry.name}: the shell provides only some of its exports and the release does not list those it uses`;
  const missing = used.filter((name) => !offered.includes(name));
  if (missing.length === 0) return null;
  // '*': a namespace import used whole (passed on, or read by a computed name), which needs every export.
  if (missing.includes('*')) return `${entry.name}: the release uses all its exports (a namespace import used whole), and the shell provides only some`;
  return `${entry.name}: the release uses ${missing.join(', ')}, which the shell does not provide`;
}

/** The version of the plugin a manifest was built with (metaData.pluginVersion): rspack's for webpack's container runtime. */
function federationVersionOf(manifest: unknown): string | undefined {
  const version = metaDataOf(manifest)?.pluginVersion;
  return typeof version === 'string' && semver.valid(version) ? version : undefined;
}

const metaDataOf = (manifest: unknown) => (manifest as { metaData?: { pluginVersion?: unknown; runtime?: unknown } } | null)?.metaData;

/**
 * The runtime a build's containers load with: webpack's container runtime ('container', rspack.base.js),
 * or Module Federation's own (a manifest of @module-federation/enhanced, which names a plugin version only).
 */
function runtimeOf(manifest: unknown): string | undefined {
  const metaData = metaDataOf(manifest);
  if (typeof metaData?.runtime === 'string') return metaData.runtime;
  return federationVersionOf(manifest) ? 'module-federation' : undefined;
}

/**
 * A production remote takes its shared modules from the shell's share scope, with the container
 * runtime of the bundler version it was built with: a release built for another runtime, or with
 * another minor version, is refused. Manifests that do not say (built elsewhere, or tests'
 * hand-written ones) are not judged by it.
 */
function federationMismatch(releaseManifest: unknown, shellManifest: unknown): string | null {
  const [releaseRuntime, shellRuntime] = [runtimeOf(releaseManifest), runtimeOf(shellManifest)];
  if (releaseRuntime && shellRuntime && releaseRuntime !== shellRuntime)
    return `Module Federation: the release was built for the ${releaseRuntime} runtime and the shell runs the ${shellRuntime} runtime; rebuild it`;
  const release = federationVersionOf(releaseManifest);
  const shell = federationVersionOf(shellManifest);
  if (!release || !shell) return null;
  return semver.satisfies(shell, `~${semver.major(release)}.${semver.minor(release)}.0`)
    ? null
    : `Module Federation: the release was built with ${release} and runs on the shell's federation runtime, which is ${shell}`;
}

/**
 * What a release needs of the shell that the shell cannot provide, one line per problem: a shared
 * singleton's version outside the release's range, exports missing from a trimmed module, or another
 * federation runtime. Empty when it fits. Both are parsed manifests; a shell not built (null)
 * provides nothing.
 */
export function sharedMismatches(releaseManifest: unknown, shellManifest: unknown): string[] {
  const provided = new Map(sharedOf(shellManifest).map((entry) => [entry.name, entry]));
  const shared = sharedOf(releaseManifest).flatMap((entry) => [versionMismatch(entry, provided.get(entry.name)), exportsMismatch(entry, provided.get(entry.name))]);
  return [federationMismatch(releaseManifest, shellManifest), ...shared].filter((problem): problem is string => problem !== null);
}
