import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote asks for each shared singleton with the version range it was built with. For a singleton
 * the runtime only warns when the range is not met (the shell's copy is used all the same), and it
 * parses the range again on every request: 5–10 ms of a phone's start-up per remote on a page. A
 * release's ranges are checked once, when it is activated (the registry refuses one the shell's
 * versions do not satisfy: SHARED_VERSION_MISMATCH), so in the browser the shell resolves a remote's
 * singletons without the range. Other shared modules keep theirs: for them the range picks a version.
 */
export function singletonRangesCheckedAtActivation(): ModuleFederationRuntimePlugin {
  return {
    name: 'singleton-ranges-checked-at-activation',
    beforeLoadShare(args) {
      const { shareInfo } = args;
      if (!shareInfo?.shareConfig?.singleton || shareInfo.shareConfig.requiredVersion === false) return args;
      // A copy: the remote's own share options stay as it declared them.
      const withoutRange = { ...shareInfo, shareConfig: { ...shareInfo.shareConfig, requiredVersion: false } } as typeof shareInfo;
      return { ...args, shareInfo: withoutRange };
    },
  };
}
