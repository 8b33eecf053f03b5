// One jest configuration every workspace extends: swc transpiles TypeScript and JSX, jsdom for the
// front end, node for the server. Tests sit beside the code in src/**/__tests__.
const path = require('node:path');

/** Packages published only as ES modules, which jest (CommonJS on Node 20) must transpile. */
const ESM_ONLY_PACKAGES = ['content-disposition', 'cookie', 'jose'];

/** @param {{ dir: string, environment?: 'jsdom' | 'node' }} options */
function createJestConfig({ dir, environment = 'jsdom' }) {
  return {
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest.environment.jsdom.js') : 'node',
    roots: ['<rootDir>/src'],
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup.jsdom.js')] : [],
    globals: { __APP_CONFIG__: { apiBase: '', apiKey: 'test-key', production: false } },
    moduleNameMapper: { '^@testing/(.*)$': path.join(__dirname, 'testing/$1') },
    clearMocks: true,
    // Rendering whole MUI pages in jsdom takes seconds on two busy cores (every suite runs at once).
    testTimeout: 15_000,
  };
}

module.exports = { createJestConfig };
