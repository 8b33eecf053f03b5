const { createJestConfig } = require('../jest.base');

module.exports = {
  ...createJestConfig({ dir: __dirname, environment: 'node' }),
  // Node's, with PGlite's WebAssembly kept for the worker (jest.environment.js).
  testEnvironment: '<rootDir>/jest.environment.js',
  // Each file starts a server on its own database: a copy of one migrated and seeded template per
  // run (src/__tests__/helpers/template.ts), named by globalSetup and dropped by globalTeardown.
  globalSetup: '<rootDir>/src/__tests__/setup/global-setup.ts',
  globalTeardown: '<rootDir>/src/__tests__/setup/global-teardown.ts',
  // Files run in parallel, one worker per core (jest's default leaves one core idle).
  maxWorkers: '100%',
  testTimeout: 60_000,
};
