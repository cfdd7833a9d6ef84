import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { noAttributeFilters, type AttributeFilters } from '../../../shared/catalog/attribute-filters.js';
import type { ProductDetail } from '../../../shared/catalog/product-variants.schema.js';
import type { Product, ProductListQuery, ProductListResponse, ProductSuggestion } from '../../../shared/catalog/product.schema.js';
import { rupeesToPaise } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { rateInForceSql } from '../tax/rate-in-force-sql.js';
import { filterConditions } from './attribute-conditions.js';
import { productFacets } from './product-facets.js';
import { toProductDto, toProductSummaryDto, type ProductSummaryRow } from './product-dto.js';
import { listedAsCard, listedProduct } from './product-visibility.js';
import { variantGroupOf } from './product-variants.js';
import { nameResembles, parseSearch, resemblanceRank, searchIndexed, suggestIndexed, withTypoThreshold, wordsMatch, wordsRank } from './product-search.js';

// Every column but the generated tsvector, which no client needs.
const selectableColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  description: products.description,
  categorySlug: products.categorySlug,
  subCategory: products.subCategory,
  pricePaise: products.pricePaise,
  hsn: products.hsn,
  gstRateBp: rateInForceSql(products.hsn),
  discount: products.discount,
  rating: products.rating,
  reviewCount: products.reviewCount,
  features: products.features,
  specifications: products.specifications,
  images: products.images,
  stock: products.stock,
  isNew: products.isNew,
  isFeatured: products.isFeatured,
  isBestSeller: products.isBestSeller,
  deletedAt: products.deletedAt,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

// What a list reads: a card's columns, and of the gallery only its first image.
const { description: _description, features: _features, specifications: _specifications, images: _images, ...cardColumns } = selectableColumns;
const summaryColumns = { ...cardColumns, imageUrl: sql<string>`coalesce(${products.images} ->> 0, '')` };

/** The largest plain array `GET /api/admin/products/` returns; the paginated list is the way past it. */
export const ADMIN_LIST_LIMIT = 1000;

function filters(query: ProductListQuery): SQL[] {
  // One card per variant group (ADR 65): the group's other variants are opened from its page.
  const where: SQL[] = [listedAsCard];
  if (query.category) where.push(eq(products.categorySlug, query.category));
  if (query.sub) where.push(eq(products.subCategory, query.sub));
  if (query.minPrice !== undefined) where.push(gte(products.pricePaise, rupeesToPaise(query.minPrice)));
  if (query.maxPrice !== undefined) where.push(lte(products.pricePaise, rupeesToPaise(query.maxPrice)));
  if (query.inStock !== undefined) where.push(query.inStock ? gt(products.stock, 0) : eq(products.stock, 0));
  if (query.onSale !== undefined) where.push(query.onSale ? gt(products.discount, 0) : eq(products.discount, 0));
  if (query.isNew !== undefined) where.push(eq(products.isNew, query.isNew));
  if (query.featured !== undefined) where.push(eq(products.isFeatured, query.featured));
  if (query.bestSeller !== undefined) where.push(eq(products.isBestSeller, query.bestSeller));
  return where;
}

function ordering(query: ProductListQuery, rank: SQL | null): SQL[] {
  // The id breaks ties so that pages never repeat or skip a product.
  switch (query.sort) {
    case 'price-low':
      return [asc(products.pricePaise), asc(products.id)];
    case 'price-high':
      return [desc(products.pricePaise), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), asc(products.id)];
    case 'featured':
      return [desc(products.isFeatured), desc(products.isBestSeller), desc(products.rating), asc(products.id)];
    case undefined:
      return rank ? [desc(rank), asc(products.id)] : [desc(products.isFeatured), desc(products.isBestSeller), desc(products.rating), asc(products.id)];
  }
}

/**
 * A page, its total and its facets from one snapshot. `base` selects the products the facets count
 * over (category, price, flags, search); the attribute filters narrow the page and the total, and
 * each facet applies all of them but its own.
 */
