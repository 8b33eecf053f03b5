const { createJestConfig } = require('../jest.base');

module.exports = {
  ...createJestConfig({ dir: __dirname, environment: 'node' }),
  // The test files run in plain Node (TypeScript through tsx: the test script's NODE_OPTIONS), each
  // worker a process whose files share its modules: jest's own runner loaded the app's ~780 modules
  // anew for every file (about a third of the suite's time). This runner takes neither jest's
  // restoreMocks nor its testTimeout: a test puts back what it spies on itself, and the time limit of
  // every test and hook is set in the worker by setup/time-limits.ts.
  runner: ['jest-light-runner', { runtime: 'child_process' }],
  setupFilesAfterEnv: ['<rootDir>/src/__tests__/setup/time-limits.ts'],
  // Each test app starts a server on a database as one migrated and seeded template per run is
  // (src/__tests__/helpers/template.ts): a copy its worker keeps and puts back between apps
  // (kept-databases.ts). globalSetup names the template; globalTeardown drops it and the kept copies.
  globalSetup: '<rootDir>/src/__tests__/setup/global-setup.ts',
  globalTeardown: '<rootDir>/src/__tests__/setup/global-teardown.ts',
  // A worker process per core. jest-light-runner 0.8.2 answered every process with a file queued when
  // one asked for its configuration, and one not yet listening dropped the answer and waited for ever
  // (two CI runs hung so): patches/jest-light-runner+0.8.2.patch gives each file a channel of its own.
  maxWorkers: '100%',
};
