import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { parse } from 'csv-parse';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import {
  csvColumnOf,
  MAX_IMPORT_ROWS,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  type ProductImport,
  type ProductImportRows,
} from '../../../shared/admin/product-csv.js';
import { typedSpecsOf } from '../../../shared/catalog/attributes/typed-specs.js';
import { queryRows, type Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/admin.js';
import { categories } from '../../db/schema/categories.js';
import { productImportRows, productImports, type ImportError } from '../../db/schema/catalog.js';
import { products } from '../../db/schema/products.js';
import { HttpError } from '../../plugins/error-handler.js';
import { requireRateOn } from '../tax/gst-rates.service.js';
import { indianDate } from '../tax/indian-date.js';
import { newProductId, type ResolvedCategory } from './admin-products.service.js';
import { storeProductImage } from './media-uploads.service.js';
import { parseCsvRecord, planRow, type ImportLookups, type ParsedRecord, type ProductValues, type RowPlan } from './product-csv-row.js';
import { ZipImages } from './zip-images.js';

/** Rows planned (and, when applying, written in one transaction) at a time: memory holds one batch, whatever the file's size. */
const BATCH = 200;

export type ImportMode = 'check' | 'apply';

export function importFolder(dataDir: string): string {
  return join(dataDir, 'imports');
}
export const importCsvPath = (dataDir: string, id: string) => join(importFolder(dataDir), `${id}.csv`);
export const importZipPath = (dataDir: string, id: string) => join(importFolder(dataDir), `${id}.zip`);

type ImportRow = typeof productImports.$inferSelect;

function progressOf(row: ImportRow): number {
  if (row.status === 'checked' || row.status === 'applied') return 1;
  if (row.status === 'checking') return row.fileBytes === 0 ? 0 : Math.min(1, row.checkedBytes / row.fileBytes);
  if (row.status === 'applying') {
    const toApply = row.totalRows;
    return toApply === 0 ? 1 : Math.min(1, row.processedRows / toApply);
  }
  return 0;
}

function toDto(row: ImportRow): ProductImport {
  return {
    _id: row.id,
    status: row.status,
    fileName: row.fileName,
    fileBytes: row.fileBytes,
    imagesFileName: row.imagesFileName,
    processedRows: row.processedRows,
    totalRows: row.totalRows,
    progress: progressOf(row),
    creates: row.creates,
    updates: row.updates,
    unchanged: row.unchanged,
    errors: row.errors,
    appliedCreates: row.appliedCreates,
    appliedUpdates: row.appliedUpdates,
    appliedErrors: row.appliedErrors,
    message: row.message,
    actorEmail: row.actorEmail,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function createImport(
  db: Db,
  values: { id: string; fileName: string; fileBytes: number; imagesFileName: string | null; actor: { id: string; email: string } },
): Promise<ProductImport> {
  const [row] = await db
    .insert(productImports)
    .values({
      id: values.id,
      fileName: values.fileName,
      fileBytes: values.fileBytes,
      imagesFileName: values.imagesFileName,
      actorId: values.actor.id,
      actorEmail: values.actor.email,
    })
    .returning();
  if (!row) throw new Error('import not recorded');
  return toDto(row);
}

export async function requireImport(db: Db, id: string): Promise<ProductImport> {
  const [row] = await db.select().from(productImports).where(eq(productImports.id, id)).limit(1);
  if (!row) throw new HttpError(404, 'Import not found');
  return toDto(row);
}

export async function listImports(db: Db): Promise<ProductImport[]> {
  const rows = await db.select().from(productImports).orderBy(desc(productImports.createdAt)).limit(20);
  return rows.map(toDto);
}

export async function listImportRows(
  db: Db,
  id: string,
  query: { only: 'all' | 'errors' | 'changes'; page: number; pageSize: number },
): Promise<ProductImportRows> {
  await requireImport(db, id);
  const where = and(
    eq(productImportRows.importId, id),
    query.only === 'errors'
      ? eq(productImportRows.action, 'error')
      : query.only === 'changes'
        ? inArray(productImportRows.action, ['create', 'update'])
        : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(productImportRows)
      .where(where)
      .orderBy(asc(productImportRows.line))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(productImportRows)
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({ line: r.line, sku: r.sku, action: r.action, changes: r.changes, errors: r.errors })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** checked → applying, once: a second click (or a second tab) finds it applying and gets 409. */
export async function startApply(db: Db, id: string): Promise<ProductImport> {
  const [row] = await db
    .update(productImports)
    .set({ status: 'applying', processedRows: 0, appliedCreates: 0, appliedUpdates: 0, appliedErrors: 0, updatedAt: sql`now()` })
    .where(and(eq(productImports.id, id), eq(productImports.status, 'checked')))
    .returning();
  if (row) return toDto(row);
  const current = await requireImport(db, id);
  throw new HttpError(
    409,
    current.status === 'checking' ? 'The dry run is still running' : `This import is ${current.status}; upload the file again to import it again`,
  );
}

export async function failImport(db: Db, id: string, message: string): Promise<void> {
  await db
    .update(productImports)
    .set({ status: 'failed', message, updatedAt: sql`now()` })
    .where(and(eq(productImports.id, id), ne(productImports.status, 'applied')));
}

/**
 * CR LF and lone CR become LF before parsing: csv-parse counts a CR LF inside a quoted cell as two
 * lines, which would put every later row's line number one off. Cells keep their text; lists in
 * cells are split by line either way.
 */
class NormaliseLineEnds extends Transform {
  private pendingCr = false;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let text = chunk.toString('latin1');
    if (this.pendingCr) text = `\r${text}`;
    this.pendingCr = text.endsWith('\r');
    if (this.pendingCr) text = text.slice(0, -1);
    done(null, Buffer.from(text.replace(/\r\n?/g, '\n'), 'latin1'));
  }
  override _flush(done: TransformCallback): void {
    done(null, this.pendingCr ? Buffer.from('\n') : Buffer.alloc(0));
  }
}

interface CsvRecord {
  /** The line the record starts on (the header is line 1). */
  line: number;
  cells: Partial<Record<ProductCsvColumn, string>>;
  /** Bytes of the file read so far. */
  bytes: number;
  /** Set when the record's cell count does not match the header's. */
  shapeError?: string;
}

class ImportFileError extends Error {}

/** The file's records one at a time, cells named by the header; a header the import cannot use is an ImportFileError. */
async function* readRecords(path: string): AsyncGenerator<CsvRecord> {
  const parser = createReadStream(path)
    .pipe(new NormaliseLineEnds())
    .pipe(parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 1_000_000 }));
  let columns: (ProductCsvColumn | null)[] | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number; bytes: number } }>) {
      const newlines = record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
      const line = info.lines - newlines;
      if (!columns) {
        columns = record.map((header) => csvColumnOf(header));
        const unknown = record.find((_header, i) => columns?.[i] === null);
        if (unknown !== undefined)
          throw new ImportFileError(`Line 1: unknown column "${unknown.slice(0, 60)}". The columns are: ${PRODUCT_CSV_COLUMNS.join(', ')}`);
        const known = columns.filter((c): c is ProductCsvColumn => c !== null);
        const twice = known.find((column, i) => known.indexOf(column) !== i);
        if (twice) throw new ImportFileError(`Line 1: the column ${twice} appears twice`);
        if (!known.includes('sku')) throw new ImportFileError('Line 1: the file needs a sku column (products are matched by SKU)');
        continue;
      }
      const cells: CsvRecord['cells'] = {};
      columns.forEach((column, i) => {
        if (column) cells[column] = record[i] ?? '';
      });
      const shapeError = record.length !== columns.length ? `This row has ${record.length} cells; the header has ${columns.length}` : undefined;
      yield { line, cells, bytes: info.bytes, shapeError };
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const { code, lines, message } = error as { code?: string; lines?: number; message?: string };
    if (typeof code === 'string' && code.startsWith('CSV_')) throw new ImportFileError(`Line ${lines ?? '?'}: ${message ?? 'the file is not valid CSV'}`);
    throw error;
  }
  if (!columns) throw new ImportFileError('The file is empty: it needs a header line (sku,name,…) and one line per product');
}

