import * as federationSdk from '@module-federation/sdk';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The federation SDK the shell's runtime already holds, handed to the remotes (their production
 * builds take it from this global instead of carrying a copy each: rspack.base.js), as the
 * runtime core is by provideExternalRuntime.
 */
export default function provideFederationSdk(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-federation-sdk',
    beforeInit(args) {
      (globalThis as { _FEDERATION_SDK?: typeof federationSdk })._FEDERATION_SDK ??= federationSdk;
      return args;
    },
  };
}
