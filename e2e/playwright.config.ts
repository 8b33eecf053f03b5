import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './support/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // Half as many again as cores: a test's worker waits on the page (loads, frames, the server) a
  // seventh of the time, and a third worker fills that. Here (2 cores) 3 workers ran the suite in
  // 4.1 and 4.7 minutes, 2 in 4.9–5.3 (5.3 in the hour of the 4.7) and 4 in 4.5; the CPU sat idle
  // 14 % of the run with 2 workers, 6 % with 3. The unit, design and API suites are busy all the
  // time: a third worker made each slower.
  workers: '150%',
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
