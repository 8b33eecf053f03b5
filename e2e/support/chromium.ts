import fs from 'node:fs';

/**
 * Debian's Chromium, driven by Playwright (a Playwright browser download does not work here). The tests
 * run in its headless shell (package chromium-headless-shell), the build Playwright itself uses for
 * headless runs: the same Blink without the full browser's windowing, which took the e2e suite from
 * 7.5 to 5.6 minutes here (the browser process used a third of the CPU time). `CHROMIUM_PATH` points
 * elsewhere. The pictures the tests compare with are the headless shell's.
 */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The full browser, for what needs one: Lighthouse's runs in bench/web (`--headless=new`). */
export const CHROMIUM_BROWSER = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Stops early, with what to install, when the headless shell is missing. */
export function assertChromiumInstalled(executable = CHROMIUM_EXECUTABLE): void {
  if (!fs.existsSync(executable)) {
    throw new Error(`No Chromium at ${executable}: install Debian's (apt-get install -y chromium-headless-shell), or set CHROMIUM_PATH.`);
  }
}

/** Flags for a headless Chromium on a closed network, as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
