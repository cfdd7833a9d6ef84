import { z } from 'zod';
import { mediaPathSchema } from '../media-path.js';
import { PAGE_SIZE_MAX } from '../catalog/product-list-options.js';
import { productListResponseSchema, productSchema } from '../catalog/product.schema.js';
import { productStatusSchema, productStatuses } from '../catalog/product-status.js';
import { hsnSchema } from '../tax/hsn.js';

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,60}$/, 'must be a slug such as ceiling');

/** Letters, digits and `. _ / -`, up to 80, stored in upper case: `HAV-AMB-1200`. */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9._/-]{0,79}$/;
export const skuSchema = z
  .string({ message: 'SKU must be text' })
  .trim()
  .toUpperCase()
  .regex(SKU_PATTERN, 'SKU must be 1–80 letters, digits, dots, slashes, dashes or underscores');

/**
 * Each field staff can set on a product, one schema apiece: the product form, the API and every row
 * of a CSV import validate with the same rules and words. Money in rupees; the server stores paise.
 */
export const productFields = {
  name: z.string({ message: 'Name is required' }).trim().min(2, 'Name is required').max(200, 'Name must be at most 200 characters'),
  brand: z.string({ message: 'Brand must be text' }).trim().max(80, 'Brand must be at most 80 characters'),
  description: z.string({ message: 'Description must be text' }).trim().max(5000, 'Description must be at most 5000 characters'),
  /** The category's slug (`lighting`) or its name (`Lighting`); the server resolves it. */
  category: z.string({ message: 'Category is required' }).trim().min(1, 'Category is required').max(80, 'Category must be at most 80 characters'),
  /** Price before GST. */
  price: z
    .number({ message: 'Price must be a number' })
    .min(0, 'Price must be 0 or more')
    .max(10_000_000, 'Price is too large')
    .multipleOf(0.01, 'Price has at most 2 decimals'),
  hsn: hsnSchema('HSN code'),
  /**
   * Percent, 0–90, with the spec's meaning (§9): NOT a price cut. The shopper pays `price`; cards show
   * `price / (1 − discount/100)` struck through beside it as the "original" price.
   */
  discount: z
    .number({ message: 'Discount must be a number' })
    .int('Discount must be a whole number')
    .min(0, 'Discount must be 0–90')
    .max(90, 'Discount must be 0–90'),
  stock: z
    .number({ message: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(1_000_000, 'Stock is too large'),
  lowStockThreshold: z
    .number({ message: 'Low-stock threshold must be a number' })
    .int('Low-stock threshold must be a whole number')
    .min(0, 'Low-stock threshold cannot be negative')
    .max(1_000_000, 'Low-stock threshold is too large'),
  feature: z.string({ message: 'Features must be text' }).trim().min(1, 'A feature cannot be empty').max(300, 'A feature must be at most 300 characters'),
  specificationKey: z.string().trim().min(1, 'Specification name is required').max(80, 'Specification name must be at most 80 characters'),
  specificationValue: z.string().trim().min(1, 'Specification value is required').max(300, 'Specification value must be at most 300 characters'),
  image: mediaPathSchema('Images must be uploaded first'),
} as const;

export const MAX_FEATURES = 20;
export const MAX_SPECIFICATIONS = 40;
export const MAX_IMAGES = 8;

const specificationRow = z.object({ key: productFields.specificationKey, value: productFields.specificationValue });

/** The form's rows, or the spec's key/value map (§3): either way an ordered list of rows. */
const specifications = z
  .union([z.array(specificationRow), z.record(z.string(), z.string()).transform((map) => Object.entries(map).map(([key, value]) => ({ key, value })))])
  .pipe(z.array(specificationRow).max(MAX_SPECIFICATIONS, `At most ${MAX_SPECIFICATIONS} specifications`));

/**
 * Everything staff can set on a product. Only name, price and category are required: a product made
 * of the spec's fields alone (§3: name, price, description, category, imageUrl, discount, images, stock,
 * features, specifications) is complete. On an edit (PUT), a missing `sku`, `status` or
 * `lowStockThreshold` keeps the product's own.
 */
export const productInputSchema = z
  .object({
    name: productFields.name,
    brand: productFields.brand.default(''),
    description: productFields.description.default(''),
    category: productFields.category,
    /** A slug in the category's menu, or empty/omitted: the product then appears in its category only. */
    subCategory: z.union([z.literal(''), slug]).default(''),
    price: productFields.price,
    /** Omitted: a new product takes its category's default HSN code, an edited one keeps its own. */
    hsn: z.preprocess((v) => (v === '' ? undefined : v), productFields.hsn.optional()),
    discount: productFields.discount.default(0),
    stock: productFields.stock.default(0),
    features: z.array(productFields.feature).max(MAX_FEATURES, `At most ${MAX_FEATURES} features`).default([]),
    specifications: specifications.default([]),
    images: z.array(productFields.image).max(MAX_IMAGES, `At most ${MAX_IMAGES} images`).default([]),
    /** The spec's main image: put first among `images` when it is not already there. */
    imageUrl: z.preprocess((v) => (v === '' ? undefined : v), productFields.image.optional()),
    isNew: z.boolean().default(false),
    isFeatured: z.boolean().default(false),
    isBestSeller: z.boolean().default(false),
    /** Omitted on a new product: `WS-<ID>`. */
    sku: z.preprocess((v) => (v === '' ? undefined : v), skuSchema.optional()),
    /** Omitted on a new product: active (shown and sold at once, as the spec's products are). */
    status: productStatusSchema.optional(),
    /** Null: the shop's default threshold. */
    lowStockThreshold: productFields.lowStockThreshold.nullable().optional(),
  })
  .transform(({ imageUrl, ...input }) => ({
    ...input,
    images: imageUrl && !input.images.includes(imageUrl) ? [imageUrl, ...input.images].slice(0, MAX_IMAGES) : input.images,
  }));
export type ProductInput = z.infer<typeof productInputSchema>;
/** What a client sends (before defaults), e.g. the admin form's body. */
export type ProductInputBody = z.input<typeof productInputSchema>;

export const adminProductSorts = ['name', 'price', 'stock', 'newest', 'sku'] as const;

/** The filter of the admin's product list; bulk actions and the CSV export take the same one. */
export const adminProductFilterSchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: slug.optional(),
  status: productStatusSchema.optional(),
  lowStock: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type AdminProductFilter = z.infer<typeof adminProductFilterSchema>;
/** The same filter in a JSON body (bulk actions), where booleans are booleans. */
export const adminProductFilterBodySchema = adminProductFilterSchema.extend({ lowStock: z.boolean().optional() });

export const adminProductQuerySchema = adminProductFilterSchema.extend({
  sort: z.enum(adminProductSorts, { message: `must be one of ${adminProductSorts.join(', ')}` }).default('newest'),
  direction: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

export const stockAdjustmentSchema = z.object({
  /** Added to the stock (negative to remove); the result may not go below 0. */
  delta: z.number({ message: 'delta must be a number' }).int('delta must be a whole number').min(-1_000_000).max(1_000_000),
  reason: z.string().trim().min(1, 'Reason is required').max(200),
});

export const uploadedImageSchema = z.object({ url: z.string(), sizes: z.record(z.string(), z.string()) });

/** A product as staff see it: the shop's product plus what only staff need. */
export const adminProductSchema = productSchema.extend({
  sku: z.string(),
  status: z.enum(productStatuses),
  /** The product's own threshold; null when it follows the shop's default. */
  lowStockThreshold: z.number().nullable(),
  /** The threshold in force (its own or the default): low stock at or below it. */
  effectiveLowStockThreshold: z.number(),
  lowStock: z.boolean(),
  /** Its variant group's main product (ADR 65); null for a main product and a product without variants. */
  variantOf: z.string().nullable(),
  /** Its option values in the group's order (`12 W, 6500 K`); empty for a product without variants. */
  variantLabel: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** Staff see whole products in their table (the shop's lists carry only the card's fields). */
export const adminProductTableSchema = productListResponseSchema.omit({ facets: true }).extend({ items: z.array(adminProductSchema) });
export type AdminProductTable = z.infer<typeof adminProductTableSchema>;

export const messageSchema = z.object({ message: z.string() });

/** The shop's catalog settings (one row). */
export const catalogSettingsSchema = z.object({
  /** Products without their own threshold are low on stock at or below this. */
  lowStockThreshold: productFields.lowStockThreshold,
});
export type CatalogSettings = z.infer<typeof catalogSettingsSchema>;
