import { eq, sql } from 'drizzle-orm';
import type { CatalogSettings } from '../../../shared/admin/admin-products.schema.js';
import type { Db } from '../../db/client.js';
import { catalogSettings } from '../../db/schema/catalog.js';
import { DEFAULT_LOW_STOCK_THRESHOLD } from './low-stock.js';

export async function getCatalogSettings(db: Db): Promise<CatalogSettings> {
  const [row] = await db.select({ lowStockThreshold: catalogSettings.lowStockThreshold }).from(catalogSettings).where(eq(catalogSettings.id, 1)).limit(1);
  return { lowStockThreshold: row?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD };
}

/** An upsert: the row comes with migration 0070, and a database restored without it still gets one. */
export async function updateCatalogSettings(db: Db, settings: CatalogSettings): Promise<CatalogSettings> {
  await db
    .insert(catalogSettings)
    .values({ id: 1, lowStockThreshold: settings.lowStockThreshold })
    .onConflictDoUpdate({ target: catalogSettings.id, set: { lowStockThreshold: settings.lowStockThreshold, updatedAt: sql`now()` } });
  return getCatalogSettings(db);
}
