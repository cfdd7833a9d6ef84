import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

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
    proxy: { '/api': apiTarget, '/media': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget, '/admin': 'http://127.0.0.1:5174' },
  },
});
