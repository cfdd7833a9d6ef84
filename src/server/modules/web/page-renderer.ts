import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../../../shared/web/page-data.js';

/**
 * The storefront's server-side renderer from the web build (`vite build --config vite.ssr.config.ts`),
 * or null where there is none (API tests, `npm run dev`): pages are then sent empty and rendered by
 * the browser, as before server rendering.
 */
export async function loadPageRenderer(webDir: string): Promise<RenderPage | null> {
  const file = join(webDir, 'ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage };
  return typeof module.renderPage === 'function' ? module.renderPage : null;
}
