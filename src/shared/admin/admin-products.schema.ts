import { z } from 'zod';
import { mediaPathSchema } from '../media-path.js';
import { PAGE_SIZE_MAX } from '../catalog/product-list-options.js';
import { productListResponseSchema, productSchema } from '../catalog/product.schema.js';
import { hsnSchema } from '../tax/hsn.js';

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,60}$/, 'must be a slug such as ceiling');

/** Everything staff can set on a product. Money in rupees here; the server stores paise. */
export const productInputSchema = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(2, 'Name is required').max(200, 'Name must be at most 200 characters'),
  brand: z.string().trim().max(80, 'Brand must be at most 80 characters').default(''),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters').default(''),
  category: slug,
  subCategory: slug,
  /** Price before GST. */
  price: z
    .number({ message: 'Price must be a number' })
    .min(0, 'Price must be 0 or more')
    .max(10_000_000, 'Price is too large')
    .multipleOf(0.01, 'Price has at most 2 decimals'),
  /** Omitted: a new product takes its category's default HSN code, an edited one keeps its own. */
  hsn: z.preprocess((v) => (v === '' ? undefined : v), hsnSchema('HSN code').optional()),
  discount: z
    .number({ message: 'Discount must be a number' })
    .int('Discount must be a whole number')
    .min(0, 'Discount must be 0–90')
    .max(90, 'Discount must be 0–90')
    .default(0),
  stock: z
    .number({ message: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(1_000_000, 'Stock is too large'),
  features: z.array(z.string().trim().min(1).max(300)).max(20, 'At most 20 features').default([]),
  specifications: z
    .array(
      z.object({
        key: z.string().trim().min(1, 'Specification name is required').max(80),
        value: z.string().trim().min(1, 'Specification value is required').max(300),
      }),
    )
    .max(40, 'At most 40 specifications')
    .default([]),
  images: z.array(mediaPathSchema('Images must be uploaded first')).max(8, 'At most 8 images').default([]),
  isNew: z.boolean().default(false),
  isFeatured: z.boolean().default(false),
  isBestSeller: z.boolean().default(false),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const adminProductSorts = ['name', 'price', 'stock', 'newest'] as const;

export const adminProductQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: slug.optional(),
  sort: z.enum(adminProductSorts, { message: `must be one of ${adminProductSorts.join(', ')}` }).default('newest'),
  direction: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default('desc'),
  lowStock: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});

export const stockAdjustmentSchema = z.object({
  /** Added to the stock (negative to remove); the result may not go below 0. */
  delta: z.number({ message: 'delta must be a number' }).int('delta must be a whole number').min(-1_000_000).max(1_000_000),
  reason: z.string().trim().min(1, 'Reason is required').max(200),
});

export const uploadedImageSchema = z.object({ url: z.string(), sizes: z.record(z.string(), z.string()) });

/** Staff see whole products in their table (the shop's lists carry only the card's fields). */
export const adminProductTableSchema = productListResponseSchema.omit({ facets: true }).extend({ items: z.array(productSchema) });
export type AdminProductTable = z.infer<typeof adminProductTableSchema>;
