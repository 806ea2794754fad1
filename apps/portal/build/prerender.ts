import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { FONT_PRELOAD_ATTRIBUTE } from './fontPreload.ts';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { contentSnapshotScript } from '../src/platform/boot/contentSnapshot.ts';
import { replaceLiterally } from './replaceLiterally.ts';
import type { ContentSource, PrerenderedPage } from '../src/prerender.tsx';
import { withoutModuleDirectiveLogs } from './moduleDirectiveLogs.ts';

/** The addresses written as static HTML, and the file each is served from (server/pageAddress.ts). */
export interface PrerenderTarget {
  /** `/en/` is served from `en/index.html`; `/en/404` from `en/404.html`. */
  readonly pathname: string;
}

/** Where the app's server renderer (`src/prerender.tsx` built for Node) is kept: beside `outDir`. */
export function serverDirOf(outDir: string): string {
  return `${outDir}-server`;
}

export function fileOf(pathname: string): string {
  return pathname.endsWith('/') ? `${pathname.slice(1)}index.html` : `${pathname.slice(1)}.html`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** The `<link>`s that name a page's canonical address and its `hreflang` pair. */
function linkTags(links: NonNullable<PrerenderedPage['links']>): string {
  return [
    `<link rel="canonical" href="${escapeAttribute(links.canonical)}">`,
    ...links.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeAttribute(hreflang)}" href="${escapeAttribute(href)}">`,
    ),
  ].join('');
}

/**
 * `index.html` with a prerendered page in `#root`, its language on `<html>`, its `<title>`, and,
 * when the page gives them, its description and its canonical and `hreflang` links. The page's
 * markup, title and description hold what the reader typed (a search's query) and what the CMS
 * answered: each is put in literally (`replaceLiterally`), never read as a replacement pattern.
 */
export function pageHtml(template: string, page: PrerenderedPage): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('prerender: index.html lost <div id="root"></div>');
  let html = replaceLiterally(
    template,
    /<html lang="[^"]*" dir="[^"]*">/,
    `<html lang="${escapeAttribute(page.lang)}" dir="${escapeAttribute(page.dir)}">`,
  );
  if (!html.includes(`<html lang="${escapeAttribute(page.lang)}"`)) {
    throw new Error('prerender: index.html lost <html lang dir>');
  }
  // The page's text is painted from this HTML: preloading its face would delay that paint.
  html = html.replace(new RegExp(`\\s*<script ${FONT_PRELOAD_ATTRIBUTE}>[\\s\\S]*?</script>`), '');
  if (page.title !== undefined) {
    html = replaceLiterally(
      html,
      /<title>[^<]*<\/title>/,
      `<title>${escapeText(page.title)}</title>`,
    );
  }
  if (page.description !== undefined) {
    const meta = `<meta name="description" content="${escapeAttribute(page.description)}" />`;
    const existing = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
    html = existing.test(html)
      ? replaceLiterally(html, existing, meta)
      : replaceLiterally(html, '</head>', `${meta}</head>`);
  }
  if (page.links !== undefined) {
    html = replaceLiterally(html, '</head>', `${linkTags(page.links)}</head>`);
  }
  // The body last: no later pattern searches the text of the page.
  return replaceLiterally(
    html,
    root,
    `<div id="root">${page.html}</div>${contentSnapshotScript(page.snapshot)}`,
  );
}

/**
 * The backend the build reads the public CMS content from: `PORTAL_CONTENT_URL` (the portal's API
 * origin, for a build served against a real backend), else the embedded sandbox, started here on a
 * loopback port for the build's duration (it is the default backend of the app, its tests and its
 * Storybook). `PORTAL_SITE_ORIGIN` is the origin the portal is served from (CMS links on it become
 * paths); by default an origin that can never be real.
 */
async function openContentSource(): Promise<{ source: ContentSource; close: () => Promise<void> }> {
  const siteOrigin = process.env['PORTAL_SITE_ORIGIN'] ?? 'https://portal.invalid';
  const apiUrl = process.env['PORTAL_CONTENT_URL'];
  if (apiUrl) return { source: { apiUrl, siteOrigin }, close: async () => {} };
  const { startSandbox } = await import('@portal/sandbox/server');
  const sandbox = await startSandbox({ port: 0, seed: 1, latency: 0 });
  return { source: { apiUrl: sandbox.url, siteOrigin }, close: () => sandbox.close() };
}

/**
 * After the client build, renders `targets` to static HTML files next to `index.html` (issue I,
 * performance: first paint and the largest paint no longer wait for the app's JavaScript). The app
 * is built once more for Node (`src/prerender.tsx`, into `serverDirOf(outDir)`), each
 * address rendered with the public CMS content it shows (read from `openContentSource`, and carried
 * in the page as a snapshot the browser starts from: issue K, the largest paint needs no script),
 * and written with the built `index.html` as the template, so the pages carry the same scripts,
 * styles and preloads. Content that cannot be read is left to the browser, and named in the log.
 */
export function prerender(targets: readonly PrerenderTarget[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // Beside the output folder (per folder, so builds into different folders, PORTAL_APP_OUT_DIR,
      // can run side by side), not in it: the server's renderer is kept for the pages rendered
      // when asked for (the production server's server/renderedPages.ts), and is no file the site serves.
      const serverDir = serverDirOf(outDir);
      await build({
        root: config.root,
        configFile: false,
        logLevel: 'warn',
        build: {
          ssr: path.resolve(config.root, 'src/prerender.tsx'),
          outDir: serverDir,
          emptyOutDir: true,
          sourcemap: false,
          // The renderer alone: the site's files are the client build's.
          copyPublicDir: false,
          rolldownOptions: { onLog: withoutModuleDirectiveLogs },
        },
      });
      const content = await openContentSource();
      try {
        const entry = pathToFileURL(path.join(serverDir, 'prerender.js')).href;
        const { prerenderPage } = (await import(entry)) as {
          prerenderPage: (pathname: string, source: ContentSource) => Promise<PrerenderedPage>;
        };
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        for (const { pathname } of targets) {
          const file = path.join(outDir, fileOf(pathname));
          const page = await prerenderPage(pathname, content.source);
          if (page.failed.length > 0) {
            config.logger.warn(
              `prerender: ${pathname} without ${page.failed.join(', ')} (could not be read from ${content.source.apiUrl}; the browser reads it)`,
            );
          }
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, pageHtml(template, page));
        }
      } finally {
        await content.close();
      }
    },
  };
}
