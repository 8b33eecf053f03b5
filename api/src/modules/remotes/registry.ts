import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { ChangeFeed } from '../../db/change-feed';
import { remoteActivations } from '../../db/schema';
import { REMOTE_NAMES, type RemoteName } from '../../config';
import { conflict } from '../../errors';
import type { ReleaseStore } from './release-store';

export interface ActiveRelease {
  url: string;
  /** null: named by URL only (the configured default, or a release hosted elsewhere). */
  version: string | null;
}

type Registry = Record<RemoteName, ActiveRelease>;

/**
 * The registry: the release each remote serves, read from the database (the newest activation of
 * each remote, else the configured default) and kept in memory until a change. /remotes.json and the
 * server renderer read it on every request; a change takes effect on the next one, with no restart,
 * in this process and (told by the change feed) in every other process on the same database.
 */
export function remoteRegistry(db: Database, defaults: Record<RemoteName, string>, changes: ChangeFeed) {
  let cached: Promise<Registry> | undefined;
  const changed = new Set<(registry: Registry) => void>();

  async function read(): Promise<Registry> {
    const rows = await db
      .selectDistinctOn([remoteActivations.remote], { remote: remoteActivations.remote, url: remoteActivations.url, version: remoteActivations.version })
      .from(remoteActivations)
      .orderBy(remoteActivations.remote, desc(remoteActivations.seq));
    const active = new Map(rows.map((row) => [row.remote, { url: row.url, version: row.version }]));
    return Object.fromEntries(REMOTE_NAMES.map((name) => [name, active.get(name) ?? { url: defaults[name], version: null }])) as Registry;
  }

  function active(): Promise<Registry> {
    if (!cached) {
      cached = read();
      cached.catch(() => (cached = undefined));
    }
    return cached;
  }

  /** After a change: read the registry again and tell the listeners before the change is answered. */
  async function invalidate() {
    cached = undefined;
    const next = await active();
    changed.forEach((listener) => listener(next));
  }

  /** This process reads the registry again at once; the others when the feed tells them. */
  async function changedHere() {
    await invalidate();
    await changes.publish('remotes');
  }

  changes.subscribe('remotes', () => void invalidate().catch(() => undefined));

  return {
    active,
    /** What /remotes.json says and the renderer renders with: each remote's manifest URL. */
    async entries(): Promise<Record<RemoteName, string>> {
      const active = await this.active();
      return Object.fromEntries(REMOTE_NAMES.map((name) => [name, active[name].url])) as Record<RemoteName, string>;
    },
    history(remote: RemoteName) {
      return db.select().from(remoteActivations).where(eq(remoteActivations.remote, remote)).orderBy(desc(remoteActivations.seq));
    },
    /**
     * Makes a release the active one, recording who changed what from what. One change per remote at a
     * time (a lock), so two administrators cannot both base a change on the same previous release.
     */
    async activate(remote: RemoteName, release: ActiveRelease, by: string | null) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`remote:${remote}`}))`);
        const [current] = await tx.select().from(remoteActivations).where(eq(remoteActivations.remote, remote)).orderBy(desc(remoteActivations.seq)).limit(1);
        const from = current ? { url: current.url, version: current.version } : { url: defaults[remote], version: null };
        await tx.insert(remoteActivations).values({ remote, url: release.url, version: release.version, fromUrl: from.url, fromVersion: from.version, kind: 'activate', actorId: by });
      });
      await changedHere();
    },
    /** Back to the release that was active before the current one. */
    async rollback(remote: RemoteName, by: string) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`remote:${remote}`}))`);
        const [current] = await tx.select().from(remoteActivations).where(eq(remoteActivations.remote, remote)).orderBy(desc(remoteActivations.seq)).limit(1);
        if (!current?.fromUrl) throw conflict('NOTHING_TO_ROLL_BACK', `The ${remote} remote has no earlier release to go back to`);
        await tx.insert(remoteActivations).values({
          remote,
          url: current.fromUrl,
          version: current.fromVersion,
          fromUrl: current.url,
          fromVersion: current.version,
          kind: 'rollback',
          actorId: by,
        });
      });
      await changedHere();
    },
    /**
     * `npm start` publishes the current build of each remote and names it here: it becomes active when
     * the remote has no release yet, or when its active one was also put there by a start (not by an
     * administrator), so a developer's site follows their builds until someone picks a release.
     */
    async followStartedBuilds(store: ReleaseStore, versions: Partial<Record<RemoteName, string>>) {
      for (const [remote, version] of Object.entries(versions) as Array<[RemoteName, string]>) {
        if (!store.has(remote, version)) continue;
        const [latest] = await db.select().from(remoteActivations).where(eq(remoteActivations.remote, remote)).orderBy(desc(remoteActivations.seq)).limit(1);
        if (latest && (latest.actorId !== null || latest.version === version)) continue;
        await this.activate(remote, { url: store.urlOf(remote, version), version }, null);
      }
    },
    /** Told after every change (the page cache follows it). */
    onChange(listener: (registry: Registry) => void) {
      changed.add(listener);
    },
  };
}

export type RemoteRegistry = ReturnType<typeof remoteRegistry>;
