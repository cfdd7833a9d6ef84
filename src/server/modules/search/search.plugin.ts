import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { searchCatalogOf } from './search-catalog.js';
import { SearchMissLog } from './search-misses.service.js';

/**
 * The search index follows the catalog's change notice (the same one that clears the caches), and
 * searches that found nothing are logged in batches, written before the server stops.
 */
export const searchPlugin = fp(async (app: FastifyInstance) => {
  const catalog = searchCatalogOf(app.db);
  // Built in the background from the start; a search that arrives first waits for it. Products'
  // ids and names are the catalog index's strings where it holds the same (ADR 78).
  app.addHook('onReady', async () =>
    catalog.warm(
      (error) => app.log.warn({ err: error }, 'search index not built; the first search builds it'),
      (id, name) => app.catalogIndex.sameStrings(id, name),
    ),
  );
  const unlisten = await app.database.listen('catalog_changed', () => catalog.markChanged());
  // A product write: the writer's own process waits for the index (it reads its own change at once),
  // other processes hear the products table's notice and look at their next search.
  // The index holds no stock: an order's own call (stock taken, nothing else) changes nothing in it.
  app.onProductsChanged(async (ids, change) => {
    if (!change?.stockTakenOnly) await catalog.refreshNow(ids);
  });
  const misses = new SearchMissLog(app.db, (error) => app.log.warn({ err: error }, 'searches that found nothing were not logged'));
  app.decorate('searchMisses', misses);
  app.addHook('onClose', async () => {
    await unlisten();
    await misses.flush();
  });
});
