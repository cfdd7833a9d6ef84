import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, gt } from 'drizzle-orm';
import type { AdminProductFilter } from '../../../shared/admin/admin-products.schema.js';
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '../../../shared/admin/product-csv.js';
import { paiseToRupees } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { adminFilterConditions } from './admin-products.service.js';
import { formulaSafe } from './product-csv-row.js';

/** Rows read per statement: memory stays that of one page, however large the catalog. */
const PAGE = 500;

const exportColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  status: products.status,
  brand: products.brand,
  category: products.categorySlug,
  subCategory: products.subCategory,
  pricePaise: products.pricePaise,
  discount: products.discount,
  stock: products.stock,
  lowStockThreshold: products.lowStockThreshold,
  hsn: products.hsn,
  isNew: products.isNew,
  isFeatured: products.isFeatured,
  isBestSeller: products.isBestSeller,
  description: products.description,
  features: products.features,
  specifications: products.specifications,
  images: products.images,
};

type ExportRow = Awaited<ReturnType<typeof readPage>>[number];

function readPage(db: Db, filter: AdminProductFilter, after: string | null) {
  const where = adminFilterConditions(filter);
  if (after !== null) where.push(gt(products.id, after));
  return db
    .select(exportColumns)
    .from(products)
    .where(and(...where))
    .orderBy(asc(products.id))
    .limit(PAGE);
}

/** One CSV record in the import's format; text cells a spreadsheet would run as a formula get a leading quote. */
export function csvRecord(row: Omit<ExportRow, 'id'>): Record<ProductCsvColumn, string | number> {
  return {
    sku: row.sku,
    name: formulaSafe(row.name),
    status: row.status,
    brand: formulaSafe(row.brand),
    category: row.category,
    subCategory: row.subCategory,
    price: paiseToRupees(row.pricePaise),
    discount: row.discount,
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold ?? '',
    hsn: row.hsn,
    isNew: String(row.isNew),
    isFeatured: String(row.isFeatured),
    isBestSeller: String(row.isBestSeller),
    description: formulaSafe(row.description),
    features: formulaSafe(row.features.join('\n')),
    specifications: formulaSafe(
      Object.entries(row.specifications)
        .map(([key, value]) => `${key}: ${value}`)
        .join('\n'),
    ),
    images: row.images.join('\n'),
  };
}

/**
 * Every product matching the admin list's filter as CSV, streamed page by page (keyset on the id), with
 * a byte-order mark so spreadsheets read ₹ and Devanagari as UTF-8. The import reads this file back
 * unchanged. Records end in CR LF, so a cell holding a bare LF (a list) must be quoted: csv-stringify
 * quotes only on the record delimiter unless told.
 */
export function writeProductsCsv(db: Db, filter: AdminProductFilter): Readable {
  async function* records() {
    let after: string | null = null;
    for (;;) {
      const rows = await readPage(db, filter, after);
      for (const { id: _id, ...row } of rows) yield csvRecord(row);
      const last = rows.at(-1);
      if (!last || rows.length < PAGE) return;
      after = last.id;
    }
  }
  return pipeline(
    Readable.from(records()),
    stringify({ header: true, columns: [...PRODUCT_CSV_COLUMNS], bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ }),
    () => undefined,
  );
}
