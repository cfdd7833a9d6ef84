import { sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/products.js';

/** The shop's default, used when a product has no threshold of its own (catalog_settings, one row). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

/** The threshold in force for a product: its own, else the shop's setting. */
export const effectiveLowStockThreshold: SQL<number> =
  sql<number>`coalesce(${products.lowStockThreshold}, (select low_stock_threshold from catalog_settings where id = 1), ${sql.raw(String(DEFAULT_LOW_STOCK_THRESHOLD))})`.mapWith(
    Number,
  );

/** Low on stock: at or below the threshold in force (a threshold of 0 warns only when sold out). */
export const isLowStock: SQL = sql`(${products.stock} <= ${effectiveLowStockThreshold})`;
