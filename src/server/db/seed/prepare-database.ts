import type { Database } from '../client.js';
import { seedCategories } from './catalog/categories.js';
import { seedProducts } from './catalog/all-products.js';
import { seedCatalog } from './seed-catalog.js';

/** Migrates, then seeds the catalog when empty. Shared by `npm start` and the API tests. */
export async function prepareDatabase(database: Database): Promise<{ seeded: boolean }> {
  await database.migrate();
  const seeded = await seedCatalog(database.db, { categories: seedCategories, products: seedProducts });
  return { seeded };
}
