import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdminProductTable, ProductInput } from '../../../shared/admin/admin-products.schema.js';
import { typedSpecsOf } from '../../../shared/catalog/attributes/typed-specs.js';
import type { Product } from '../../../shared/catalog/product.schema.js';
import { rupeesToPaise } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { categories } from '../../db/schema/categories.js';
import { products } from '../../db/schema/products.js';
import { HttpError } from '../../plugins/error-handler.js';
import { toProductDto } from '../products/product-dto.js';
import { rateInForceSql } from '../tax/rate-in-force-sql.js';
import { requireRateOn } from '../tax/gst-rates.service.js';
import { indianDate } from '../tax/indian-date.js';
import { getProduct } from '../products/products.service.js';

export const LOW_STOCK_THRESHOLD = 10;

export interface AdminProductQuery {
  q?: string;
  category?: string;
  sort: 'name' | 'price' | 'stock' | 'newest';
  direction: 'asc' | 'desc';
  lowStock?: boolean;
  page: number;
  pageSize: number;
}

const sortColumn = { name: products.name, price: products.pricePaise, stock: products.stock, newest: products.createdAt } as const;

export async function listProductTable(db: Db, query: AdminProductQuery): Promise<AdminProductTable> {
  const where: SQL[] = [isNull(products.deletedAt)];
  if (query.q) {
    const like = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(products.name, like), ilike(products.brand, like), eq(products.id, query.q));
    if (match) where.push(match);
  }
  if (query.category) where.push(eq(products.categorySlug, query.category));
  if (query.lowStock) where.push(lte(products.stock, LOW_STOCK_THRESHOLD));
  const order = query.direction === 'asc' ? asc(sortColumn[query.sort]) : desc(sortColumn[query.sort]);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(products), gstRateBp: rateInForceSql(products.hsn) })
      .from(products)
      .where(and(...where))
      .orderBy(order, asc(products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(products)
      .where(and(...where)),
  ]);
  return { items: rows.map(toProductDto), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

async function assertTaxonomy(db: Db, category: string, subCategory: string): Promise<void> {
  const [row] = await db.select({ groups: categories.submenuGroups }).from(categories).where(eq(categories.slug, category)).limit(1);
  if (!row) throw new HttpError(400, `category ${category} does not exist`);
  const paths = row.groups.flatMap((g) => g.items.map((i) => i.path));
  if (!paths.includes(`${category}/${subCategory}`)) throw new HttpError(400, `subCategory ${subCategory} is not in ${category}`);
}

/**
 * The HSN code a product is saved with: the one staff gave, else the one it has, else its category's
 * default. It must have a GST rate in force today, or the product could not be sold (422).
 */
async function productHsn(db: Db, input: ProductInput, current: string | null): Promise<string> {
  let hsn = input.hsn ?? current ?? '';
  if (!hsn) {
    const [category] = await db.select({ hsn: categories.defaultHsn }).from(categories).where(eq(categories.slug, input.category)).limit(1);
    hsn = category?.hsn ?? '';
  }
  if (!hsn) throw new HttpError(422, 'HSN code is required: this category has no default HSN code');
  await requireRateOn(db, hsn, indianDate(new Date()), 'HSN code');
  return hsn;
}

/**
 * The typed values of the product's specifications by its category's declarations. A numeric
 * attribute the parser cannot read is refused (422) rather than saved unfilterable: the message
 * names the specification row and what it should hold.
 */
function typedSpecsFor(input: ProductInput) {
  const specifications = Object.fromEntries(input.specifications.map((s) => [s.key, s.value]));
  const { values, unparsed } = typedSpecsOf(input.category, specifications);
  const [first] = unparsed;
  if (first) throw new HttpError(422, `Specification "${first.specKey}" (${first.label}) must be ${first.expected}; got "${first.written}"`);
  return values;
}

function toColumns(input: ProductInput, hsn: string) {
  return {
    hsn,
    typedSpecs: typedSpecsFor(input),
    name: input.name,
    brand: input.brand,
    description: input.description,
    categorySlug: input.category,
    subCategory: input.subCategory,
    pricePaise: rupeesToPaise(input.price),
    discount: input.discount,
    stock: input.stock,
    features: input.features,
    specifications: Object.fromEntries(input.specifications.map((s) => [s.key, s.value])),
    images: input.images,
    isNew: input.isNew,
    isFeatured: input.isFeatured,
    isBestSeller: input.isBestSeller,
  };
}

export async function createProduct(db: Db, input: ProductInput): Promise<Product> {
  await assertTaxonomy(db, input.category, input.subCategory);
  const id = `p${randomBytes(6).toString('hex')}`;
  await db.insert(products).values({ id, ...toColumns(input, await productHsn(db, input, null)) });
  return requireProduct(db, id);
}

export async function requireProduct(db: Db, id: string): Promise<Product> {
  const product = await getProduct(db, id);
  if (!product) throw new HttpError(404, `Product ${id} not found`);
  return product;
}

export async function updateProduct(db: Db, id: string, input: ProductInput): Promise<Product> {
  const current = await requireProduct(db, id);
  await assertTaxonomy(db, input.category, input.subCategory);
  const hsn = await productHsn(db, input, current.hsn || null);
  await db
    .update(products)
    .set({ ...toColumns(input, hsn), updatedAt: sql`now()` })
    .where(eq(products.id, id));
  return requireProduct(db, id);
}

/** Soft delete: order lines keep their product, the storefront and the API stop showing it. */
export async function deleteProduct(db: Db, id: string): Promise<void> {
  const deleted = await db
    .update(products)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .returning({ id: products.id });
  if (deleted.length === 0) throw new HttpError(404, `Product ${id} not found`);
}

/** A relative change applied in one statement, so it composes with checkouts running meanwhile. */
export async function adjustStock(db: Db, id: string, delta: number): Promise<Product> {
  await requireProduct(db, id);
  const updated = await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), isNull(products.deletedAt), sql`${products.stock} + ${delta} >= 0`))
    .returning({ id: products.id });
  if (updated.length === 0) throw new HttpError(409, 'Stock cannot go below 0');
  return requireProduct(db, id);
}
