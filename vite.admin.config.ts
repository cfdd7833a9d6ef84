import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/** Zod without its eval probe, which the CSP refuses on every admin page (src/shared/zod-jitless.ts). */
export const zodWithoutEval = { find: /^zod$/, replacement: fileURLToPath(new URL('src/shared/zod-jitless.ts', import.meta.url)) };

/** The admin site: a separate app and bundle under /admin/, never loaded by the storefront. */
export default defineConfig({
  root: 'src/admin',
  base: '/admin/',
  publicDir: false,
  plugins: [react()],
  resolve: { alias: [zodWithoutEval] },
  build: {
    outDir: '../../dist/web/admin',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5174,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
});
