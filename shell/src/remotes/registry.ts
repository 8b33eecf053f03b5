import { setTranslationOrigins, type TranslationOrigins } from 'shared-i18n';
import { loadExposed } from './containers';

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
 */
export function browserEntryOf(entry: string, base: string): string {
  return new URL('remoteEntry.js', new URL(entry, base)).href;
}

/**
 * Reads /remotes.json (never cached) and keeps where each remote is. When the file cannot be read the
 * site still starts: each remote section then shows its fallback with a retry. A server-rendered page
 * passes the entries it was rendered with: the browser loads the same versions.
 */
export async function loadRemoteRegistry(rendered?: RemoteRegistry): Promise<RemoteRegistry> {
  if (rendered) {
    Object.assign(registry, parseRegistry(rendered));
  } else {
    try {
      const response = await fetch('/remotes.json', { cache: 'no-store' });
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      Object.assign(registry, parseRegistry(await response.json()));
    } catch (error) {
      console.error('The remote registry could not be read; remote sections will offer a retry.', error);
    }
  }
  setTranslationOrigins(translationOriginsOf(registry, window.location.href));
  return registry;
}

/** Where the browser loads a remote's container from, by the registry. */
function browserEntryOfRemote(name: string): string {
  const entry = isRemoteName(name) ? registry[name] : undefined;
  if (!entry) throw new Error(`Remote ${name} is not in the registry`);
  return browserEntryOf(entry, window.location.href);
}

/**
 * Loads one exposed module, e.g. 'catalogue/CataloguePage'. A remote whose entry failed to load is
 * loaded anew on the next attempt (containers.ts); a chunk that failed is fetched again by the container.
 */
export function loadRemoteModule<T>(id: string): Promise<T> {
  const [name = '', ...path] = id.split('/');
  return loadExposed<T>(name, path.join('/'), () => browserEntryOfRemote(name));
}
