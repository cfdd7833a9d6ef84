import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CachedBody, CachedPage } from '../cache/cached-body.js';
import { TtlCache } from '../cache/ttl-cache.js';

const CHANNEL = 'catalog_changed';
/** How long a cached catalog read may be served if a change notice were ever missed. */
const CATALOG_CACHE_TTL_MS = 5_000;
/**
 * A count alone does not bound memory: 2 000 answers of 100 products (~100 KB each) would be 200 MB.
 * The bytes each answer holds are bounded too: for most, only their gzip form (ADR 78), a sixth to a
 * twelfth of the JSON, so the count is what usually binds.
 */
const CATALOG_CACHE_LIMITS = {
  maxEntries: 2_000,
  maxBytes: 24 * 1024 * 1024,
  sizeOf: (answer: CachedBody) => answer.heldBytes(),
  tagsOf: (answer: CachedBody) => answer.tags,
  // Equal bytes give equal ETags: a reload that changed nothing keeps the entry's compressed copies.
  sameValue: (previous: CachedBody, loaded: CachedBody) =>
    previous.etag === loaded.etag &&
    previous.publicRead?.route === loaded.publicRead?.route &&
    previous.publicRead?.cacheControl === loaded.publicRead?.cacheControl,
};
/** Rendered pages are ~10–80 KB each, held gzipped (ADR 78): a few hundred hold every page people land on. */
const PAGE_CACHE_LIMITS = {
  maxEntries: 300,
  maxBytes: 16 * 1024 * 1024,
  sizeOf: (page: CachedPage) => page.html.heldBytes(),
  tagsOf: (page: CachedPage) => page.tags,
  sameValue: (previous: CachedPage, loaded: CachedPage) => previous.status === loaded.status && previous.html.etag === loaded.html.etag,
};

/**
 * The catalog read cache, the rendered-page cache, and their invalidation: a write to categories,
 * posts or tax rates clears this process's caches and NOTIFYs the others through PostgreSQL, so
 * every process drops them at once. Product changes drop only the entries tagged with what changed
 * (modules/products/catalog-index/catalog-index.plugin.ts, ADR 37).
 */
export const catalogCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new TtlCache<CachedBody>(CATALOG_CACHE_TTL_MS, CATALOG_CACHE_LIMITS);
  // Pages are rendered from catalog and content reads, so they expire and are dropped with them.
  const pages = new TtlCache<CachedPage>(CATALOG_CACHE_TTL_MS, PAGE_CACHE_LIMITS);
  const changeListeners: (() => Promise<void>)[] = [];
  const clear = async () => {
    cache.clear();
    pages.clear();
    // What the answers are built from beside the tables (the catalog index's GST rates) is re-read too.
    await Promise.all(changeListeners.map((listener) => listener()));
  };
  app.decorate('catalogCache', cache);
  app.decorate('pageCache', pages);
  app.decorate('onCatalogChange', (listener: () => Promise<void>) => {
    changeListeners.push(listener);
  });
  app.decorate('invalidateCatalog', async () => {
    await clear();
    await app.database.notify(CHANNEL).catch((error: unknown) => app.log.warn({ err: error }, 'catalog change notice not sent'));
  });
  const unlisten = await app.database.listen(CHANNEL, () => {
    clear().catch((error: unknown) => app.log.warn({ err: error }, 'catalog change not applied'));
  });
  app.addHook('onClose', async () => {
    await unlisten();
  });
});
