import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tagsChangedBy } from '../../../cache/catalog-tags.js';
import type { ProductsWrite } from '../../../fastify-types.js';
import { CatalogIndexHolder } from './catalog-index-holder.js';
import { OwnProductWrites, transactionOfNotice } from './own-product-writes.js';

/** The channel the products table's trigger notifies on commit (drizzle/0040): a JSON array of ids, or `*` for many. */
const PRODUCTS_CHANNEL = 'products_changed';

/**
 * How long a notice's listeners wait for this process's writer of the same transaction to say what its
 * change was: its commit's answer and the notice arrive together, in either order.
 */
const OWN_WRITER_GRACE_MS = 5;

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
  // A writer that names its transaction and that transaction's notice share one re-read of its products (ADR 76).
  const ownWrites = new OwnProductWrites();
  app.decorate('productsChanged', async (ids: string[], change?: ProductsWrite) => {
    const reread = change?.transactionId ? ownWrites.written(change.transactionId, ids, change, (missing) => holder.refresh(missing)) : holder.refresh(ids);
    await Promise.all([reread, tellListeners(ids, change)]);
  });
  app.onCatalogChange(() => holder.reloadRates());
  const unlisten = await app.database.listen(PRODUCTS_CHANNEL, (payload) => {
    const named = idsOfNotice(payload);
    if (named === 'all') {
      holder.refresh(named).catch(onError);
      tellListeners(named).catch(onError);
      return;
    }
    const { xid, ids } = transactionOfNotice(named);
    if (xid === null) {
      holder.refresh(ids).catch(onError);
      tellListeners(ids).catch(onError);
      return;
    }
    const { reread, toldBy } = ownWrites.noticed(xid, ids);
    if (reread.length > 0) {
      const read = holder.refresh(reread);
      read.catch(onError);
      ownWrites.reading(xid, reread, read);
    }
    // The writer here re-read these after its commit and told the listeners what its change was.
    if (toldBy) return;
    // A writer here whose call comes just after its notice (both answers arrived together) still says
    // what its change was: an order's stock is then not re-read by the search index and the restock check.
    setTimeout(() => void tellListeners(ids, ownWrites.changeOf(xid) ?? undefined).catch(onError), OWN_WRITER_GRACE_MS);
  });
  app.addHook('onClose', async () => {
    holder.close();
    await unlisten();
  });
});
