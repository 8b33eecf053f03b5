import { loadRemote } from '@module-federation/enhanced/runtime';

/**
 * What the shell's Node build has in place of the browser's container loader (../remotes/containers.ts,
 * swapped by rspack.base.js): an exposed module of a remote's Node bundle, through the server's
 * federation runtime, where renderWithRemotes (server-remotes.ts) registered the registry's remotes.
 */
export async function loadExposed<T>(name: string, module: string): Promise<T> {
  const loaded = await loadRemote<T>(`${name}/${module}`);
  if (!loaded) throw new Error(`Remote module ${name}/${module} could not be loaded`);
  return loaded;
}
