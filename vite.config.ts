import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
// src/storefront/api/ holds the client's endpoint modules: those requests are Vite's, not the API's.
const toApi = { target: apiTarget, bypass: (req: { url?: string }) => (/\.(ts|tsx)(\?|$)/.test(req.url ?? '') ? req.url : undefined) };

/**
 * The storefront is written against React's API but runs on Preact's compatibility layer:
 * react-dom alone is 66 KB gzipped, over half the first-view budget (ADR 0008). The admin
 * site keeps React (vite.admin.config.ts).
 */
export const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const zodWithoutEval = { find: /^zod$/, replacement: fileURLToPath(new URL('src/storefront/lib/zod-jitless.ts', import.meta.url)) };

/** The storefront: its own root so `/` in dev and in the build is the shop's home page. */
export default defineConfig({
  root: 'src/storefront',
  publicDir: false,
  resolve: { alias: [...preactCompat, zodWithoutEval] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: '../../dist/web/storefront',
    emptyOutDir: true,
    sourcemap: false,
    // Read by the server (modules/web/route-chunks.ts) to fetch each page's lazy chunk with its HTML.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': toApi, '/media': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget, '/admin': 'http://127.0.0.1:5174' },
  },
});
