import { colorSchemeBootScript } from '@portal/core';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where `/api` and `/pub` go in development: the sandbox unless told otherwise. */
const sandboxUrl = process.env['PORTAL_SANDBOX_URL'] ?? 'http://127.0.0.1:4010';

/** Applies the saved colour scheme before first paint (no flash of the wrong theme). */
function colorSchemeBoot(): Plugin {
  return {
    name: 'portal-color-scheme-boot',
    transformIndexHtml: () => [
      { tag: 'script', children: colorSchemeBootScript, injectTo: 'head-prepend' },
    ],
  };
}

export default defineConfig({
  plugins: [colorSchemeBoot(), react(), tailwindcss()],
  server: {
    host: '127.0.0.1',
    port: Number(process.env['PORTAL_APP_PORT'] ?? 5173),
    strictPort: true,
    proxy: {
      '/api': { target: sandboxUrl, changeOrigin: true },
      '/pub': { target: sandboxUrl, changeOrigin: true },
    },
  },
  preview: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: sandboxUrl, changeOrigin: true },
      '/pub': { target: sandboxUrl, changeOrigin: true },
    },
  },
  build: { target: 'es2022', sourcemap: true },
});
