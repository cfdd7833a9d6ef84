import { z } from 'zod';
import { productStatusSchema } from '../catalog/product-status.js';
import { adminProductFilterBodySchema, productFields } from './admin-products.schema.js';

/** The most rows a selection by ids may name; beyond that, select "all matching this filter". */
export const MAX_BULK_IDS = 1000;

/** Ticked rows, or every product matching the list's filter ("all N matching"). */
export const bulkSelectionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('ids'), ids: z.array(z.string().min(1).max(64)).min(1, 'Select at least one product').max(MAX_BULK_IDS) }),
    z.object({ kind: z.literal('filter'), filter: adminProductFilterBodySchema }),
  ],
  { message: 'selection must be { kind: "ids", ids } or { kind: "filter", filter }' },
);
export type BulkSelection = z.infer<typeof bulkSelectionSchema>;

export const productFlags = ['isNew', 'isFeatured', 'isBestSeller'] as const;
export type ProductFlag = (typeof productFlags)[number];
export const productFlagLabels: Record<ProductFlag, string> = { isNew: 'New', isFeatured: 'Featured', isBestSeller: 'Best seller' };

/** What a bulk action does to each selected product. */
export const bulkChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('setPrice'), price: productFields.price }),
    /** +10 raises by 10 %, −15 lowers by 15 %; the result is rounded to the paisa. */
    z.object({
      action: z.literal('adjustPrice'),
      percent: z
        .number({ message: 'Percent must be a number' })
        .min(-90, 'Percent must be −90 to +500')
        .max(500, 'Percent must be −90 to +500')
        .multipleOf(0.01),
    }),
    z.object({ action: z.literal('setStock'), stock: productFields.stock }),
    /** Added to each product's stock in the same statement as checkouts take theirs; never below 0. */
    z.object({
      action: z.literal('addStock'),
      delta: z.number({ message: 'Quantity must be a number' }).int('Quantity must be a whole number').min(-1_000_000).max(1_000_000),
    }),
    z.object({ action: z.literal('setDiscount'), discount: productFields.discount }),
    z.object({ action: z.literal('setStatus'), status: productStatusSchema }),
    z.object({
      action: z.literal('setCategory'),
      category: productFields.category,
      subCategory: z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^([a-z0-9-]{1,60})?$/, 'must be a slug such as ceiling')
        .default(''),
    }),
    z.object({ action: z.literal('setFlag'), flag: z.enum(productFlags), value: z.boolean() }),
    z.object({ action: z.literal('setLowStockThreshold'), threshold: productFields.lowStockThreshold.nullable() }),
    z.object({ action: z.literal('delete') }),
  ],
  {
    message:
      'change.action must be one of setPrice, adjustPrice, setStock, addStock, setDiscount, setStatus, setCategory, setFlag, setLowStockThreshold, delete',
  },
);
export type BulkChange = z.infer<typeof bulkChangeSchema>;
export type BulkAction = BulkChange['action'];

export const bulkPreviewRequestSchema = z.object({ selection: bulkSelectionSchema, change: bulkChangeSchema });
export type BulkPreviewRequest = z.infer<typeof bulkPreviewRequestSchema>;

export const bulkApplyRequestSchema = bulkPreviewRequestSchema.extend({
  /** The count the preview showed: if the selection now holds another number, nothing is applied (409). */
  expectedCount: z.number().int().min(0).max(10_000_000),
});
export type BulkApplyRequest = z.infer<typeof bulkApplyRequestSchema>;

const bulkValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** How many products a bulk action would touch, and what it would do to the first of them. */
export const bulkPreviewSchema = z.object({
  /** Products selected. */
  count: z.number(),
  /** Of those, how many the action changes (the rest already hold the value). */
  changed: z.number(),
  /** Which field the action changes; `deleted` for a delete. */
  field: z.string(),
  /** The first products (by name), before and after. */
  sample: z.array(z.object({ _id: z.string(), sku: z.string(), name: z.string(), before: bulkValue, after: bulkValue })),
  /** Products the action cannot apply to as asked (e.g. specifications the new category cannot read); apply refuses while any remain. */
  problems: z.array(z.object({ _id: z.string(), name: z.string(), message: z.string() })),
});
export type BulkPreview = z.infer<typeof bulkPreviewSchema>;

export const bulkResultSchema = z.object({ count: z.number(), changed: z.number(), message: z.string() });
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const BULK_PREVIEW_SAMPLE = 50;
