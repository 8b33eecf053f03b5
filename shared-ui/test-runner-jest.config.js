// Storybook's test runner (jest + Playwright) on Debian's Chromium, its headless shell as the e2e suite's
// (e2e/support/chromium.ts; 59 -> 47 s here): no browser is downloaded here. The references are its pictures.
const { getJestConfig } = require('@storybook/test-runner');

const base = getJestConfig();

module.exports = {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--font-render-hinting=none'],
      },
      contextOptions: { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1 },
    },
  },
};
