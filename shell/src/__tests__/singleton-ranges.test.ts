import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { singletonRangesCheckedAtActivation } from '../federation/singleton-ranges-checked-at-activation';

/** The shell provides `lib` 2.0.0; a remote built against 1.x asks for it, as a singleton or not. */
async function remoteLoads(singleton: boolean, plugins: ModuleFederationRuntimePlugin[]) {
  const name = `${singleton ? 'singleton' : 'shared'}-${plugins.length}`;
  const shell = createInstance({ name: `shell-${name}`, remotes: [], shared: { lib: { version: '2.0.0', lib: () => ({ from: 'shell' }), shareConfig: { singleton, requiredVersion: false } } } });
  const remote = createInstance({
    name: `remote-${name}`,
    remotes: [],
    plugins,
    shared: { lib: { version: '1.0.0', get: async () => () => ({ from: 'remote' }), shareConfig: { singleton, requiredVersion: '^1.0.0' } } },
  });
  await shell.loadShare('lib');
  remote.initShareScopeMap('default', shell.shareScopeMap.default!);
  const factory = await remote.loadShare<{ from: string }>('lib');
  return factory ? factory()?.from : null;
}

describe("a remote's shared singletons in the browser", () => {
  let warnings: jest.SpyInstance;
  beforeEach(() => {
    warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warnings.mockRestore());

  it("are the shell's, resolved without reading the remote's version range (activation checked it)", async () => {
    expect(await remoteLoads(true, [singletonRangesCheckedAtActivation()])).toBe('shell');
    expect(warnings).not.toHaveBeenCalled();
  });

  it('were checked against the range by the runtime without it (only to warn: the shell’s copy is used anyway)', async () => {
    expect(await remoteLoads(true, [])).toBe('shell');
    expect(warnings).toHaveBeenCalledWith('[ Federation Runtime ]', expect.stringContaining('does not satisfy the requirement of remote-singleton-0 which needs ^1.0.0'));
  });

  it('leaves a shared module that is not a singleton to its range', async () => {
    expect(await remoteLoads(false, [singletonRangesCheckedAtActivation()])).toBe('remote');
  });
});
