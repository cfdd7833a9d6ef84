import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/** The admin site: a separate app and bundle under /admin/, never loaded by the storefront. */
export default defineConfig({
  root: 'src/admin',
  base: '/admin/',
  publicDir: false,
  plugins: [react()],
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
