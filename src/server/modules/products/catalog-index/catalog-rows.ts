import { asc, sql, type SQL } from 'drizzle-orm';
import type { TypedSpecs } from '../../../../shared/catalog/attributes/typed-specs.js';
import { queryRows, type Db } from '../../../db/client.js';
import { categories } from '../../../db/schema/categories.js';
import { products } from '../../../db/schema/products.js';
import { gstRates } from '../../../db/schema/tax.js';
import { listedAsCard } from '../product-visibility.js';

/** What the catalog index keeps of a product: a card's fields and what lists filter, sort and count by. */
export interface IndexRow {
  id: string;
  name: string;
  brand: string;
  category_slug: string;
  sub_category: string;
  price_paise: number;
  hsn: string;
  discount: number;
  rating: number;
  review_count: number;
  stock: number;
  is_new: boolean;
  is_featured: boolean;
  is_best_seller: boolean;
  created_at: Date | string;
  image_url: string;
  typed_specs: TypedSpecs | null;
  /** Whether the storefront lists it as a card (`listedAsCard`, product-visibility.ts); false rows are dropped from the index. */
  listed: boolean;
  /** The main product of its variant group (ADR 65), or null: a change of a variant drops its page and its group's. */
  variant_of: string | null;
}

const columns = sql`id, name, brand, category_slug, sub_category, price_paise, hsn, discount, rating, review_count, stock,
  is_new, is_featured, is_best_seller, created_at, coalesce(images ->> 0, '') as image_url, typed_specs, (${listedAsCard}) as listed, variant_of`;

/** Rows read per statement while loading the whole catalog: bounds the memory a load holds at once. */
export const LOAD_BATCH = 20_000;

/** Where a batch of one category's rows starts: after this (sub-category, id). */
export interface BatchStart {
  sub: string;
  id: string;
}

/**
 * One batch of a category's listed products after `after`, in (sub-category, id) order: a keyset
 * read along the category index. Loaded category by category, each category's rows sit together in
 * the index's columns, so a list of one category reads memory in order.
 */
export function loadBatchStatement(category: string, after: BatchStart | null, limit = LOAD_BATCH): SQL {
  const rest = after === null ? sql`true` : sql`(${products.subCategory}, ${products.id}) > (${after.sub}, ${after.id})`;
  return sql`select ${columns} from ${products} where ${listedAsCard} and ${products.categorySlug} = ${category} and ${rest}
    order by ${asc(products.subCategory)}, ${asc(products.id)} limit ${limit}`;
}

export async function loadBatch(db: Db, category: string, after: BatchStart | null, limit = LOAD_BATCH): Promise<IndexRow[]> {
  return queryRows<IndexRow>(db, loadBatchStatement(category, after, limit));
}

/** Every category that has products, listed or not (the index loads them one at a time). */
export async function productCategories(db: Db): Promise<string[]> {
  const rows = await db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.slug));
  return rows.map((r) => r.slug);
}

/** The current rows of these products, listed or not (a row no longer listed leaves the index; a missing one was deleted). */
export function rowsByIdStatement(ids: string[]): SQL {
  return sql`select ${columns} from ${products} where ${products.id} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

export async function rowsById(db: Db, ids: string[]): Promise<IndexRow[]> {
  if (ids.length === 0) return [];
  return queryRows<IndexRow>(db, rowsByIdStatement(ids));
}

export interface RateRow {
  hsnPrefix: string;
  rateBp: number;
  effectiveFrom: string;
  effectiveTo: string | null;
}

export async function loadRates(db: Db): Promise<RateRow[]> {
  return db
    .select({ hsnPrefix: gstRates.hsnPrefix, rateBp: gstRates.rateBp, effectiveFrom: gstRates.effectiveFrom, effectiveTo: gstRates.effectiveTo })
    .from(gstRates);
}

/**
 * The rate in force on `day` for a code: of the rows in force whose prefix starts the code, the
 * longest prefix wins — the rule of tax/rate-in-force-sql.ts, which the SQL reads use.
 */
export function rateOn(rates: RateRow[], hsn: string, day: string): number | null {
  if (hsn === '') return null;
  let best: RateRow | null = null;
  for (const r of rates) {
    if (r.effectiveFrom > day || (r.effectiveTo !== null && r.effectiveTo < day) || !hsn.startsWith(r.hsnPrefix)) continue;
    if (!best || r.hsnPrefix.length > best.hsnPrefix.length) best = r;
  }
  return best?.rateBp ?? null;
}
