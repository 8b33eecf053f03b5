import { sharedMismatches } from '../modules/remotes/shared-versions';

const manifest = (metaData?: Record<string, string>) => ({ name: 'x', metaData, shared: [] });

describe("a release's federation runtime against the shell's", () => {
  it.each([
    ['the same runtime and minor version', manifest({ pluginVersion: '2.2.3', runtime: 'container' }), manifest({ pluginVersion: '2.2.9', runtime: 'container' }), []],
    [
      'another minor version',
      manifest({ pluginVersion: '2.3.0', runtime: 'container' }),
      manifest({ pluginVersion: '2.2.9', runtime: 'container' }),
      ["Module Federation: the release was built with 2.3.0 and runs on the shell's federation runtime, which is 2.2.9"],
    ],
    [
      "Module Federation's own runtime (a release built before the containers)",
      manifest({ pluginVersion: '2.9.2' }),
      manifest({ pluginVersion: '2.2.9', runtime: 'container' }),
      ['Module Federation: the release was built for the module-federation runtime and the shell runs the container runtime; rebuild it'],
    ],
    ['a manifest that does not say', manifest(), manifest({ pluginVersion: '2.2.9', runtime: 'container' }), []],
  ])('%s', (_case, release, shell, problems) => {
    expect(sharedMismatches(release, shell)).toEqual(problems);
  });
});

describe("the exports a release uses of a trimmed package against the shell's", () => {
  const shell = { name: 'shell', shared: [{ name: '@mui/material', version: '9.5.0', usedExports: ['Alert', 'Button'] }] };
  const release = (usedExports?: string[]) => ({ name: 'catalogue', shared: [{ name: '@mui/material', requiredVersion: '^9.5.0', usedExports }] });

  it.each([
    ['exports the shell provides', ['Button'], []],
    ['an export it does not', ['Button', 'Rating'], ['@mui/material: the release uses Rating, which the shell does not provide']],
    ['a namespace import used whole', ['Button', '*'], ['@mui/material: the release uses all its exports (a namespace import used whole), and the shell provides only some']],
    ['no list', undefined, ['@mui/material: the shell provides only some of its exports and the release does not list those it uses']],
  ])('%s', (_case, usedExports, problems) => {
    expect(sharedMismatches(release(usedExports), shell)).toEqual(problems);
  });
});
