import type { z } from 'zod';
import { productFields, skuSchema, MAX_FEATURES, MAX_IMAGES, MAX_SPECIFICATIONS } from '../../../shared/admin/admin-products.schema.js';
import { CSV_COLUMNS_TO_CREATE, type ProductCsvColumn } from '../../../shared/admin/product-csv.js';
import { productStatusSchema, type ProductStatus } from '../../../shared/catalog/product-status.js';
import { MEDIA_PATH_PATTERN } from '../../../shared/media-path.js';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money.js';
import type { ImportChange, ImportError } from '../../db/schema/catalog.js';
import { specificationProblem, subCategoryProblem, type ResolvedCategory } from './admin-products.service.js';

/** A product's values as an import compares and writes them (money in paise, lists in order). */
export interface ProductValues {
  name: string;
  status: ProductStatus;
  brand: string;
  categorySlug: string;
  subCategory: string;
  pricePaise: number;
  discount: number;
  stock: number;
  lowStockThreshold: number | null;
  hsn: string;
  isNew: boolean;
  isFeatured: boolean;
  isBestSeller: boolean;
  description: string;
  features: string[];
  specifications: Record<string, string>;
  images: string[];
}

/** An image cell entry: an address the shop serves already, or a file name to find in the uploaded zip. */
export type ImageRef = { kind: 'path'; url: string } | { kind: 'zip'; name: string };

export interface ParsedRecord {
  sku: string;
  values: Partial<Omit<ProductValues, 'images'>>;
  /** Present when the file has an `images` column. */
  images?: ImageRef[];
  /** The category as written, resolved later against the shop's categories. */
  category?: string;
  errors: ImportError[];
}

/**
 * What the export writes before a cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`,
 * tab, CR): a quote. The import takes it off again, so a file exported and imported changes nothing.
 */
export function formulaSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function unFormulaSafe(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

function firstIssue(result: z.ZodSafeParseResult<unknown>): string {
  return result.success ? '' : (result.error.issues[0]?.message ?? 'is not valid');
}

/** `₹1,234.50`, `1234.5` and ` 1234.50 ` are all 1234.5; text that is no number stays text for zod to refuse. */
function numberCell(text: string): number | string {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (cleaned === '' || !/^-?\d+(\.\d+)?$/.test(cleaned)) return text;
  return Number(cleaned);
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);

/** One entry per line; blank lines are no entries. */
function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Reads one CSV record (cells by column, only the file's columns) into typed values with the same
 * field rules as the product form, collecting every problem as (column, message) instead of stopping
 * at the first. A blank cell leaves an existing product's value as it is (a new product takes the
 * default), so a file may update some products and create others, and an exported file imports as
 * changing nothing. `default` in lowStockThreshold returns a product to the shop's default threshold.
 */
export function parseCsvRecord(cells: Partial<Record<ProductCsvColumn, string>>): ParsedRecord {
  const errors: ImportError[] = [];
  const values: ParsedRecord['values'] = {};
  const text = (column: ProductCsvColumn) => unFormulaSafe(cells[column] ?? '');
  const has = (column: ProductCsvColumn) => (cells[column] ?? '').trim() !== '';
  const check = <T>(column: ProductCsvColumn, schema: z.ZodType<T>, value: unknown, assign: (parsed: T) => void) => {
    const result = schema.safeParse(value);
    if (result.success) assign(result.data);
    else errors.push({ column, message: firstIssue(result) });
  };

  let sku = '';
  check('sku', skuSchema, text('sku'), (parsed) => (sku = parsed));
  if (has('name')) check('name', productFields.name, text('name'), (v) => (values.name = v));
  if (has('status')) check('status', productStatusSchema, text('status').trim().toLowerCase(), (v) => (values.status = v));
  if (has('brand')) check('brand', productFields.brand, text('brand'), (v) => (values.brand = v));
  const category = has('category') ? text('category').trim() : undefined;
  if (has('subCategory')) values.subCategory = text('subCategory').trim().toLowerCase();
  if (has('price')) check('price', productFields.price, numberCell(text('price')), (v) => (values.pricePaise = rupeesToPaise(v)));
  if (has('discount')) check('discount', productFields.discount, numberCell(text('discount')), (v) => (values.discount = v));
  if (has('stock')) check('stock', productFields.stock, numberCell(text('stock')), (v) => (values.stock = v));
  if (has('lowStockThreshold')) {
    if (text('lowStockThreshold').trim().toLowerCase() === 'default') values.lowStockThreshold = null;
    else check('lowStockThreshold', productFields.lowStockThreshold, numberCell(text('lowStockThreshold')), (v) => (values.lowStockThreshold = v));
  }
  if (has('hsn')) check('hsn', productFields.hsn, text('hsn'), (v) => (values.hsn = v));
  for (const flag of ['isNew', 'isFeatured', 'isBestSeller'] as const) {
    if (!has(flag)) continue;
    const word = text(flag).trim().toLowerCase();
    if (TRUE_WORDS.has(word)) values[flag] = true;
    else if (FALSE_WORDS.has(word)) values[flag] = false;
    else errors.push({ column: flag, message: `${flag} must be true or false` });
  }
  if (has('description')) check('description', productFields.description, text('description'), (v) => (values.description = v));
  if (has('features')) {
    const features = lines(text('features'));
    if (features.length > MAX_FEATURES) errors.push({ column: 'features', message: `At most ${MAX_FEATURES} features` });
    else {
      const parsedFeatures: string[] = [];
      for (const feature of features) check('features', productFields.feature, feature, (v) => parsedFeatures.push(v));
      values.features = parsedFeatures;
    }
  }
  if (has('specifications')) values.specifications = parseSpecifications(text('specifications'), errors);
  let images: ImageRef[] | undefined;
  if (has('images')) images = parseImages(text('images'), errors);
  return { sku, values, images, category, errors };
}

/** `Name: value` per line; the name ends at the first colon. */
function parseSpecifications(text: string, errors: ImportError[]): Record<string, string> {
  const specifications: Record<string, string> = {};
  const rows = lines(text);
  if (rows.length > MAX_SPECIFICATIONS) {
    errors.push({ column: 'specifications', message: `At most ${MAX_SPECIFICATIONS} specifications` });
    return specifications;
  }
  for (const row of rows) {
    const colon = row.indexOf(':');
    if (colon < 1) {
      errors.push({ column: 'specifications', message: `"${row.slice(0, 60)}" must be written as Name: value` });
      continue;
    }
    const key = productFields.specificationKey.safeParse(row.slice(0, colon));
    const value = productFields.specificationValue.safeParse(row.slice(colon + 1).trim());
    if (!key.success || !value.success) {
      errors.push({ column: 'specifications', message: `"${row.slice(0, 60)}": ${firstIssue(key.success ? value : key)}` });
      continue;
    }
    if (Object.keys(specifications).some((existing) => existing.toLowerCase() === key.data.toLowerCase())) {
      errors.push({ column: 'specifications', message: `Specification "${key.data}" appears twice` });
      continue;
    }
    specifications[key.data] = value.data;
  }
  return specifications;
}

/** One image per line (or separated by `|`): a /media/… address, or a file name in the zip. Web addresses are never fetched. */
function parseImages(text: string, errors: ImportError[]): ImageRef[] {
  const entries = text
    .split(/\r?\n|\|/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > MAX_IMAGES) {
    errors.push({ column: 'images', message: `At most ${MAX_IMAGES} images` });
    return [];
  }
  const refs: ImageRef[] = [];
  for (const entry of entries) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(entry) || entry.startsWith('//')) {
      errors.push({
        column: 'images',
        message: `${entry.slice(0, 80)}: image addresses are not fetched from the web. Upload the image and use its /media/… address, or put the file in the images zip and write its name`,
      });
    } else if (entry.startsWith('/')) {
      if (MEDIA_PATH_PATTERN.test(entry)) refs.push({ kind: 'path', url: entry });
      else errors.push({ column: 'images', message: `${entry.slice(0, 80)}: only /media/… addresses of this shop can be used` });
    } else if (/^[^/\\\0]{1,200}$/.test(entry)) {
      refs.push({ kind: 'zip', name: entry });
    } else {
      errors.push({ column: 'images', message: `${entry.slice(0, 80)}: not a file name` });
    }
  }
  return refs;
}

