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
  // Each file starts a server on its own database: a copy of one migrated and seeded template per
  // run (src/__tests__/helpers/template.ts), named by globalSetup and dropped by globalTeardown.
  globalSetup: '<rootDir>/src/__tests__/setup/global-setup.ts',
  globalTeardown: '<rootDir>/src/__tests__/setup/global-teardown.ts',
  // A worker process per core. jest-light-runner 0.8.2 answered every process with a file queued when
  // one asked for its configuration, and one not yet listening dropped the answer and waited for ever
  // (two CI runs hung so): patches/jest-light-runner+0.8.2.patch gives each file a channel of its own.
  maxWorkers: '100%',
};
