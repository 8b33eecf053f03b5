// What a production remote's federation entry gets in place of its own bundler runtime
// (rspack.base.js): the functions of the shell's copy (shell/src/federation/provide-federation-runtime.ts),
// with the remote's own runtime module (it names the remote's build) and state of its own.
import * as runtime from '@module-federation/runtime';
// A container's start-up, which the shell (not a container) does not carry.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';

const shell = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!shell) throw new Error('This remote runs only under the shell, which provides the federation bundler runtime');

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...shell.bundlerRuntime, initContainerEntry },
  attachShareScopeMap: shell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
