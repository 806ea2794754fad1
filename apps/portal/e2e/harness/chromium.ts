/**
 * Debian's Chromium for the app's browser tests: tools here cannot download a browser. The flags keep
 * Chromium from calling out to the internet at start (it has none to reach, and retries loudly).
 */
export const CHROMIUM_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
