#!/usr/bin/env node
// Builds the static Storybook (what designers and Chromatic review) and proves it opens: serves it on a
// free loopback port, loads the manager and a story and a docs page in Debian's Chromium, and fails if
// any of them does not render or logs an error. Used by `npm test`.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright';
import { heading, pnpm } from './lib.mjs';

const outDir = 'storybook-static';
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

heading('Building the static Storybook (storybook build)');
await pnpm(['exec', 'storybook', 'build', '-c', '.storybook', '-o', outDir, '--quiet']);

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  let file = join(outDir, path);
  if (!file.startsWith(outDir)) return void response.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

heading(`Opening the static Storybook at ${origin}`);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const failures = [];
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));

  await page.goto(`${origin}/index.html`);
  await page.getByText('Right to left').first().waitFor({ timeout: 30_000 });

  await page.goto(
    `${origin}/iframe.html?id=actions-button--default&viewMode=story&globals=locale:ar`,
  );
  await page.getByRole('button', { name: 'ادفع الآن' }).waitFor({ timeout: 30_000 });
  if ((await page.locator('html').getAttribute('dir')) !== 'rtl')
    failures.push('Arabic story is not right to left');

  await page.goto(`${origin}/iframe.html?id=actions-button--docs&viewMode=docs`);
  await page.getByText('Accessibility reviewed').first().waitFor({ timeout: 30_000 });
  // A design review page: its first story in English and in Arabic, each in its own frame.
  await page.goto(`${origin}/iframe.html?id=design-review-home--docs&viewMode=docs`);
  const frames = page.locator('iframe[src*="viewMode=story"]');
  await frames.first().waitFor({ timeout: 30_000 });
  const [english, arabic] = [frames.nth(0), frames.nth(1)].map((frame) =>
    frame.contentFrame().locator('html'),
  );
  await arabic.locator('#storybook-root *').first().waitFor({ timeout: 30_000 });
  if ((await english.getAttribute('dir')) !== 'ltr' || (await arabic.getAttribute('dir')) !== 'rtl')
    failures.push('the design review page does not show English beside Arabic');
  console.log(
    'Static Storybook opens: manager, an Arabic story, a docs page with its docs.json facts and a design review page.',
  );
} catch (error) {
  failures.push(String(error));
} finally {
  await browser.close();
  server.close();
}
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