/** Batches of records, so each batch is planned and written together. */
async function* batches(records: AsyncGenerator<CsvRecord>): AsyncGenerator<CsvRecord[]> {
  let batch: CsvRecord[] = [];
  for await (const record of records) {
    batch.push(record);
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const valueColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  status: products.status,
  brand: products.brand,
  categorySlug: products.categorySlug,
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

/** The products of these SKUs as they are; locked (in id order, the checkouts' order) when applying. */
async function existingBySku(db: Db, skus: string[], lock: boolean): Promise<Map<string, ProductValues & { id: string }>> {
  const wanted = [...new Set(skus.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const query = db
    .select(valueColumns)
    .from(products)
    .where(and(inArray(products.sku, wanted), isNull(products.deletedAt)))
    .orderBy(asc(products.id));
  const rows = lock ? await query.for('update') : await query;
  return new Map(rows.map((row) => [row.sku, row]));
}

/** Categories, GST rates and zip entries, each looked up once per import. */
async function importLookups(db: Db, zip: ZipImages | null): Promise<ImportLookups> {
  const rows = await db
    .select({ slug: categories.slug, name: categories.name, groups: categories.submenuGroups, defaultHsn: categories.defaultHsn })
    .from(categories);
  const bySlug = new Map<string, ResolvedCategory>(rows.map((r) => [r.slug, { slug: r.slug, name: r.name, groups: r.groups, defaultHsn: r.defaultHsn }]));
  const byName = new Map<string, ResolvedCategory>(
    rows.map((r) => [r.name.toLowerCase(), { slug: r.slug, name: r.name, groups: r.groups, defaultHsn: r.defaultHsn }]),
  );
  const hsnProblems = new Map<string, string | null>();
  const zipAddresses = new Map<string, { url: string } | { error: string }>();
  const today = indianDate(new Date());
  return {
    category: (given) => bySlug.get(given.trim().toLowerCase()) ?? byName.get(given.trim().toLowerCase()) ?? null,
    hsnProblem: async (hsn) => {
      if (!hsnProblems.has(hsn)) {
        try {
          await requireRateOn(db, hsn, today, 'HSN code');
          hsnProblems.set(hsn, null);
        } catch (error) {
          hsnProblems.set(hsn, error instanceof HttpError ? error.message : 'HSN code has no GST rate in force');
        }
      }
      return hsnProblems.get(hsn) ?? null;
    },
    zipImage: async (name) => {
      if (!zip) return { error: `${name}: upload the images zip with the file, or write the image's /media/… address` };
      const key = name.toLowerCase();
      let found = zipAddresses.get(key);
      if (!found) {
        found = await zip.addressOf(name);
        zipAddresses.set(key, found);
      }
      return found;
    },
  };
}

function parsedOf(record: CsvRecord): ParsedRecord {
  const parsed = parseCsvRecord(record.cells);
  if (record.shapeError) parsed.errors.unshift({ column: '(row)', message: record.shapeError });
  return parsed;
}

async function openZip(dataDir: string, row: ImportRow): Promise<ZipImages | null> {
  if (!row.imagesFileName) return null;
  try {
    return await ZipImages.open(importZipPath(dataDir, row.id));
  } catch {
    throw new ImportFileError(`${row.imagesFileName} is not a zip file that can be read`);
  }
}

interface ImportEnv {
  db: Db;
  dataDir: string;
  /** Tells every process's catalog cache that products changed (NOTIFY catalog_changed). */
  catalogChanged: () => Promise<void>;
}

/**
 * The dry run: reads the file once, plans every row against the shop as it is, and writes each row's
 * result (changes, or errors by column) to product_import_rows; a SKU on two lines is an error on the
 * later one. Idempotent: a retried job starts over.
 */
export async function checkImport(env: ImportEnv, id: string): Promise<void> {
  const { db } = env;
  const [row] = await db.select().from(productImports).where(eq(productImports.id, id)).limit(1);
  if (row?.status !== 'checking') return;
  await db.delete(productImportRows).where(eq(productImportRows.importId, id));
  const zip = await openZip(env.dataDir, row);
  try {
    const lookups = await importLookups(db, zip);
    let processed = 0;
    for await (const batch of batches(readRecords(importCsvPath(env.dataDir, id)))) {
      processed += batch.length;
      if (processed > MAX_IMPORT_ROWS) throw new ImportFileError(`The file has more than ${MAX_IMPORT_ROWS} rows; split it into smaller files`);
      const parsed = batch.map(parsedOf);
      const existing = await existingBySku(
        db,
        parsed.map((p) => p.sku),
        false,
      );
      const plans: { line: number; sku: string; plan: RowPlan }[] = [];
      for (const [i, record] of batch.entries()) {
        const p = parsed[i] as ParsedRecord;
        plans.push({ line: record.line, sku: p.sku, plan: await planRow(p, existing.get(p.sku) ?? null, lookups) });
      }
      await db
        .insert(productImportRows)
        .values(plans.map(({ line, sku, plan }) => ({ importId: id, line, sku, action: plan.action, changes: plan.changes, errors: plan.errors })));
      await db
        .update(productImports)
        .set({ processedRows: processed, checkedBytes: batch.at(-1)?.bytes ?? 0, updatedAt: sql`now()` })
        .where(eq(productImports.id, id));
    }
    await markDuplicateSkus(db, id);
    await db.execute(sql`update ${productImports} set
        status = 'checked',
        checked_bytes = file_bytes,
        total_rows = (select count(*) from ${productImportRows} where import_id = ${id}),
        creates = (select count(*) from ${productImportRows} where import_id = ${id} and action = 'create'),
        updates = (select count(*) from ${productImportRows} where import_id = ${id} and action = 'update'),
        unchanged = (select count(*) from ${productImportRows} where import_id = ${id} and action = 'unchanged'),
        errors = (select count(*) from ${productImportRows} where import_id = ${id} and action = 'error'),
        updated_at = now()
      where id = ${id} and status = 'checking'`);
  } catch (error) {
    if (error instanceof ImportFileError) {
      await failImport(db, id, error.message);
      return;
    }
    throw error;
  } finally {
    zip?.close();
  }
}

/** Every line after the first that names a SKU already named above it becomes an error naming that line. */
async function markDuplicateSkus(db: Db, id: string): Promise<void> {
  const duplicates = await queryRows<{ line: number; first: number; sku: string }>(
    db,
    sql`select line, first, sku from (
          select line, sku, min(line) over (partition by sku) as first from ${productImportRows} where import_id = ${id} and sku <> ''
        ) lines where line <> first order by line`,
  );
  for (const duplicate of duplicates) {
    const errors: ImportError[] = [{ column: 'sku', message: `SKU ${duplicate.sku} is already on line ${duplicate.first}` }];
    await db
      .update(productImportRows)
      .set({ action: 'error', changes: [], errors })
      .where(and(eq(productImportRows.importId, id), eq(productImportRows.line, duplicate.line)));
  }
}

/** Lines the dry run refused: the apply skips them, so it does what the report showed. */
async function refusedLines(db: Db, id: string, first: number, last: number): Promise<Set<number>> {
  const rows = await db
    .select({ line: productImportRows.line })
    .from(productImportRows)
    .where(
      and(eq(productImportRows.importId, id), eq(productImportRows.action, 'error'), gte(productImportRows.line, first), lte(productImportRows.line, last)),
    );
  return new Set(rows.map((r) => r.line));
}

function columnsOf(values: Partial<ProductValues>, categorySlug: string, specifications: Record<string, string>) {
  const retype = values.specifications !== undefined || values.categorySlug !== undefined;
  return { ...values, ...(retype ? { typedSpecs: typedSpecsOf(categorySlug, specifications).values } : {}) };
}

/**
 * The apply: reads the file again and, batch by batch in one transaction each, locks the batch's
 * products (by id, as checkouts do), plans each row again against them as they are now and writes
 * what differs. Rows the dry run refused are skipped. A job killed half-way resumes after the last
 * committed batch; rows it had written plan as unchanged, which is also why a file imported twice
 * changes nothing the second time.
 */
export async function applyImport(env: ImportEnv, id: string): Promise<void> {
  const { db } = env;
  const [row] = await db.select().from(productImports).where(eq(productImports.id, id)).limit(1);
  if (row?.status !== 'applying') return;
  const zip = await openZip(env.dataDir, row);
  const stored = new Set<string>();
  try {
    const lookups = await importLookups(db, zip);
    let index = 0;
    for await (const batch of batches(readRecords(importCsvPath(env.dataDir, id)))) {
      const start = index;
      index += batch.length;
      // Already written by an earlier run of this job.
      const todo = batch.filter((_record, i) => start + i >= row.processedRows);
      if (todo.length === 0) continue;
      const refused = await refusedLines(db, id, todo[0]?.line ?? 0, todo.at(-1)?.line ?? 0);
      const rows = todo.filter((record) => !refused.has(record.line)).map((record) => ({ line: record.line, parsed: parsedOf(record) }));

      // Pictures from the zip are stored before the transaction (content-addressed, so twice is harmless): no row lock waits on image encoding.
      for (const { parsed } of rows) {
        for (const ref of parsed.images ?? []) {
          if (ref.kind !== 'zip' || stored.has(ref.name.toLowerCase()) || !zip) continue;
          const read = await zip.read(ref.name);
          if ('bytes' in read) await storeProductImage(env.dataDir, read.bytes).catch(() => undefined);
          stored.add(ref.name.toLowerCase());
        }
      }

      // GST rates are looked up (and cached) before the transaction: inside it, PGlite's one connection belongs to the transaction alone.
      for (const { parsed } of rows) if (parsed.values.hsn) await lookups.hsnProblem(parsed.values.hsn);

      await db.transaction(async (tx) => {
        const existing = await existingBySku(
          tx,
          rows.map((r) => r.parsed.sku),
          true,
        );
        let creates = 0;
        let updates = 0;
        let errors = 0;
        for (const { line, parsed } of rows) {
          const current = existing.get(parsed.sku) ?? null;
          const plan = await planRow(parsed, current, lookups);
          if (plan.action === 'error') {
            errors += 1;
            await tx
              .update(productImportRows)
              .set({ action: 'error', changes: [], errors: plan.errors })
              .where(and(eq(productImportRows.importId, id), eq(productImportRows.line, line)));
            continue;
          }
          if (plan.action === 'create') {
            const values = plan.values as ProductValues;
            const inserted = await tx
              .insert(products)
              .values({ id: newProductId(), sku: parsed.sku, ...values, typedSpecs: typedSpecsOf(values.categorySlug, values.specifications).values })
              .onConflictDoNothing({ target: products.sku, where: sql`${products.deletedAt} is null` })
              .returning({ id: products.id });
            if (inserted.length === 0) {
              errors += 1;
              await tx
                .update(productImportRows)
                .set({
                  action: 'error',
                  changes: [],
                  errors: [{ column: 'sku', message: `SKU ${parsed.sku} was created meanwhile; import the file again to update it` }],
                })
                .where(and(eq(productImportRows.importId, id), eq(productImportRows.line, line)));
              continue;
            }
            creates += 1;
          } else if (plan.action === 'update' && current) {
            const categorySlug = plan.values.categorySlug ?? current.categorySlug;
            const specifications = plan.values.specifications ?? current.specifications;
            await tx
              .update(products)
              .set({ ...columnsOf(plan.values, categorySlug, specifications), updatedAt: sql`now()` })
              .where(eq(products.id, current.id));
            updates += 1;
          }
        }
        await tx
          .update(productImports)
          .set({
            processedRows: index,
            appliedCreates: sql`${productImports.appliedCreates} + ${creates}`,
            appliedUpdates: sql`${productImports.appliedUpdates} + ${updates}`,
            appliedErrors: sql`${productImports.appliedErrors} + ${errors + refused.size}`,
            updatedAt: sql`now()`,
          })
          .where(eq(productImports.id, id));
      });
      await env.catalogChanged();
    }
    const [done] = await db
      .update(productImports)
      .set({ status: 'applied', updatedAt: sql`now()` })
      .where(and(eq(productImports.id, id), eq(productImports.status, 'applying')))
      .returning();
    if (done) {
      // One audit entry for the whole import, with its counts, in the name of the person who uploaded it.
      await db.insert(auditLog).values({
        actorId: done.actorId,
        actorEmail: done.actorEmail,
        action: 'product.import',
        entity: 'import',
        entityId: id,
        details: { fileName: done.fileName, count: done.totalRows, created: done.appliedCreates, updated: done.appliedUpdates, skipped: done.appliedErrors },
      });
      await rm(importCsvPath(env.dataDir, id), { force: true });
      await rm(importZipPath(env.dataDir, id), { force: true });
    }
  } catch (error) {
    if (error instanceof ImportFileError) {
      await failImport(db, id, error.message);
      return;
    }
    throw error;
  } finally {
    zip?.close();
  }
}

export async function runImportJob(env: ImportEnv, job: { importId: string; mode: ImportMode }): Promise<void> {
  if (job.mode === 'check') await checkImport(env, job.importId);
  else await applyImport(env, job.importId);
}
