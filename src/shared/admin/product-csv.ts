import { z } from 'zod';

/**
 * The columns of the product CSV, in the order the export writes them; the import reads the same
 * (any order, any subset with `sku`, headers in any case). Lists sit in one cell, one entry per line:
 * features, specifications as `Name: value`, images as /media/… addresses or file names in the
 * uploaded zip.
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'name',
  'status',
  'brand',
  'category',
  'subCategory',
  'price',
  'discount',
  'stock',
  'lowStockThreshold',
  'hsn',
  'isNew',
  'isFeatured',
  'isBestSeller',
  'description',
  'features',
  'specifications',
  'images',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Columns a new product (a SKU not in the shop yet) must have a value in. */
export const CSV_COLUMNS_TO_CREATE: readonly ProductCsvColumn[] = ['sku', 'name', 'category', 'price'];

/** `Sub category`, `sub_category` and `SUBCATEGORY` all name `subCategory`. */
export function csvColumnOf(header: string): ProductCsvColumn | null {
  const key = header.replace(/[\s_-]/g, '').toLowerCase();
  return PRODUCT_CSV_COLUMNS.find((column) => column.toLowerCase() === key) ?? null;
}

/** Up to 20 MB of CSV (10 000 full rows take about 6 MB) and 200 MB of zipped images per import. */
export const MAX_IMPORT_CSV_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ZIP_BYTES = 200 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;

export const importStatuses = ['checking', 'checked', 'applying', 'applied', 'failed'] as const;

export const productImportSchema = z.object({
  _id: z.string(),
  /** checking (dry run running) → checked (report ready) → applying → applied; failed with a message. */
  status: z.enum(importStatuses),
  fileName: z.string(),
  fileBytes: z.number(),
  imagesFileName: z.string().nullable(),
  /** Data rows read so far (dry run) or applied so far (apply); `totalRows` is known once the dry run has read the file. */
  processedRows: z.number(),
  totalRows: z.number(),
  /** 0–1 of the current step: bytes read while checking, rows written while applying. */
  progress: z.number(),
  creates: z.number(),
  updates: z.number(),
  unchanged: z.number(),
  errors: z.number(),
  appliedCreates: z.number(),
  appliedUpdates: z.number(),
  appliedErrors: z.number(),
  message: z.string().nullable(),
  actorEmail: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductImport = z.infer<typeof productImportSchema>;

const importValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const productImportRowSchema = z.object({
  /** The line in the file (the header is line 1; a cell spanning lines counts from its row's first line). */
  line: z.number(),
  sku: z.string(),
  action: z.enum(['create', 'update', 'unchanged', 'error']),
  changes: z.array(z.object({ field: z.string(), from: importValue, to: importValue })),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
});
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

export const importRowsQuerySchema = z.object({
  /** `errors`: rows that cannot be applied; `changes`: rows that create or update. */
  only: z.enum(['all', 'errors', 'changes'], { message: 'must be all, errors or changes' }).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const productImportRowsSchema = z.object({
  items: z.array(productImportRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ProductImportRows = z.infer<typeof productImportRowsSchema>;

export const importIdParamsSchema = z.object({ importId: z.uuid({ message: 'must be an import id' }) });
