import {
  PORTAL_LOCALES,
  colorSchemeBootScript,
  localizedPath,
  textSizeBootScript,
} from '@portal/core';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerender } from './build/prerender.ts';
import { fontPreload } from './build/fontPreload.ts';
import { routePreload } from './build/routePreload.ts';
import { preloadLists } from './build/preloadLists.ts';
import { bootStateScript } from './src/platform/boot/bootState.ts';
import { linkAddressScript } from './src/platform/boot/linkAddressScript.ts';
import { PORTAL_PAGES, type PortalPage } from './src/platform/pages/pageTable.ts';
import { TRUSTED_ORIGIN_SETTINGS, originListOf } from './src/platform/config/originList.ts';
import { serverArtifacts } from './server/build/serverArtifacts.ts';
import { withoutModuleDirectiveLogs } from './build/moduleDirectiveLogs.ts';

// The trusted-site settings (docs/server.md "Build settings") are read by modules that may only run
// in the browser (the meeting list is the signed-in appointment page's): check them here, so a
// malformed entry fails the build, naming the setting, instead of a page at run time.
for (const setting of TRUSTED_ORIGIN_SETTINGS) originListOf(process.env[setting], setting);

/**
 * Where `/api` and `/pub` go under Vite's dev server: the sandbox unless told otherwise. The
 * production build is served by the portal's own server (`server/`, docs/server.md), not by
 * `vite preview`.
 */
const sandboxUrl = process.env['PORTAL_SANDBOX_URL'] ?? 'http://127.0.0.1:4010';

/**
 * Applies the saved colour scheme and text size before first paint (no flash of the wrong theme,
 * no jump of the text), marks what a prerendered page must not show this reader (the sign-in
 * banner, a closed announcement: `src/platform/boot/bootState.ts`): one blocking inline script, first in
 * `<head>`. A second, at the end of `<head>`, points the links that carry the page's own address
 * at it when they are used (`src/platform/boot/linkAddressScript.ts`).
 */
function colorSchemeBoot(): Plugin {
  return {
    name: 'portal-color-scheme-boot',
    transformIndexHtml: () => [
      // Before the script: the document's encoding must be declared within its first 1,024 bytes
      // (HTML's rule, Lighthouse's charset audit), and this script alone is longer than that.
      { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
      {
        tag: 'script',
        children: `${colorSchemeBootScript}${textSizeBootScript}${bootStateScript()}`,
        injectTo: 'head-prepend',
      },
      // At the end of <head>: it only has to listen before the body's links exist.
      { tag: 'script', children: linkAddressScript(), injectTo: 'head' },
    ],
  };
}

const apiProxy = {
  '/api': { target: sandboxUrl, changeOrigin: true },
  '/pub': { target: sandboxUrl, changeOrigin: true },
  // The sandbox's CMS images (header logos, profile-link icons, provider logos): its content
  // points at them on the portal's own origin, as a real CMS's relative image paths would.
  '/__sandbox/img': { target: sandboxUrl, changeOrigin: true },
  // The sandbox's captcha widget asks for its tokens on the page's origin, as a vendor's script
  // would on its own (src/captcha/captchaProvider.ts).
  '/__sandbox/captcha': { target: sandboxUrl, changeOrigin: true },
  // The sandbox's analytics sink, where the app's analytics provider posts its batches on the
  // page's origin, as a deployment's collector behind its proxy (src/platform/analytics).
  '/__sandbox/analytics': { target: sandboxUrl, changeOrigin: true },
};

const lazyPreloads = preloadLists();

export default defineConfig({
  plugins: [
    lazyPreloads.plugin,
    colorSchemeBoot(),
    routePreload(PORTAL_PAGES),
    fontPreload(),
    // The pages the table marks `prerender`, as static HTML in each language (build/prerender.ts).
    prerender(
      PORTAL_PAGES.filter((page: PortalPage) => page.prerender === true).flatMap((page) =>
        // A prerendered page has no path parameter: its address is its path in the language.
        PORTAL_LOCALES.map((locale) => ({ pathname: localizedPath(locale, page.path) })),
      ),
    ),
    // After the pages are final: the production server's manifest (CSP hashes, build id), the
    // server itself, precompressed copies, and the source maps moved out of the served folder.
    serverArtifacts(),
    react(),
    tailwindcss(),
  ],
  server: {
    host: '127.0.0.1',
    port: Number(process.env['PORTAL_APP_PORT'] ?? 5173),
    strictPort: true,
    proxy: apiProxy,
  },
  build: {
    target: 'es2022',
    // Written for an error tracker, not for browsers: no `sourceMappingURL` comment, and the maps
    // are moved out of the served folder (server/build/serverArtifacts.ts).
    sourcemap: 'hidden',
    // A lazy import preloads only what its importing chunk has not loaded already (build/preloadLists.ts).
    modulePreload: { resolveDependencies: lazyPreloads.resolveDependencies },
    rolldownOptions: {
      onLog: withoutModuleDirectiveLogs,
      output: {
        // Fewer, steadier first-load files: React (the first boot stage) and the TanStack libraries
        // (the second) each in one chunk, instead of a dozen small shared chunks that cost a round
        // trip each on a phone. Everything else is split by how it is imported.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: 'tanstack',
              test: /node_modules[\\/](@tanstack[\\/]|use-sync-external-store[\\/])/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
