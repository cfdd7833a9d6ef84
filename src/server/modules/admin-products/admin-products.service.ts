import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminProduct, AdminProductFilter, AdminProductQuery, AdminProductTable, ProductInput } from '../../../shared/admin/admin-products.schema.js';
import { typedSpecsOf } from '../../../shared/catalog/attributes/typed-specs.js';
import type { CategoryGroup } from '../../../shared/catalog/category.schema.js';
import { rupeesToPaise } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { categories } from '../../db/schema/categories.js';
import { products } from '../../db/schema/products.js';
import { HttpError } from '../../plugins/error-handler.js';
import { toProductDto } from '../products/product-dto.js';
import { rateInForceSql } from '../tax/rate-in-force-sql.js';
import { requireRateOn } from '../tax/gst-rates.service.js';
import { indianDate } from '../tax/indian-date.js';
import { effectiveLowStockThreshold, isLowStock } from './low-stock.js';

const { search: _search, typedSpecs: _typedSpecs, ...storedColumns } = getTableColumns(products);

/** Every column staff see, the GST rate in force and the low-stock threshold in force. */
export const adminProductColumns = {
  ...storedColumns,
  gstRateBp: rateInForceSql(products.hsn),
  effectiveThreshold: effectiveLowStockThreshold,
};

type AdminProductRow = { [K in keyof typeof storedColumns]: (typeof products.$inferSelect)[K] } & { gstRateBp: number | null; effectiveThreshold: number };

export function toAdminProductDto(row: AdminProductRow): AdminProduct {
  return {
    ...toProductDto(row),
    sku: row.sku,
    status: row.status,
    lowStockThreshold: row.lowStockThreshold,
    effectiveLowStockThreshold: row.effectiveThreshold,
    lowStock: row.stock <= row.effectiveThreshold,
    variantOf: row.variantOf,
    variantLabel: row.variantLabel,
  };
}

const sortColumn = { name: products.name, price: products.pricePaise, stock: products.stock, newest: products.createdAt, sku: products.sku } as const;

/** `%` and `_` typed by staff are letters to find, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

/**
 * The admin list's filter as SQL: the table, bulk actions ("all N matching") and the CSV export
 * select with this one function, so they agree on what "matching this filter" means.
 */
export function adminFilterConditions(filter: AdminProductFilter): SQL[] {
  const where: SQL[] = [isNull(products.deletedAt)];
  if (filter.q) {
    const like = containsPattern(filter.q);
    const match = or(ilike(products.name, like), ilike(products.brand, like), ilike(products.sku, like), eq(products.id, filter.q));
    if (match) where.push(match);
  }
  if (filter.category) where.push(eq(products.categorySlug, filter.category));
  if (filter.status) where.push(eq(products.status, filter.status));
  if (filter.lowStock !== undefined) where.push(filter.lowStock ? isLowStock : sql`not ${isLowStock}`);
  return where;
}

export async function listProductTable(db: Db, query: AdminProductQuery): Promise<AdminProductTable> {
  const where = and(...adminFilterConditions(query));
  const order = query.direction === 'asc' ? asc(sortColumn[query.sort]) : desc(sortColumn[query.sort]);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminProductColumns)
      .from(products)
      .where(where)
      .orderBy(order, asc(products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { items: rows.map(toAdminProductDto), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export interface ResolvedCategory {
  slug: string;
  name: string;
  groups: CategoryGroup[];
  defaultHsn: string;
}

/** A category by its slug (`lighting`) or its name (`Lighting`, any case), or a 400 naming what was given. */
export async function resolveCategory(db: Db, given: string): Promise<ResolvedCategory> {
  const text = given.trim();
  const [row] = await db
    .select({ slug: categories.slug, name: categories.name, groups: categories.submenuGroups, defaultHsn: categories.defaultHsn })
    .from(categories)
    .where(or(eq(categories.slug, text.toLowerCase()), sql`lower(${categories.name}) = lower(${text})`))
    // A slug that is also some other category's name: the slug wins.
    .orderBy(sql`${categories.slug} = ${text.toLowerCase()} desc`)
    .limit(1);
  if (!row) throw new HttpError(400, `Category "${text}" does not exist`);
  return { slug: row.slug, name: row.name, groups: row.groups, defaultHsn: row.defaultHsn };
}

/** The message when a sub-category is not in its category's menu; null when it is (or none is given). */
export function subCategoryProblem(category: ResolvedCategory, subCategory: string): string | null {
  if (subCategory === '') return null;
  const paths = category.groups.flatMap((g) => g.items.map((i) => i.path));
  return paths.includes(`${category.slug}/${subCategory}`) ? null : `subCategory ${subCategory} is not in ${category.slug}`;
}

/**
 * The HSN code a product is saved with: the one staff gave, else the one it has, else its category's
 * default. It must have a GST rate in force today, or the product could not be sold (422).
 */
export async function productHsn(db: Db, given: string | undefined, current: string | null, category: ResolvedCategory): Promise<string> {
  const hsn = given ?? current ?? category.defaultHsn;
  if (!hsn) throw new HttpError(422, 'HSN code is required: this category has no default HSN code');
  await requireRateOn(db, hsn, indianDate(new Date()), 'HSN code');
  return hsn;
}

/** The message for the first specification the category's declarations cannot read, or null. */
export function specificationProblem(category: string, specifications: Record<string, string>): string | null {
  const [first] = typedSpecsOf(category, specifications).unparsed;
  return first ? `Specification "${first.specKey}" (${first.label}) must be ${first.expected}; got "${first.written}"` : null;
}

/**
 * The typed values of the product's specifications by its category's declarations. A numeric
 * attribute the parser cannot read is refused (422) rather than saved unfilterable: the message
 * names the specification row and what it should hold.
 */
function typedSpecsFor(category: string, specifications: Record<string, string>) {
  const problem = specificationProblem(category, specifications);
  if (problem) throw new HttpError(422, problem);
  return typedSpecsOf(category, specifications).values;
}

function toColumns(input: ProductInput, category: ResolvedCategory, hsn: string) {
  const specifications = Object.fromEntries(input.specifications.map((s) => [s.key, s.value]));
  return {
    hsn,
    typedSpecs: typedSpecsFor(category.slug, specifications),
    name: input.name,
    brand: input.brand,
    description: input.description,
    categorySlug: category.slug,
    subCategory: input.subCategory,
    pricePaise: rupeesToPaise(input.price),
    discount: input.discount,
    stock: input.stock,
    features: input.features,
    specifications,
    images: input.images,
    isNew: input.isNew,
    isFeatured: input.isFeatured,
    isBestSeller: input.isBestSeller,
    ...(input.status ? { status: input.status } : {}),
    ...(input.sku ? { sku: input.sku } : {}),
    ...(input.lowStockThreshold !== undefined ? { lowStockThreshold: input.lowStockThreshold } : {}),
  };
}

async function taxonomyOf(db: Db, input: ProductInput): Promise<ResolvedCategory> {
  const category = await resolveCategory(db, input.category);
  const problem = subCategoryProblem(category, input.subCategory);
  if (problem) throw new HttpError(400, problem);
  return category;
}

/** Another product (not `exceptId`) that holds this SKU, for a 409 that names it. */
async function assertSkuFree(db: Db, sku: string | undefined, exceptId: string | null): Promise<void> {
  if (!sku) return;
  const [holder] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.sku, sku), isNull(products.deletedAt)))
    .limit(1);
  if (holder && holder.id !== exceptId) throw new HttpError(409, `SKU ${sku} is already used by ${holder.name}`);
}

