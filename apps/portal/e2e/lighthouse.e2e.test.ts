import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '@portal/sandbox/server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

// Lighthouse audits of the production build (served by `vite preview`, API proxied to the sandbox).
// Accessibility must be perfect in both directions; the other categories have floors that leave room for
// a busy 2-core CI machine without hiding a real regression.
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const floors = { performance: 0.9, accessibility: 1, 'best-practices': 0.95, seo: 0.9 } as const;

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let server: PreviewServer;
let chrome: chromeLauncher.LaunchedChrome;
let baseUrl: string;
const scores: Record<string, Record<string, number>> = {};

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 1, startAs: 'normal' });
  process.env['PORTAL_SANDBOX_URL'] = sandbox.url;
  server = await preview({
    root: appRoot,
    configFile: path.join(appRoot, 'vite.config.ts'),
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'error',
  });
  baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
});

afterAll(async () => {
  chrome?.kill();
  await new Promise<void>((resolve) =>
    server ? server.httpServer.close(() => resolve()) : resolve(),
  );
  await sandbox?.close();
  mkdirSync(path.join(appRoot, 'reports'), { recursive: true });
  writeFileSync(path.join(appRoot, 'reports/lighthouse.json'), JSON.stringify(scores, null, 2));
});

describe('Lighthouse (desktop) on the production build', () => {
  it.each(['/en/', '/ar-AE/'])('%s meets the floors', async (pathname) => {
    const result = await lighthouse(
      `${baseUrl}${pathname}`,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      {
        ...desktopConfig,
        settings: { ...desktopConfig.settings, onlyCategories: Object.keys(floors) },
      },
    );
    const categories = result?.lhr.categories ?? {};
    const found = Object.fromEntries(
      Object.keys(floors).map((id) => [id, categories[id]?.score ?? 0]),
    );
    scores[pathname] = found;
    const failing = Object.entries(result?.lhr.audits ?? {})
      .filter(
        ([, audit]) =>
          audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map(([id]) => id);
    for (const [id, floor] of Object.entries(floors)) {
      expect(
        found[id],
        `${id} on ${pathname} (failing audits: ${failing.join(', ') || 'none'})`,
      ).toBeGreaterThanOrEqual(floor);
    }
  });
});
