import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { notificationBellLabel } from '@portal/core';
import { getNotificationCount } from '@portal/core/api/commonUi';
import { createPortalClient } from '@portal/core/client';
import { startSandbox } from '@portal/sandbox/server';
import { chromium, type Browser } from 'playwright';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let vite: ViteDevServer;
let browser: Browser;
let appUrl: string;
let unread: number;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 1, startAs: 'normal' });
  process.env['PORTAL_SANDBOX_URL'] = sandbox.url;
  vite = await createServer({
    root: appRoot,
    configFile: path.join(appRoot, 'vite.config.ts'),
    server: { port: 0, strictPort: false },
    logLevel: 'error',
  });
  await vite.listen();
  appUrl = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  unread = await getNotificationCount(createPortalClient({ baseUrl: sandbox.url, lang: 'en' }));
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await sandbox?.close();
});

describe('reference portal against the sandbox', () => {
  it('shows the bell with the sandbox unread count in English at /en/', async () => {
    const page = await browser.newPage();
    await page.goto(`${appUrl}/en/`);
    const bell = page.getByRole('button', { name: notificationBellLabel('en', unread) });
    await bell.waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await bell.textContent()).toBe(String(unread));
    await page.close();
  });

  it('serves Arabic, right to left, at /ar-AE/', async () => {
    const page = await browser.newPage();
    await page.goto(`${appUrl}/ar-AE/`);
    await page.getByRole('button', { name: notificationBellLabel('ar-AE', unread) }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ar-AE');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('عمّ تبحث؟');

    // The language link opens the same page in English.
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/en\/$/);
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await page.close();
  });

  it('sends a visitor without a language prefix to one', async () => {
    const page = await browser.newPage({ locale: 'ar-AE' });
    await page.goto(`${appUrl}/`);
    await page.waitForURL(/\/ar-AE\/$/);
    await page.close();
  });

  it('applies the saved dark theme before the app runs and keeps the choice', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('portal.colorScheme', 'dark'));
    const page = await context.newPage();
    await page.goto(`${appUrl}/en/`, { waitUntil: 'domcontentloaded' });
    // Only the boot script sets data-theme, and it is the first, blocking script in <head>: the
    // scheme is on <html> before the first paint, not after React starts.
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    const firstInHead = await page.evaluate(() => document.head.firstElementChild?.outerHTML ?? '');
    expect(firstInHead).toMatch(/^<script>.*portal\.colorScheme/);

    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await page.evaluate(() => localStorage.getItem('portal.colorScheme'))).toBe('light');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await context.close();
  });
});
