import { defineConfig, mergeConfig } from 'vite';
import storefront from './vite.config';

/**
 * The storefront's server-side renderer (src/storefront/entry-server.tsx), loaded by the server from
 * dist/web/ssr/. Same aliases as the browser build (Preact's compat layer, zod without eval), so the
 * server's markup and CSS module class names are the ones the browser hydrates. Everything is bundled:
 * a production install has no dev dependencies, and the renderer must not need any.
 */
export default mergeConfig(
  storefront,
  defineConfig({
    build: {
      ssr: 'entry-server.tsx',
      outDir: '../../dist/web/ssr',
      emptyOutDir: true,
      manifest: false,
      target: 'node20',
    },
    ssr: { noExternal: true, target: 'node' },
  }),
);