/** What the plan of a row needs from the shop: categories, GST rates and the uploaded zip, each looked up once per import. */
export interface ImportLookups {
  category(given: string): ResolvedCategory | null;
  /** Null when the HSN code has a rate in force today, else why not. */
  hsnProblem(hsn: string): Promise<string | null>;
  /** The address a zip entry is (or will be) stored at, or why it cannot be used. */
  zipImage(name: string): Promise<{ url: string } | { error: string }>;
}

export interface RowPlan {
  action: 'create' | 'update' | 'unchanged' | 'error';
  changes: ImportChange[];
  errors: ImportError[];
  /** The full values of a new product, or the changed values of an existing one. */
  values: Partial<ProductValues>;
  /** Zip entries the apply must store (by name), with the address the values already use. */
  zipImages: { name: string; url: string }[];
}

const shownFields: Record<keyof ProductValues, string> = {
  name: 'name',
  status: 'status',
  brand: 'brand',
  categorySlug: 'category',
  subCategory: 'subCategory',
  pricePaise: 'price',
  discount: 'discount',
  stock: 'stock',
  lowStockThreshold: 'lowStockThreshold',
  hsn: 'hsn',
  isNew: 'isNew',
  isFeatured: 'isFeatured',
  isBestSeller: 'isBestSeller',
  description: 'description',
  features: 'features',
  specifications: 'specifications',
  images: 'images',
};

function shown(field: keyof ProductValues, value: ProductValues[keyof ProductValues] | undefined): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (field === 'pricePaise') return paiseToRupees(value as number);
  if (Array.isArray(value)) return value.join('\n');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n');
  }
  return value;
}

/** Specifications compare without their order: jsonb keeps an object's keys in its own order, not the one written. */
function comparable(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) return Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return value;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));
}

