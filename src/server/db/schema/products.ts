import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProductStatus } from '../../../shared/catalog/product-status.js';
import type { RatingSource } from '../../../shared/catalog/review.schema.js';
import type { TypedSpecs } from '../../../shared/catalog/attributes/typed-specs.js';
import { categories } from './categories.js';
import { createdAt, tsvector, updatedAt } from './columns.js';

/**
 * Every committed write to this table sends `NOTIFY products_changed` with the changed ids (triggers of
 * migration 0040, not modelled by Drizzle): each server process re-reads them into its catalog index
 * and drops the cached answers that showed them (ADR 37).
 */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    description: text('description').notNull().default(''),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => categories.slug, { onUpdate: 'cascade' }),
    /** Empty: the product has no sub-category and appears in its category only. */
    subCategory: text('sub_category').notNull().default(''),
    /**
     * Stock-keeping unit, upper case, unique among products that exist (CSV imports match on it). An
     * insert without one gets `WS-<ID>` from the trigger products_default_sku (migration 0070).
     */
    sku: text('sku').notNull().default(''),
    /** draft | active | archived (shared/catalog/product-status.ts): only active products are shown and sold. */
    status: text('status').$type<ProductStatus>().notNull().default('active'),
    /** Low stock at or below this; null: the shop's default (catalog_settings). */
    lowStockThreshold: integer('low_stock_threshold'),
    /** Price before GST. */
    pricePaise: integer('price_paise').notNull(),
    /** HSN code (4, 6 or 8 digits) that decides the GST rate; empty only on rows older than it, which cannot be sold. */
    hsn: text('hsn').notNull().default(''),
    discount: integer('discount').notNull().default(0),
    rating: doublePrecision('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * Where rating and reviewCount come from: 'seed' (the catalog's own numbers) until the product has a
     * visible review, then 'reviews' (kept in step by modules/reviews/product-rating.ts, ADR 51).
     */
    ratingSource: text('rating_source').$type<RatingSource>().notNull().default('seed'),
    /** The seed's numbers, kept when reviews replace them, and put back if every review is hidden. */
    seedRating: doublePrecision('seed_rating'),
    seedReviewCount: integer('seed_review_count'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull().default({}),
    /**
     * The specifications as typed values by attribute key (`{"wattage": 9, "base": "B22"}`), parsed
     * from the written ones by the category's declarations; filters and facets read these (ADR 24).
     * Null until computed: rows from before the column are filled at start (backfill-typed-specs.ts).
     */
    typedSpecs: jsonb('typed_specs').$type<TypedSpecs>(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    stock: integer('stock').notNull().default(0),
    /** Never taken back (a cable cut to length): its lines cannot be asked to return. */
    nonReturnable: boolean('non_returnable').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    /**
     * Variants (ADR 65): the main product of the group this row is a variant of; null for a main
     * product and for a product without variants. Only rows with null here are listed as cards.
     */
    variantOf: text('variant_of').references((): AnyPgColumn => products.id),
    /** The group's option names in order (`["Wattage", "Colour temperature"]`), on the main product; empty: no variants. */
    variantOptionNames: jsonb('variant_option_names').$type<string[]>().notNull().default([]),
    /** This variant's value of each of the group's options (`{"Wattage": "9 W"}`), the main product's too. */
    variantOptions: jsonb('variant_options').$type<Record<string, string>>().notNull().default({}),
    /** The values in the group's order (`9 W, 6500 K`), written with the options: carts and order lines add it to the name. */
    variantLabel: text('variant_label').notNull().default(''),
    /** Soft delete: orders keep pointing at the row, the storefront stops showing it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(brand, '') || ' ' || coalesce(sub_category, '') || ' ' || coalesce(category_slug, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    check('products_price_check', sql`${t.pricePaise} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_discount_check', sql`${t.discount} between 0 and 90`),
    check('products_rating_check', sql`${t.rating} between 0 and 5`),
    check('products_status_check', sql`${t.status} in ('draft', 'active', 'archived')`),
    check('products_sku_check', sql`${t.sku} ~ '^[A-Z0-9][A-Z0-9._/-]{0,79}$'`),
    check('products_low_stock_threshold_check', sql`${t.lowStockThreshold} is null or ${t.lowStockThreshold} between 0 and 1000000`),
    uniqueIndex('products_sku_unique')
      .on(t.sku)
      .where(sql`${t.deletedAt} is null`),
    check('products_review_count_check', sql`${t.reviewCount} >= 0`),
    check('products_rating_source_check', sql`${t.ratingSource} in ('seed', 'reviews')`),
    // Every storefront list reads listed products only (deleted_at is null and status = 'active',
    // product-visibility.ts) and orders by one of these: partial indexes with that predicate, in the
    // same order, let PostgreSQL read the first page straight off the index, with no sort of the table.
    index('products_category_idx')
      .on(t.categorySlug, t.subCategory)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'active'`),
    index('products_featured_idx')
      .on(t.isFeatured.desc().nullsFirst(), t.isBestSeller.desc().nullsFirst(), t.rating.desc().nullsFirst(), t.id)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'active'`),
    index('products_category_featured_idx')
      .on(t.categorySlug, t.isFeatured.desc().nullsFirst(), t.isBestSeller.desc().nullsFirst(), t.rating.desc().nullsFirst(), t.id)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'active'`),
    index('products_price_idx')
      .on(t.pricePaise, t.id)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'active'`),
    index('products_category_price_idx')
      .on(t.categorySlug, t.pricePaise, t.id)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'active'`),
    index('products_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'active'`),
    check('products_variant_of_check', sql`${t.variantOf} is null or ${t.variantOf} <> ${t.id}`),
    index('products_variant_of_idx')
      .on(t.variantOf)
      .where(sql`${t.variantOf} is not null`),
    // No two live variants of one group with the same values, even when two saves race.
    uniqueIndex('products_variant_label_unique')
      .on(sql`coalesce(${t.variantOf}, ${t.id})`, t.variantLabel)
      .where(sql`${t.deletedAt} is null and ${t.variantLabel} <> ''`),
    index('products_search_idx').using('gin', t.search),
    // Attribute filters are containment tests (`typed_specs @> '{"base":"B22"}'`), which this answers.
    index('products_typed_specs_idx').using('gin', t.typedSpecs.op('jsonb_path_ops')),
    // The search index reads the rows changed since its last read (modules/search/search-catalog.ts).
    index('products_updated_idx').on(t.updatedAt),
    // Trigram index: finds names with a letter wrong ("ceilng fan").
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);
