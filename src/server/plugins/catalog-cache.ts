import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CachedBody, CachedPage } from '../cache/cached-body.js';
import { TtlCache } from '../cache/ttl-cache.js';

const CHANNEL = 'catalog_changed';
/** How long a cached catalog read may be served if a change notice were ever missed. */
const CATALOG_CACHE_TTL_MS = 5_000;
/** Rendered pages are ~10–80 KB each (plus their gzip): a few hundred hold every page people land on. */
const PAGE_CACHE_ENTRIES = 300;

/**
 * The catalog read cache, the rendered-page cache, and their invalidation: a write clears this
 * process's caches and NOTIFYs the others through PostgreSQL, so every process drops stale prices,
 * stock and posts at once.
 */
export const catalogCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new TtlCache<CachedBody>(CATALOG_CACHE_TTL_MS, 2_000);
  // Pages are rendered from catalog and content reads, so they expire and are dropped with them.
  const pages = new TtlCache<CachedPage>(CATALOG_CACHE_TTL_MS, PAGE_CACHE_ENTRIES);
  const clear = () => {
    cache.clear();
    pages.clear();
  };
  app.decorate('catalogCache', cache);
  app.decorate('pageCache', pages);
  app.decorate('invalidateCatalog', async () => {
    clear();
    await app.database.notify(CHANNEL).catch((error: unknown) => app.log.warn({ err: error }, 'catalog change notice not sent'));
  });
  const unlisten = await app.database.listen(CHANNEL, clear);
  app.addHook('onClose', async () => {
    await unlisten();
  });
});
