import { registerRemotes } from '@module-federation/enhanced/runtime';
import { setTranslationOrigins } from 'shared-i18n';
import { translationOriginsOf, type RemoteRegistry } from '../remotes/registry';

/**
 * A remote's Node bundle sits in the `server/` folder beside its browser manifest:
 * /remotes/catalogue/mf-manifest.json → http://origin/remotes/catalogue/server/remoteEntry.js.
 */
export function serverEntryOf(entry: string, origin: string): string {
  return new URL('server/remoteEntry.js', new URL(entry, origin)).href;
}

let registered: Record<string, string> = {};

/**
 * Points the server's federation runtime at the registry's remotes. A remote whose entry changed
 * (another version activated) is registered again with force, which drops the container loaded
 * before: the next render fetches the new version, with no restart.
 */
export function renderWithRemotes(remotes: RemoteRegistry, origin: string): void {
  const wanted = Object.fromEntries(Object.entries(remotes).map(([name, entry]) => [name, serverEntryOf(entry, origin)]));
  const fresh = Object.entries(wanted).filter(([name, entry]) => registered[name] === undefined && entry !== undefined);
  const changed = Object.entries(wanted).filter(([name, entry]) => registered[name] !== undefined && registered[name] !== entry);
  if (fresh.length > 0) registerRemotes(fresh.map(([name, entry]) => ({ name, entry })));
  if (changed.length > 0) registerRemotes(changed.map(([name, entry]) => ({ name, entry })), { force: true });
  registered = wanted;
  setTranslationOrigins({ shell: `${origin}/`, ...translationOriginsOf(remotes, `${origin}/`) });
}
