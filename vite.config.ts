import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
// src/storefront/api/ holds the client's endpoint modules: those requests are Vite's, not the API's.
const toApi = { target: apiTarget, bypass: (req: { url?: string }) => (/\.(ts|tsx)(\?|$)/.test(req.url ?? '') ? req.url : undefined) };

/** The storefront: its own root so `/` in dev and in the build is the shop's home page. */
export default defineConfig({
  root: 'src/storefront',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: '../../dist/web/storefront',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': toApi, '/media': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget, '/admin': 'http://127.0.0.1:5174' },
  },
});
