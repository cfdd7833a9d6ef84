import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tagsChangedBy } from '../../../cache/catalog-tags.js';
import type { ProductsWrite } from '../../../fastify-types.js';
import { CatalogIndexHolder } from './catalog-index-holder.js';

/** The channel the products table's trigger notifies on commit (drizzle/0040): a JSON array of ids, or `*` for many. */
const PRODUCTS_CHANNEL = 'products_changed';

/** The ids a `products_changed` notice names; 'all' for `*`, a missing payload (reconnected) or one it cannot read. */
export function idsOfNotice(payload: string | undefined): string[] | 'all' {
  if (payload === undefined || payload === '*') return 'all';
  try {
    const ids: unknown = JSON.parse(payload);
    return Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? ids : 'all';
  } catch {
    return 'all';
  }
}

/**
 * Loads the catalog index in the background (lists wait for it, and /readyz says not ready until it is
 * in), and keeps it and the
 * caches current: every process hears the products table's notices, re-reads the products they
 * name and drops the cached answers and pages tagged with what changed (ADR 37).
 */
export const catalogIndexPlugin = fp(async (app: FastifyInstance) => {
  const onError = (error: unknown) => app.log.warn({ err: error }, 'catalog index not refreshed; trying again');
  const holder = new CatalogIndexHolder(
    app.db,
    (changes) => {
      if (changes === 'all') {
        app.catalogCache.clear();
        app.pageCache.clear();
        return;
      }
      const tags = tagsChangedBy(changes);
      app.catalogCache.evictTagged(tags);
      app.pageCache.evictTagged(tags);
    },
    onError,
  );
  holder.start();
  app.decorate('catalogIndex', holder);
  const listeners: ((ids: string[] | 'all', change?: ProductsWrite) => Promise<void>)[] = [];
  const tellListeners = (ids: string[] | 'all', change?: ProductsWrite) => Promise.all(listeners.map((listener) => listener(ids, change)));
  app.decorate('onProductsChanged', (listener: (ids: string[] | 'all', change?: ProductsWrite) => Promise<void>) => {
    listeners.push(listener);
  });
  app.decorate('productsChanged', async (ids: string[], change?: ProductsWrite) => {
    await Promise.all([holder.refresh(ids), tellListeners(ids, change)]);
  });
  app.onCatalogChange(() => holder.reloadRates());
  const unlisten = await app.database.listen(PRODUCTS_CHANNEL, (payload) => {
    const ids = idsOfNotice(payload);
    holder.refresh(ids).catch(onError);
    tellListeners(ids).catch(onError);
  });
  app.addHook('onClose', async () => {
    holder.close();
    await unlisten();
  });
});