async function productPage(db: Db, base: SQL[], order: SQL[], query: ProductListQuery, attributeFilters: AttributeFilters): Promise<ProductListResponse> {
  const condition = and(...base, ...filterConditions(attributeFilters).values());
  // Page and count apart: a window count would read every matching row to return 24.
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(condition)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(condition);
  const facets = await productFacets(db, and(...base) ?? sql`true`, query.category, attributeFilters);
  return { items: rows.map((row: ProductSummaryRow) => toProductSummaryDto(row)), total: counted?.n ?? 0, page: query.page, pageSize: query.pageSize, facets };
}

/** Page, total and facets agree with each other: one read-only snapshot (repeatable read). */
function readConsistently<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** The cards of these products, in this order (a product deleted meanwhile is left out). */
async function summariesByIds(db: Db, ids: string[]): Promise<ProductListResponse['items']> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(and(listedAsCard, inArray(products.id, ids)));
  const byId = new Map(rows.map((row: ProductSummaryRow) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductSummaryDto(row)] : [];
  });
}

/**
 * Searches come from the in-process index (ADR 33), their cards by primary key; a search the index
 * cannot answer (in stock) takes the SQL path: words first, and only when they match nothing does a
 * name with a letter wrong count (ADR 4).
 */
export async function listProducts(
  db: Db,
  query: ProductListQuery,
  attributeFilters: AttributeFilters = noAttributeFilters,
  /** Where a search's cards come from: the catalog index in the server (no read per search), else the database. */
  cardsOf: (ids: string[]) => Promise<ProductListResponse['items']> | ProductListResponse['items'] = (ids) => summariesByIds(db, ids),
): Promise<ProductListResponse> {
  const base = filters(query);
  const terms = query.q ? parseSearch(query.q) : null;
  if (!terms) return readConsistently(db, (tx) => productPage(tx, base, ordering(query, null), query, attributeFilters));
  const indexed = await searchIndexed(db, query, attributeFilters);
  if (indexed) return { items: await cardsOf(indexed.ids), total: indexed.total, page: query.page, pageSize: query.pageSize, facets: indexed.facets };
  const exact = await readConsistently(db, (tx) => productPage(tx, [...base, wordsMatch(terms)], ordering(query, wordsRank(terms)), query, attributeFilters));
  if (exact.total > 0) return exact;
  return withTypoThreshold(db, (tx) => productPage(tx, [...base, nameResembles(terms)], ordering(query, resemblanceRank(terms)), query, attributeFilters));
}

/** A listed product by id, a variant too (it has no card, but its page and its cart line open by id), with its variant group. */
function productById(db: Db) {
  return db
    .select({ ...selectableColumns, variantOf: products.variantOf, variantOptionNames: products.variantOptionNames })
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), listedProduct))
    .limit(1)
    .prepare('product_by_id');
}

/**
 * The product page's statement, built once per database handle and prepared on each connection: a
 * product page is the shop's most frequent uncached read, and building the statement (with its GST
 * rate subquery) cost more CPU than PostgreSQL's answer.
 */
const productByIdOf = new WeakMap<Db, ReturnType<typeof productById>>();

export async function getProduct(db: Db, id: string): Promise<ProductDetail | null> {
  let statement = productByIdOf.get(db);
  if (!statement) productByIdOf.set(db, (statement = productById(db)));
  const [row] = await statement.execute({ id });
  if (!row) return null;
  const { variantOf, variantOptionNames, ...product } = row;
  return { ...toProductDto(product), variantGroup: await variantGroupOf(db, { id, variantOf, variantOptionNames }) };
}

export async function listAllProducts(db: Db): Promise<Product[]> {
  const rows = await db
    .select(selectableColumns)
    .from(products)
    .where(listedAsCard)
    .orderBy(desc(products.isFeatured), desc(products.isBestSeller), desc(products.rating), asc(products.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map((row) => toProductDto(row));
}

export async function suggestProducts(db: Db, q: string): Promise<ProductSuggestion[]> {
  const terms = parseSearch(q);
  if (!terms) return [];
  return suggestIndexed(db, q);
}

/** Ids and update times of every listed product, for the sitemap. */
export async function listProductStamps(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).where(listedAsCard).orderBy(asc(products.id));
}
