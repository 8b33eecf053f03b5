// The root `npm test` runs every workspace's tests: the unit suites together in one jest run (the root
// jest.config.js), then the API's and the e2e suite on their own. A workspace with tests that none of
// these runs fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const packageJson = (dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));

test('every workspace with a test script is run by the root npm test', () => {
  const UNIT_WORKSPACES = require(path.join(root, 'jest.config.js')).projects.map((project) => project.replace('<rootDir>/', ''));
  const command = packageJson('.').scripts.test;
  const runAlone = [...command.matchAll(/npm test -w (\S+)/g)].map((match) => match[1]);
  assert.match(command, /npm run test:unit/);
  assert.equal(packageJson('.').scripts['test:unit'], 'jest');
  const tested = packageJson('.').workspaces.filter((workspace) => packageJson(workspace).scripts?.test);
  assert.deepEqual([...tested].sort(), [...UNIT_WORKSPACES, ...runAlone].sort());
});

test('the checks that need nothing built run beside the build of what is stale, and every suite after it, one at a time', () => {
  const command = packageJson('.').scripts.test;
  const [first, ...after] = command.split(' && ');
  assert.match(first, /^run-p --aggregate-output --print-label /);
  assert.deepEqual(first.split(' ').filter((word) => !word.startsWith('-')).slice(1).sort(), ['build:stale', 'lint', 'test:tooling', 'typecheck']);
  // The same build as npm start's: an unchanged tree is not built again (the build took 25 of the step's 36 s).
  assert.equal(packageJson('.').scripts['build:stale'], 'node scripts/build-stale.mjs');
  // The unit, design and API suites each keep both cores busy: run together they took longer (164 s against 150).
  for (const suite of ['npm run test:unit', 'npm run test:design', 'npm test -w api', 'npm test -w e2e']) {
    assert.ok(after.some((step) => step.includes(suite)), `${suite} runs after the build`);
  }
});
