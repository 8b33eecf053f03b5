import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { readReleaseManifest, type ServedFolders } from '../remotes/release-manifest';
import type { PreloadHint } from './preload-hints';

/** What a release's mf-manifest.json says of its browser files: where they are, and each exposed module's. */
const releaseFiles = z.object({
  metaData: z.object({ publicPath: z.string().optional() }).optional(),
  exposes: z.array(z.object({ name: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) })),
});

/** A release's browser scripts: its entry, and what each exposed module loads at once, by the module's name. */
interface ReleaseScripts {
  entry: string;
  byExpose: Map<string, string[]>;
}

/** The address pages name a file by: a path for this origin's files, the whole URL for another's. */
const THIS_ORIGIN = 'http://this-origin.invalid';
function pageAddress(url: URL): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === THIS_ORIGIN ? `${url.pathname}${url.search}` : url.href;
}

/**
 * The browser loads a remote by the remoteEntry.js beside its manifest (shell/src/remotes/registry.ts),
 * and the remote's runtime loads its chunks from where that entry is ('auto'), unless its build named
 * a public path of its own.
 */
export function releaseScriptsOf(manifestUrl: string, manifest: unknown): ReleaseScripts | null {
  const parsed = releaseFiles.safeParse(manifest);
  if (!parsed.success) return null;
  const manifestAddress = new URL(manifestUrl, `${THIS_ORIGIN}/`);
  const entry = pageAddress(new URL('remoteEntry.js', manifestAddress));
  if (!entry) return null;
  const publicPath = parsed.data.metaData?.publicPath;
  const chunkBase = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestAddress) : new URL('.', manifestAddress);
  const byExpose = new Map(
    parsed.data.exposes.map(({ name, assets }) => [name, assets.js.sync.map((file) => pageAddress(new URL(file, chunkBase))).filter((file): file is string => file !== null)]),
  );
  return { entry, byExpose };
}

/** How long a release's scripts are remembered: releases do not change, but a remote rebuilt in place (/remotes/<name>/) does. */
const REMEMBERED_MS = 60_000;
/** How long a page waits for a manifest it has not read yet (another origin's): then it goes without that remote's hints. */
const WAIT_MS = 500;

/**
 * The scripts of the remote modules a server-rendered page holds, for the browser to fetch them with the
 * shell's instead of once the shell has started: each module's remote entry (preloaded) and the chunks
 * the module loads at once (prefetched: preload-hints.ts), from the release's manifest (read once a
 * minute at most; a manifest that cannot be read gives no hints, never an error).
 *
 * In Chromium a script preload that failed answers the next load of its address on the page with that
 * failure. The remote's entry is loaded first, so a remote that was down when the page loaded spends its
 * failed preload there, and the visitor's retry fetches it anew; a failed prefetch leaves nothing behind.
 * Preloaded, a chunk the first attempt never reached (its entry had failed) would have failed the retry.
 */
export function remoteHints(folders: ServedFolders) {
  const releases = new LRUCache<string, ReleaseScripts | 'unreadable'>({
    max: 100,
    ttl: REMEMBERED_MS,
    fetchMethod: async (manifestUrl) => releaseScriptsOf(manifestUrl, await readReleaseManifest(manifestUrl, folders).catch(() => null)) ?? 'unreadable',
  });
  const scriptsOf = (manifestUrl: string): Promise<ReleaseScripts | null> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, WAIT_MS, null)));
    const read = releases.fetch(manifestUrl).then((scripts) => (scripts && scripts !== 'unreadable' ? scripts : null));
    return Promise.race([read, late]).finally(() => clearTimeout(timer));
  };

  return async function hintsFor({ modules, registry }: { modules: readonly string[]; registry: Readonly<Record<string, string>> }): Promise<PreloadHint[]> {
    const perModule = await Promise.all(
      modules.map(async (id) => {
        const [remote = '', expose = ''] = id.split('/');
        const manifestUrl = Object.hasOwn(registry, remote) ? registry[remote] : undefined;
        const scripts = manifestUrl ? await scriptsOf(manifestUrl) : null;
        if (!scripts) return [];
        const chunks = (scripts.byExpose.get(expose) ?? []).map((href) => ({ href, as: 'script' as const, remote, prefetch: true }));
        return [{ href: scripts.entry, as: 'script' as const, remote }, ...chunks];
      }),
    );
    return perModule.flat();
  };
}

export type RemoteHints = ReturnType<typeof remoteHints>;
