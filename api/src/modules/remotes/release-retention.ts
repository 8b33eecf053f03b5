import type { RemoteName } from '../../config';
import { REMOTE_NAMES } from '../../config';
import type { RemoteRegistry } from './registry';
import type { PublishedRelease, ReleaseStore } from './release-store';

/** What the release store keeps of each remote (RELEASES_KEEP, RELEASES_KEEP_DAYS). */
export interface RetentionPolicy {
  /** Its newest releases, by the time they were published. */
  newest: number;
  /** Every release published fewer days ago: a browser that loaded a page then may still fetch its chunks. */
  days: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The releases of a remote the store gives up: none the registry needs (`needed`: the active one and
 * the one a rollback goes back to), none among the newest `policy.newest`, none younger than `policy.days`.
 * `releases` newest first, as the store lists them.
 */
export function releasesToRemove(releases: readonly PublishedRelease[], needed: ReadonlySet<string>, policy: RetentionPolicy, now: number): string[] {
  return releases
    .filter((release, index) => index >= policy.newest && !needed.has(release.version) && now - release.publishedAt > policy.days * DAY_MS)
    .map((release) => release.version);
}

/** The versions of a remote the registry needs: the active one, and the one before it (a rollback's). */
async function neededBy(registry: RemoteRegistry, remote: RemoteName): Promise<Set<string>> {
  const [active, [latest]] = await Promise.all([registry.active(), registry.history(remote).limit(1)]);
  return new Set([active[remote].version, latest?.fromVersion].filter((version): version is string => typeof version === 'string'));
}

/**
 * Removes the releases the policy gives up, remote by remote, and answers how many. Run at start
 * (server.ts): `npm start` publishes every new build, and a store without an end would list them all
 * in the back office and keep them on disk for ever.
 */
export async function pruneReleases(store: ReleaseStore, registry: RemoteRegistry, policy: RetentionPolicy, now = Date.now()): Promise<Record<RemoteName, string[]>> {
  const removed = {} as Record<RemoteName, string[]>;
  for (const remote of REMOTE_NAMES) {
    store.removeAbandoned(remote);
    const versions = releasesToRemove(store.releases(remote), await neededBy(registry, remote), policy, now);
    for (const version of versions) store.remove(remote, version);
    removed[remote] = versions;
  }
  return removed;
}
