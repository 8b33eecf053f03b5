import * as federationSdk from '@module-federation/sdk';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { singletonRangesCheckedAtActivation } from './singleton-ranges-checked-at-activation';

/**
 * The federation SDK and bundler runtime functions the shell's runtime already holds, handed to the
 * remotes: their production builds take them from these globals instead of carrying a copy each
 * (rspack.base.js, federation/bundler-runtime-from-shell.js), as the runtime core is by
 * provideExternalRuntime. Each remote keeps its own runtime module and federation state; the
 * plugins registered here as global ones apply to the remotes' federation instances too.
 */
export default function provideFederationRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-federation-runtime',
    beforeInit(args) {
      const globals = globalThis as { _FEDERATION_SDK?: typeof federationSdk; _FEDERATION_BUNDLER_RUNTIME?: object };
      globals._FEDERATION_SDK ??= federationSdk;
      globals._FEDERATION_BUNDLER_RUNTIME ??= Object.freeze({ bundlerRuntime, attachShareScopeMap });
      registerGlobalPlugins([singletonRangesCheckedAtActivation()]);
      return args;
    },
  };
}
