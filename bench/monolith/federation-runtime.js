// Stands in for @module-federation/enhanced/runtime in the monolith (rspack.config.js): the shell's
// remote loader gets the exposed modules from the same build instead of from remotes.
import { exposedModules } from './generated/exposed-modules.js';

export function registerRemotes() {}

export async function loadRemote(id) {
  const load = exposedModules[id];
  if (!load) throw new Error(`The monolith has no module ${id}`);
  return load();
}
