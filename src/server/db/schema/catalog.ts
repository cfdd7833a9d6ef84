import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './users.js';

/** The shop's catalog settings: one row (id 1), made by migration 0070. */
export const catalogSettings = pgTable(
  'catalog_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Products without a threshold of their own are low on stock at or below this. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    updatedAt: updatedAt(),
  },
  (t) => [check('catalog_settings_one_row', sql`${t.id} = 1`), check('catalog_settings_low_stock_check', sql`${t.lowStockThreshold} between 0 and 1000000`)],
);

/** One row per day (India) the low-stock digest was sent or found nothing to send: claimed first, so it goes once. */
export const lowStockDigests = pgTable('low_stock_digests', {
  day: date('day', { mode: 'string' }).primaryKey(),
  productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
  recipients: integer('recipients').notNull().default(0),
  createdAt: createdAt(),
});

export type ProductImportStatus = 'checking' | 'checked' | 'applying' | 'applied' | 'failed';

/** A CSV import: its file stays under DATA_DIR/imports until applied; the counters are the dry run's, then the apply's. */
export const productImports = pgTable(
  'product_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<ProductImportStatus>().notNull().default('checking'),
    fileName: text('file_name').notNull(),
    fileBytes: integer('file_bytes').notNull(),
    /** How far the dry run has read the file: its progress while the row count is not known yet. */
    checkedBytes: integer('checked_bytes').notNull().default(0),
    imagesFileName: text('images_file_name'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    creates: integer('creates').notNull().default(0),
    updates: integer('updates').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    appliedCreates: integer('applied_creates').notNull().default(0),
    appliedUpdates: integer('applied_updates').notNull().default(0),
    appliedErrors: integer('applied_errors').notNull().default(0),
    message: text('message'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('product_imports_status_check', sql`${t.status} in ('checking', 'checked', 'applying', 'applied', 'failed')`),
    index('product_imports_created_idx').on(t.createdAt),
  ],
);

export interface ImportChange {
  field: string;
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

export interface ImportError {
  column: string;
  message: string;
}

/** Each data line of an import: what the dry run found (and, for errors met while applying, what the apply found). */
export const productImportRows = pgTable(
  'product_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    sku: text('sku').notNull().default(''),
    action: text('action').$type<'create' | 'update' | 'unchanged' | 'error'>().notNull(),
    changes: jsonb('changes').$type<ImportChange[]>().notNull().default([]),
    errors: jsonb('errors').$type<ImportError[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ name: 'product_import_rows_pk', columns: [t.importId, t.line] }),
    check('product_import_rows_action_check', sql`${t.action} in ('create', 'update', 'unchanged', 'error')`),
  ],
);
