const { createJestConfig } = require('../jest.base');

module.exports = {
  ...createJestConfig({ dir: __dirname, environment: 'node' }),
  // Each file starts a server on its own database; argon2 and migrations take a moment.
  testTimeout: 60_000,
};
