const { createJestConfig } = require('../jest.base');

module.exports = createJestConfig({ dir: __dirname });
