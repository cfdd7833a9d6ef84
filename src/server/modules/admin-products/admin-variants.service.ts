import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AdminVariantGroup, VariantInput, VariantOptionsInput } from '../../../shared/admin/admin-variants.schema.js';
import { MAX_VARIANTS } from '../../../shared/catalog/product-variants.schema.js';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { HttpError } from '../../plugins/error-handler.js';
import { inGroup, mainIdOf } from '../products/product-variants.js';
import { newProductId } from './admin-products.service.js';

/**
 * Variant groups as staff build them (ADR 65). A variant is a product row of its own; these rules keep
 * a group sound: options name exactly the group's option names, no two live variants share their
 * values, and a variant has no variants of its own. Every change locks the group's main product first,
 * so two staff saving one group queue, and the unique index on (group, label) holds even if they did not.
 */

/** A value the options hold as their own (never one inherited from Object's prototype, as `constructor`). */
function valueOf(options: Record<string, string>, name: string): string {
  return Object.hasOwn(options, name) ? (options[name] ?? '') : '';
}

/** The values in the group's order: what carts and order lines add to the name, and what must differ between variants. */
function variantLabel(optionNames: readonly string[], options: Record<string, string>): string {
  return optionNames.map((name) => valueOf(options, name)).join(', ');
}

/** 400 unless `options` names exactly the group's options, each once. */
function assertOptionsMatch(optionNames: readonly string[], options: Record<string, string>): void {
  const given = Object.keys(options);
  const missing = optionNames.filter((name) => !Object.hasOwn(options, name));
  const unknown = given.filter((name) => !optionNames.includes(name));
  if (missing.length > 0) throw new HttpError(400, `options: a value is required for ${missing.join(', ')}`);
  if (unknown.length > 0) throw new HttpError(400, `options: ${unknown.join(', ')} is not an option of this product (its options: ${optionNames.join(', ')})`);
}

/** Options in the group's order (jsonb keeps its own key order; the label and the pickers follow the names). */
function ordered(optionNames: readonly string[], options: Record<string, string>): Record<string, string> {
  return Object.fromEntries(optionNames.map((name) => [name, valueOf(options, name)]));
}

/** Which unique index a failed insert or update broke, for a 409 that says what to change. */
function conflictOf(error: unknown): HttpError | null {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  if (constraint === 'products_variant_label_unique') return new HttpError(409, 'Another variant of this product has the same option values');
  return new HttpError(409, 'This SKU is already used by another product');
}

async function withConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

/** The group's main product, locked for this transaction; a variant's id leads to its main product. */
async function lockMain(tx: Db, mainId: string) {
  const [main] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, mainId), isNull(products.deletedAt)))
    .for('update');
  if (!main) throw new HttpError(404, `Product ${mainId} not found`);
  if (main.variantOf !== null) throw new HttpError(409, `This product is a variant of ${main.variantOf}: a variant cannot have variants of its own`);
  return main;
}

/** 409 when another live variant of the group already has these values. */
async function assertValuesFree(tx: Db, mainId: string, label: string, exceptId: string): Promise<void> {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inGroup(mainId), isNull(products.deletedAt), eq(products.variantLabel, label), ne(products.id, exceptId)))
    .limit(1);
  if (taken) throw new HttpError(409, `Another variant of this product (${taken.id}) already has ${label}`);
}

async function assertSkuFree(tx: Db, sku: string | undefined): Promise<void> {
  if (!sku) return;
  const [holder] = await tx
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.sku, sku), isNull(products.deletedAt)))
    .limit(1);
  if (holder) throw new HttpError(409, `SKU ${sku} is already used by ${holder.name}`);
}

/** The group this product belongs to (its own when it is a main product; no names and only itself when it has none). */
export async function getVariantGroup(db: Db, productId: string): Promise<AdminVariantGroup> {
  const [product] = await db
    .select({ id: products.id, variantOf: products.variantOf })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1);
  if (!product) throw new HttpError(404, `Product ${productId} not found`);
  const mainId = mainIdOf(product);
  const [main] = await db.select({ names: products.variantOptionNames }).from(products).where(eq(products.id, mainId)).limit(1);
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      options: products.variantOptions,
      label: products.variantLabel,
      pricePaise: products.pricePaise,
      discount: products.discount,
      stock: products.stock,
      status: products.status,
      images: products.images,
    })
    .from(products)
    .where(and(inGroup(mainId), isNull(products.deletedAt)))
    .orderBy(sql`${products.id} = ${mainId} desc`, asc(products.createdAt), asc(products.id));
  return {
    mainId,
    optionNames: main?.names ?? [],
    variants: rows.map((row) => ({
      _id: row.id,
      sku: row.sku,
      options: row.options,
      label: row.label,
      price: paiseToRupees(row.pricePaise),
      discount: row.discount,
      stock: row.stock,
      status: row.status,
      imageUrl: row.images[0] ?? '',
      isMain: row.id === mainId,
    })),
  };
}

