import { getInstance, loadShare, registerRemotes } from '@module-federation/enhanced/runtime';
import { reloadServerTexts, setTranslationOrigins } from 'shared-i18n';
import { translationOriginsOf, type RemoteName, type RemoteRegistry } from '../remotes/registry';

/**
 * A remote's Node bundle sits in the `server/` folder beside its browser manifest:
 * /remotes/catalogue/mf-manifest.json → http://origin/remotes/catalogue/server/remoteEntry.js.
 */
export function serverEntryOf(entry: string, origin: string): string {
  return new URL('server/remoteEntry.js', new URL(entry, origin)).href;
}

let registered: Record<string, string> = {};
/** The texts of remotes whose release changed, while they are read again: renders wait for them. */
let textsReloading: Promise<void> | undefined;

/**
 * Points the server's federation runtime at the registry's remotes. A remote whose entry changed
 * (another version activated) is registered again with force, which drops the container loaded
 * before, and its translations are read again from the new release: the next render uses the new
 * version's code and texts, with no restart. Resolves when the texts are there (or at the deadline).
 */
export async function renderWithRemotes(remotes: RemoteRegistry, origin: string, deadline: number): Promise<void> {
  const wanted = Object.fromEntries(Object.entries(remotes).map(([name, entry]) => [name, serverEntryOf(entry, origin)]));
  const fresh = Object.entries(wanted).filter(([name, entry]) => registered[name] === undefined && entry !== undefined);
  const changed = Object.entries(wanted).filter(([name, entry]) => registered[name] !== undefined && registered[name] !== entry);
  if (fresh.length > 0) registerRemotes(fresh.map(([name, entry]) => ({ name, entry })));
  if (changed.length > 0) registerRemotes(changed.map(([name, entry]) => ({ name, entry })), { force: true });
  registered = wanted;
  setTranslationOrigins({ shell: `${origin}/`, ...translationOriginsOf(remotes, `${origin}/`) });
  if (changed.length > 0) {
    const reloading = reloadServerTexts(changed.map(([name]) => name as RemoteName)).finally(() => {
      if (textsReloading === reloading) textsReloading = undefined;
    });
    textsReloading = reloading;
  }
  // Most renders find nothing being reloaded and go on at once.
  if (textsReloading) await untilOrDeadline(textsReloading, deadline);
}

function untilOrDeadline(work: Promise<void>, deadline: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Loads every module the shell shares before a remote renders with them. A remote's Node bundle takes
 * its shared modules synchronously, the shell's if loaded and else its own copy: a component shared by
 * path that the shell had not loaded yet came from the remote, outside the contexts of the shell's MUI
 * (the catalogue's search label was rendered as if it had no FormControl around it).
 */
export async function loadSharedModules(): Promise<void> {
  const scope = getInstance()?.shareScopeMap.default ?? {};
  await Promise.all(Object.keys(scope).map((name) => loadShare(name)));
}
