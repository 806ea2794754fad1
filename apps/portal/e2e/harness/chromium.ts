/**
 * Debian's Chromium for the app's browser tests: tools here cannot download a browser. The flags keep
 * Chromium from calling out to the internet at start (it has none to reach, and retries loudly).
 */
export const CHROMIUM_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

/**
 * Debian's headless shell (package chromium-headless-shell), the same engine without the full
 * browser around it: what Playwright itself runs for headless Chromium. The journeys and the sweep
 * run in it; measured on the quiet 2-core machine, 34 sweep cases took 2 min 44 s in it against
 * 4 min 1 s in the full browser. Lighthouse audits in the full browser (CHROMIUM_PATH), as its
 * figures are meant to be read.
 */
export const HEADLESS_SHELL_PATH =
  process.env['HEADLESS_SHELL_PATH'] ?? '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