/** A unique violation on the SKU (two saves racing for one): the loser's answer is the 409 assertSkuFree gives. */
function isSkuConflict(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || constraint === 'products_sku_unique');
}

export function newProductId(): string {
  return `p${randomBytes(6).toString('hex')}`;
}

export async function createProduct(db: Db, input: ProductInput): Promise<AdminProduct> {
  const category = await taxonomyOf(db, input);
  await assertSkuFree(db, input.sku, null);
  const id = newProductId();
  try {
    await db.insert(products).values({ id, ...toColumns(input, category, await productHsn(db, input.hsn, null, category)) });
  } catch (error) {
    if (isSkuConflict(error)) throw new HttpError(409, `SKU ${input.sku ?? ''} is already used by another product`);
    throw error;
  }
  return requireAdminProduct(db, id);
}

/** A product as staff see it, whatever its status; deleted ones are gone (404). */
export async function findAdminProduct(db: Db, id: string): Promise<AdminProduct | null> {
  const [row] = await db
    .select(adminProductColumns)
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
  return row ? toAdminProductDto(row) : null;
}

export async function requireAdminProduct(db: Db, id: string): Promise<AdminProduct> {
  const product = await findAdminProduct(db, id);
  if (!product) throw new HttpError(404, `Product ${id} not found`);
  return product;
}

export async function updateProduct(db: Db, id: string, input: ProductInput): Promise<AdminProduct> {
  const current = await requireAdminProduct(db, id);
  const category = await taxonomyOf(db, input);
  await assertSkuFree(db, input.sku, id);
  const hsn = await productHsn(db, input.hsn, current.hsn || null, category);
  try {
    await db
      .update(products)
      .set({ ...toColumns(input, category, hsn), updatedAt: sql`now()` })
      .where(and(eq(products.id, id), isNull(products.deletedAt)));
  } catch (error) {
    if (isSkuConflict(error)) throw new HttpError(409, `SKU ${input.sku ?? ''} is already used by another product`);
    throw error;
  }
  return requireAdminProduct(db, id);
}

/**
 * Soft delete: order lines keep their product, the storefront and the API stop showing it. The main
 * product of live variants stays (409): they would be left without a card (ADR 65).
 */
export async function deleteProduct(db: Db, id: string): Promise<void> {
  const deleted = await db
    .update(products)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(products.id, id),
        isNull(products.deletedAt),
        sql`not exists (select 1 from products v where v.variant_of = ${products.id} and v.deleted_at is null)`,
      ),
    )
    .returning({ id: products.id });
  if (deleted.length === 0) {
    await requireAdminProduct(db, id);
    throw new HttpError(409, 'This product has variants: remove them first, then delete it');
  }
}

/** A relative change applied in one statement, so it composes with checkouts running meanwhile. */
export async function adjustStock(db: Db, id: string, delta: number): Promise<AdminProduct> {
  await requireAdminProduct(db, id);
  const updated = await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), isNull(products.deletedAt), sql`${products.stock} + ${delta} >= 0`))
    .returning({ id: products.id });
  if (updated.length === 0) throw new HttpError(409, 'Stock cannot go below 0');
  return requireAdminProduct(db, id);
}
