import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { setTranslationOrigins, type TranslationOrigins } from 'shared-i18n';

/** The remotes the shell knows by name; where each lives is read at run time from /remotes.json. */
export const REMOTE_NAMES = ['catalogue', 'account', 'promo', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type RemoteRegistry = Partial<Record<RemoteName, string>>;

const registry: RemoteRegistry = {};

function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** Keeps the known names whose value is a URL string; anything else in the file is ignored. */
export function parseRegistry(body: unknown): RemoteRegistry {
  if (!body || typeof body !== 'object') return {};
  const entries = Object.entries(body as Record<string, unknown>).filter(
    (entry): entry is [RemoteName, string] => isRemoteName(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '',
  );
  return Object.fromEntries(entries);
}

/** A remote's translation files sit beside its manifest: /remotes/catalogue/mf-manifest.json → /remotes/catalogue/. */
export function originOf(entry: string, base: string): string {
  return new URL('.', new URL(entry, base)).href;
}

/** Where each remote's translation files are, resolved against the page (or the server's) address. */
export function translationOriginsOf(remotes: RemoteRegistry, base: string): TranslationOrigins {
  return Object.fromEntries(Object.entries(remotes).map(([name, entry]) => [name, originOf(entry, base)]));
}

/**
 * The registry names each remote by its release's manifest (what activation checks); the browser
 * loads the remoteEntry.js beside it: /remotes/catalogue/mf-manifest.json → /remotes/catalogue/remoteEntry.js.
 * Registered by its manifest, a remote cost the page a fetch of it before its entry and the runtime
 * the work of reading it (its snapshot plugin, left out of the shell's runtime: disableSnapshot).
 */
export function browserEntryOf(entry: string, base: string): string {
  return new URL('remoteEntry.js', new URL(entry, base)).href;
}

function register(remotes: RemoteRegistry, force: boolean): void {
  const list = Object.entries(remotes).map(([name, entry]) => ({ name, entry: browserEntryOf(entry, window.location.href) }));
  if (list.length > 0) registerRemotes(list, { force });
  setTranslationOrigins(translationOriginsOf(remotes, window.location.href));
}

/**
 * Reads /remotes.json (never cached) and registers every remote in it. When the file cannot be
 * read the site still starts: each remote section then shows its fallback with a retry. A
 * server-rendered page passes the entries it was rendered with: the browser loads the same versions.
 */
export async function loadRemoteRegistry(rendered?: RemoteRegistry): Promise<RemoteRegistry> {
  if (rendered) {
    Object.assign(registry, parseRegistry(rendered));
    register(registry, false);
    return registry;
  }
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    Object.assign(registry, parseRegistry(await response.json()));
  } catch (error) {
    console.error('The remote registry could not be read; remote sections will offer a retry.', error);
  }
  register(registry, false);
  return registry;
}

/**
 * Loads one exposed module, e.g. 'catalogue/CataloguePage'. A retry first registers the remote
 * again with force, so a remote entry that failed before is fetched anew rather than from cache.
 */
export async function loadRemoteModule<T>(id: string, retry: boolean): Promise<T> {
  const name = id.split('/')[0] ?? '';
  if (retry && isRemoteName(name) && registry[name]) register({ [name]: registry[name] }, true);
  const loaded = await loadRemote<T>(id);
  if (!loaded) throw new Error(`Remote module ${id} could not be loaded`);
  return loaded;
}
