import { z } from 'zod';
import { productFacetSchema } from './product-facets.schema.js';
import { PAGE_SIZE_MAX, productSorts } from './product-list-options.js';

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Rupees before GST, two decimals at most. */
  price: z.number(),
  /** HSN code (4, 6 or 8 digits) that decides the GST rate. */
  hsn: z.string(),
  /** GST rate in percent in force today for the HSN code (e.g. 18); null when none is (not for sale). */
  gstRate: z.number().nullable(),
  description: z.string(),
  /** Top-level category slug, e.g. `lighting`. */
  category: z.string(),
  /** Sub-category slug inside `category`, e.g. `ceiling` (route `/categories/lighting/ceiling`). */
  subCategory: z.string(),
  brand: z.string(),
  imageUrl: z.string(),
  images: z.array(z.string()),
  /** Percent, 0–90. */
  discount: z.number(),
  /** Struck-through price: price / (1 − discount/100) rounded, or null without a discount. */
  displayOriginalPrice: z.number().nullable(),
  rating: z.number(),
  reviewCount: z.number(),
  features: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  stock: z.number(),
  isNew: z.boolean(),
  isFeatured: z.boolean(),
  isBestSeller: z.boolean(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product as lists carry it: what a product card shows, without the description, feature list,
 * specifications and gallery that only the product's own page (`GET /api/products/:id`) needs. A list
 * of 24 is a third the size, and lists are most of what the shop sends.
 */
export const productSummarySchema = productSchema.omit({ description: true, images: true, features: true, specifications: true });
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** Query strings carry text: accept exactly `true`/`false` so a typo is a 400, not a silent `false`. */
const queryBoolean = z.enum(['true', 'false'], { message: 'must be true or false' }).transform((v) => v === 'true');
const querySlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,60}$/, 'must be a slug such as lighting');
const queryRupees = z.coerce.number({ message: 'must be a number' }).min(0, 'must be 0 or more').max(10_000_000, 'is too large');

export const productListQuerySchema = z
  .object({
    category: querySlug.optional(),
    sub: querySlug.optional(),
    q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    minPrice: queryRupees.optional(),
    maxPrice: queryRupees.optional(),
    sort: z.enum(productSorts, { message: `must be one of ${productSorts.join(', ')}` }).optional(),
    inStock: queryBoolean.optional(),
    onSale: queryBoolean.optional(),
    isNew: queryBoolean.optional(),
    featured: queryBoolean.optional(),
    bestSeller: queryBoolean.optional(),
    /** Brands, comma-separated (`brand=Havells,Syska`); attribute filters `f.key`/`r.key` are read from the URL (shared/catalog/attribute-filters.ts). */
    brand: z.union([z.string().max(500, 'must be at most 500 characters'), z.array(z.string().max(500)).max(20, 'is repeated too often')]).optional(),
    /** At least this many stars. */
    rating: z.coerce.number({ message: 'must be a number' }).min(0, 'must be 0 to 5').max(5, 'must be 0 to 5').optional(),
    page: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(10_000, 'is too large').default(1),
    pageSize: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(PAGE_SIZE_MAX, `must be at most ${PAGE_SIZE_MAX}`)
      .default(24),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'must not be above maxPrice',
    path: ['minPrice'],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListResponseSchema = z.object({
  items: z.array(productSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Brand, rating and the category's filter attributes with counts given the other active filters. */
  facets: z.array(productFacetSchema),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productSuggestQuerySchema = z.object({
  q: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
});
export const productSuggestResponseSchema = z.array(z.object({ _id: z.string(), name: z.string(), category: z.string() }));
export type ProductSuggestion = z.infer<typeof productSuggestResponseSchema>[number];

export const productIdParamsSchema = z.object({
  id: z.string().min(1).max(64),
});
