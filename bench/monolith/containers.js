// Stands in for the shell's container loader (shell/src/remotes/containers.ts) in the monolith
// (rspack.config.js): the shell gets the exposed modules from the same build instead of from remotes.
import { exposedModules } from './generated/exposed-modules.js';

export async function loadExposed(name, module) {
  const load = exposedModules[`${name}/${module}`];
  if (!load) throw new Error(`The monolith has no module ${name}/${module}`);
  return load();
}