/**
 * Compares a parsed row with the product of its SKU (none: a new product) and says what applying it
 * would do. Pure but for the lookups, so the dry run and the apply plan each row the same way: the
 * apply plans again against the product as it is then, which is why importing a file twice changes
 * nothing the second time.
 */
export async function planRow(parsed: ParsedRecord, existing: ProductValues | null, lookups: ImportLookups): Promise<RowPlan> {
  const errors = [...parsed.errors];
  const wanted: Partial<ProductValues> = { ...parsed.values };
  const zipImages: RowPlan['zipImages'] = [];

  let category: ResolvedCategory | null = null;
  if (parsed.category) {
    category = lookups.category(parsed.category);
    if (!category) errors.push({ column: 'category', message: `Category "${parsed.category}" does not exist` });
    else wanted.categorySlug = category.slug;
  } else if (existing) {
    category = lookups.category(existing.categorySlug);
  }
  if (category) {
    const sub = wanted.subCategory ?? existing?.subCategory ?? '';
    // Moved to another category without a sub-category column: the old one would not be in its menu.
    if (
      wanted.subCategory === undefined &&
      existing &&
      wanted.categorySlug &&
      wanted.categorySlug !== existing.categorySlug &&
      subCategoryProblem(category, sub)
    ) {
      wanted.subCategory = '';
    } else {
      const problem = subCategoryProblem(category, sub);
      if (problem) errors.push({ column: 'subCategory', message: problem });
    }
  }

  if (parsed.images) {
    const urls: string[] = [];
    for (const ref of parsed.images) {
      if (ref.kind === 'path') {
        urls.push(ref.url);
        continue;
      }
      const found = await lookups.zipImage(ref.name);
      if ('error' in found) errors.push({ column: 'images', message: found.error });
      else {
        urls.push(found.url);
        zipImages.push({ name: ref.name, url: found.url });
      }
    }
    wanted.images = [...new Set(urls)];
  }

  if (!existing) {
    for (const column of CSV_COLUMNS_TO_CREATE) {
      const missing =
        (column === 'name' && wanted.name === undefined) ||
        (column === 'category' && parsed.category === undefined) ||
        (column === 'price' && wanted.pricePaise === undefined);
      if (missing && !errors.some((e) => e.column === column))
        errors.push({ column, message: `${column} is required for a new product (SKU ${parsed.sku || '?'})` });
    }
  }

  if (wanted.hsn !== undefined) {
    const problem = await lookups.hsnProblem(wanted.hsn);
    if (problem) errors.push({ column: 'hsn', message: problem });
  } else if (!existing && category) {
    if (!category.defaultHsn) errors.push({ column: 'hsn', message: 'HSN code is required: this category has no default HSN code' });
    else wanted.hsn = category.defaultHsn;
  }

  const categorySlug = wanted.categorySlug ?? existing?.categorySlug;
  const specifications = wanted.specifications ?? existing?.specifications;
  // Typed specifications are read as a single save reads them (ADR 24): the row is refused, naming the specification.
  if (categorySlug && specifications && (wanted.specifications !== undefined || wanted.categorySlug !== undefined)) {
    const problem = specificationProblem(categorySlug, specifications);
    if (problem) errors.push({ column: 'specifications', message: problem });
  }

  if (errors.length > 0 || !parsed.sku) return { action: 'error', changes: [], errors, values: {}, zipImages: [] };

  if (!existing) {
    const values: ProductValues = {
      name: wanted.name ?? '',
      status: wanted.status ?? 'active',
      brand: wanted.brand ?? '',
      categorySlug: wanted.categorySlug ?? '',
      subCategory: wanted.subCategory ?? '',
      pricePaise: wanted.pricePaise ?? 0,
      discount: wanted.discount ?? 0,
      stock: wanted.stock ?? 0,
      lowStockThreshold: wanted.lowStockThreshold ?? null,
      hsn: wanted.hsn ?? '',
      isNew: wanted.isNew ?? false,
      isFeatured: wanted.isFeatured ?? false,
      isBestSeller: wanted.isBestSeller ?? false,
      description: wanted.description ?? '',
      features: wanted.features ?? [],
      specifications: wanted.specifications ?? {},
      images: wanted.images ?? [],
    };
    const changes = (Object.keys(shownFields) as (keyof ProductValues)[])
      .filter((field) => wanted[field] !== undefined)
      .map((field) => ({ field: shownFields[field], from: null, to: shown(field, values[field]) }));
    return { action: 'create', changes, errors: [], values, zipImages };
  }

  const changed: Partial<ProductValues> = {};
  const changes: ImportChange[] = [];
  for (const field of Object.keys(shownFields) as (keyof ProductValues)[]) {
    const value = wanted[field];
    if (value === undefined || same(value, existing[field])) continue;
    Object.assign(changed, { [field]: value });
    changes.push({ field: shownFields[field], from: shown(field, existing[field]), to: shown(field, value) });
  }
  if (changes.length === 0) return { action: 'unchanged', changes: [], errors: [], values: {}, zipImages: [] };
  return { action: 'update', changes, errors: [], values: changed, zipImages: zipImages.filter((z) => changed.images?.includes(z.url)) };
}
