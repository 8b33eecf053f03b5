import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/test-app';
import { releaseStore } from '../modules/remotes/release-store';
import { pruneReleases, releasesToRemove, type RetentionPolicy } from '../modules/remotes/release-retention';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-29T12:00:00Z');

describe('which releases the store gives up', () => {
  /** Releases published 0, 2, 4, … days ago, newest first, named by their age. */
  const releases = (count: number) => Array.from({ length: count }, (_, index) => ({ version: `${index * 2}d`, publishedAt: NOW - index * 2 * DAY }));

  it.each([
    ['none while a remote has no more than its newest', 3, new Set<string>(), { newest: 3, days: 0 }, []],
    ['those beyond the newest, once old enough', 6, new Set<string>(), { newest: 2, days: 5 }, ['6d', '8d', '10d']],
    ['nothing younger than the days kept, however many', 6, new Set<string>(), { newest: 1, days: 30 }, []],
    ['the one published exactly that many days ago stays', 4, new Set<string>(), { newest: 1, days: 4 }, ['6d']],
    ['never the active release nor the one a rollback goes back to', 8, new Set(['12d', '8d']), { newest: 2, days: 0 }, ['4d', '6d', '10d', '14d']],
  ] as Array<[string, number, Set<string>, RetentionPolicy, string[]]>)('%s', (_what, count, needed, policy, removed) => {
    expect(releasesToRemove(releases(count), needed, policy, NOW)).toEqual(removed);
  });
});

describe('pruning the release store at start', () => {
  let t: TestApp;
  let dir: string;

  /** A catalogue release published `days` ago. */
  function publish(version: string, days: number) {
    fs.mkdirSync(path.join(dir, 'catalogue', version, 'server'), { recursive: true });
    const manifest = path.join(dir, 'catalogue', version, 'mf-manifest.json');
    fs.writeFileSync(manifest, JSON.stringify({ name: 'catalogue', version }));
    fs.writeFileSync(path.join(dir, 'catalogue', version, 'server', 'remoteEntry.js'), '');
    const at = new Date(NOW - days * DAY);
    fs.utimesSync(manifest, at, at);
  }

  beforeAll(async () => {
    t = await createTestApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gp-retention-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the newest, the recent, the active one and the one before it, and removes the rest whole', async () => {
    // Twelve releases, one every three days: 1.0.0 the oldest (33 days), 1.11.0 of today.
    for (let minor = 0; minor < 12; minor += 1) publish(`1.${minor}.0-build${minor}`, (11 - minor) * 3);
    const store = releaseStore(dir);
    // An administrator went to 1.2.0, then to 1.1.0: 1.1.0 is active and a rollback goes back to 1.2.0.
    for (const version of ['1.2.0-build2', '1.1.0-build1']) await t.app.remoteRegistry.activate('catalogue', { url: store.urlOf('catalogue', version), version }, null);

    const removed = await pruneReleases(store, t.app.remoteRegistry, { newest: 3, days: 10 }, NOW);

    // The newest three (today, 3 and 6 days ago), those of the last 10 days (9 days ago), 1.1.0 and 1.2.0.
    expect(store.versions('catalogue')).toEqual(['1.11.0-build11', '1.10.0-build10', '1.9.0-build9', '1.8.0-build8', '1.2.0-build2', '1.1.0-build1']);
    expect(removed.catalogue.sort()).toEqual(['1.0.0-build0', '1.3.0-build3', '1.4.0-build4', '1.5.0-build5', '1.6.0-build6', '1.7.0-build7']);
    expect(removed.promo).toEqual([]);
    // Gone from the disk, nothing half removed left behind.
    expect(fs.readdirSync(path.join(dir, 'catalogue')).sort()).toEqual(store.versions('catalogue').sort());
    // Another start finds nothing more to remove.
    expect((await pruneReleases(store, t.app.remoteRegistry, { newest: 3, days: 10 }, NOW)).catalogue).toEqual([]);
  });

  it('lists no folder being removed as a release, and a release another process removed first is no error', () => {
    const store = releaseStore(dir);
    publish('2.0.0-leaving0', 100);
    fs.renameSync(path.join(dir, 'catalogue', '2.0.0-leaving0'), path.join(dir, 'catalogue', '.removing-1-2.0.0-leaving0'));
    expect(store.versions('catalogue')).not.toContain('2.0.0-leaving0');
    expect(store.versions('catalogue').some((version) => version.startsWith('.'))).toBe(false);
    expect(() => store.remove('catalogue', '2.0.0-leaving0')).not.toThrow();
  });

  it('deletes at the next start what a stopped process left half removed, not what a running one is removing', async () => {
    const store = releaseStore(dir);
    for (const [version, pid] of [['3.0.0-stopped0', 2 ** 22 + 1], ['3.0.0-running0', process.pid]] as const) {
      publish(version, 100);
      fs.renameSync(path.join(dir, 'catalogue', version), path.join(dir, 'catalogue', `.removing-${pid}-${version}`));
    }
    await pruneReleases(store, t.app.remoteRegistry, { newest: 3, days: 10 }, NOW);
    const left = fs.readdirSync(path.join(dir, 'catalogue')).filter((name) => name.startsWith('.removing-'));
    expect(left).toContain(`.removing-${process.pid}-3.0.0-running0`);
    expect(left.some((name) => name.includes('3.0.0-stopped0'))).toBe(false);
  });
});
