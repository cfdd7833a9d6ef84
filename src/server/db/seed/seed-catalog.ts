import { sql } from 'drizzle-orm';
import { typedSpecsOf } from '../../../shared/catalog/attributes/typed-specs.js';
import { rupeesToPaise } from '../../../shared/money.js';
import type { Db } from '../client.js';
import { categories } from '../schema/categories.js';
import { products } from '../schema/products.js';
import type { SeedCategory, SeedProduct } from './catalog-types.js';
import { defaultHsnByCategory, seedHsn } from './catalog/hsn-codes.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function artUrl(kind: string, variant: number): string {
  return `/media/art/${kind}-${variant}.svg`;
}

/** `WS-<ID>`: the SKU migration 0070 (and its trigger) gives a product that has none of its own. */
export function defaultSku(id: string): string {
  return `WS-${id.replace(/[^A-Za-z0-9._/-]/g, '-').toUpperCase()}`;
}

export function toProductRow(p: SeedProduct, now: number): typeof products.$inferInsert {
  return {
    id: p.id,
    sku: defaultSku(p.id),
    name: p.name,
    brand: p.brand,
    description: p.description,
    categorySlug: p.category,
    subCategory: p.subCategory,
    pricePaise: rupeesToPaise(p.price),
    hsn: seedHsn(p.category, p.subCategory),
    discount: p.discount,
    rating: p.rating,
    reviewCount: p.reviewCount,
    features: p.features,
    specifications: p.specifications,
    typedSpecs: typedSpecsOf(p.category, p.specifications).values,
    images: Array.from({ length: p.imageCount }, (_, i) => artUrl(p.art, i + 1)),
    stock: p.stock,
    isNew: p.isNew,
    isFeatured: p.isFeatured,
    isBestSeller: p.isBestSeller,
    createdAt: new Date(now - p.listedDaysAgo * DAY_MS),
    updatedAt: new Date(now),
  };
}

/** Fills an empty catalog; a catalog that has any category is left alone, so restarts never duplicate. */
export async function seedCatalog(db: Db, data: { categories: SeedCategory[]; products: SeedProduct[] }): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(categories);
  if ((existing?.n ?? 0) > 0) return false;
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.insert(categories).values(
      data.categories.map((c, position) => ({
        slug: c.slug,
        name: c.name,
        description: c.description,
        imageUrl: artUrl(c.art, 1),
        defaultHsn: defaultHsnByCategory[c.slug] ?? '',
        position,
        submenuGroups: c.submenuGroups,
      })),
    );
    const rows = data.products.map((p) => toProductRow(p, now));
    for (let i = 0; i < rows.length; i += 200) await tx.insert(products).values(rows.slice(i, i + 200));
  });
  return true;
}