/**
 * Makes the product a group's main product with these option names and its own values, or changes
 * its values. The names are fixed while other variants exist: each of them holds a value per name.
 */
export async function setVariantOptions(db: Db, mainId: string, input: VariantOptionsInput): Promise<void> {
  assertOptionsMatch(input.optionNames, input.options);
  await withConflicts(() =>
    db.transaction(async (tx) => {
      const main = await lockMain(tx, mainId);
      const [others] = await tx
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.variantOf, mainId), isNull(products.deletedAt)));
      const sameNames =
        main.variantOptionNames.length === input.optionNames.length && main.variantOptionNames.every((name, i) => name === input.optionNames[i]);
      if ((others?.n ?? 0) > 0 && !sameNames) throw new HttpError(409, 'Remove the other variants before changing the option names');
      const label = variantLabel(input.optionNames, input.options);
      await assertValuesFree(tx, mainId, label, mainId);
      await tx
        .update(products)
        .set({ variantOptionNames: input.optionNames, variantOptions: ordered(input.optionNames, input.options), variantLabel: label, updatedAt: sql`now()` })
        .where(eq(products.id, mainId));
    }),
  );
}

/**
 * A new variant under the main product: its values, SKU, price, stock and images; every other field
 * copied from the main product (and editable afterwards like any product's). Returns its id.
 */
export async function addVariant(db: Db, mainId: string, input: VariantInput): Promise<string> {
  const id = newProductId();
  await withConflicts(() =>
    db.transaction(async (tx) => {
      const main = await lockMain(tx, mainId);
      if (main.variantOptionNames.length === 0) throw new HttpError(409, 'Give this product its options (e.g. Wattage) before adding variants');
      assertOptionsMatch(main.variantOptionNames, input.options);
      const [members] = await tx
        .select({ n: count() })
        .from(products)
        .where(and(inGroup(mainId), isNull(products.deletedAt)));
      if ((members?.n ?? 0) >= MAX_VARIANTS) throw new HttpError(409, `A product has at most ${MAX_VARIANTS} variants`);
      const label = variantLabel(main.variantOptionNames, input.options);
      await assertValuesFree(tx, mainId, label, id);
      await assertSkuFree(tx, input.sku);
      const { id: _id, sku: _sku, search: _search, createdAt: _created, updatedAt: _updated, deletedAt: _deleted, ...copied } = main;
      await tx.insert(products).values({
        ...copied,
        id,
        ...(input.sku ? { sku: input.sku } : {}),
        pricePaise: rupeesToPaise(input.price),
        discount: input.discount,
        stock: input.stock,
        images: input.images.length > 0 ? input.images : main.images,
        // Reviews and ratings belong to what a buyer bought: a new variant starts with none.
        rating: 0,
        reviewCount: 0,
        ratingSource: 'seed',
        seedRating: null,
        seedReviewCount: null,
        variantOf: mainId,
        variantOptionNames: [],
        variantOptions: ordered(main.variantOptionNames, input.options),
        variantLabel: label,
      });
    }),
  );
  return id;
}

/** Changes one variant's values (the main product's too); price, stock and images are edited as any product's. */
export async function setVariantValues(db: Db, mainId: string, variantId: string, options: Record<string, string>): Promise<void> {
  await withConflicts(() =>
    db.transaction(async (tx) => {
      const main = await lockMain(tx, mainId);
      assertOptionsMatch(main.variantOptionNames, options);
      const label = variantLabel(main.variantOptionNames, options);
      await assertValuesFree(tx, mainId, label, variantId);
      const changed = await tx
        .update(products)
        .set({ variantOptions: ordered(main.variantOptionNames, options), variantLabel: label, updatedAt: sql`now()` })
        .where(and(eq(products.id, variantId), inGroup(mainId), isNull(products.deletedAt)))
        .returning({ id: products.id });
      if (changed.length === 0) throw new HttpError(404, `Variant ${variantId} not found in this product`);
    }),
  );
}

/** Soft-deletes a variant (its orders keep pointing at it). The main product is deleted as a product, after its variants. */
export async function removeVariant(db: Db, mainId: string, variantId: string): Promise<void> {
  if (variantId === mainId) throw new HttpError(409, 'This is the main product: remove its other variants, then delete the product itself');
  await db.transaction(async (tx) => {
    await lockMain(tx, mainId);
    const removed = await tx
      .update(products)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(products.id, variantId), eq(products.variantOf, mainId), isNull(products.deletedAt)))
      .returning({ id: products.id });
    if (removed.length === 0) throw new HttpError(404, `Variant ${variantId} not found in this product`);
  });
}
