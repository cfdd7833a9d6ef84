import type { AdminProduct } from '../../../shared/admin/admin-products.schema';
import type { ProductStatus } from '../../../shared/catalog/product-status';
import { numberOrUndefined } from '../../../web/form-errors';

/** Repeated rows carry a stable id so React keeps focus and typed text in the right row after a removal. */
export interface FeatureRow {
  rowId: number;
  text: string;
}

export interface SpecificationRow {
  rowId: number;
  key: string;
  value: string;
}

/** The product form's state: numbers as typed text, so a half-typed "12." is not rewritten under the cursor. */
export interface ProductFormValues {
  name: string;
  brand: string;
  description: string;
  category: string;
  subCategory: string;
  price: string;
  /** Blank: the category's default HSN code (new product) or the current one. */
  hsn: string;
  discount: string;
  stock: string;
  features: FeatureRow[];
  specifications: SpecificationRow[];
  images: string[];
  isNew: boolean;
  isFeatured: boolean;
  isBestSeller: boolean;
  /** Blank on a new product: the server gives `WS-<ID>`. */
  sku: string;
  status: ProductStatus;
  /** Blank: the shop's default threshold. */
  lowStockThreshold: string;
}

let lastRowId = 0;
export function nextRowId(): number {
  lastRowId += 1;
  return lastRowId;
}

export function emptyProductValues(): ProductFormValues {
  return {
    name: '',
    brand: '',
    description: '',
    category: '',
    subCategory: '',
    price: '',
    hsn: '',
    discount: '0',
    stock: '0',
    features: [],
    specifications: [],
    images: [],
    isNew: false,
    isFeatured: false,
    isBestSeller: false,
    sku: '',
    status: 'active',
    lowStockThreshold: '',
  };
}

export function valuesFromProduct(product: AdminProduct): ProductFormValues {
  // Older products may list only imageUrl; the form treats images[0] as the main image either way.
  const images = product.images.length > 0 ? product.images : product.imageUrl ? [product.imageUrl] : [];
  return {
    name: product.name,
    brand: product.brand,
    description: product.description,
    category: product.category,
    subCategory: product.subCategory,
    price: String(product.price),
    hsn: product.hsn,
    discount: String(product.discount),
    stock: String(product.stock),
    features: product.features.map((text) => ({ rowId: nextRowId(), text })),
    specifications: Object.entries(product.specifications).map(([key, value]) => ({ rowId: nextRowId(), key, value })),
    images,
    isNew: product.isNew,
    isFeatured: product.isFeatured,
    isBestSeller: product.isBestSeller,
    sku: product.sku,
    status: product.status,
    lowStockThreshold: product.lowStockThreshold === null ? '' : String(product.lowStockThreshold),
  };
}

export interface ProductInputCandidate {
  body: Record<string, unknown>;
  /** Which form row each array entry came from, to put `features.2`-style errors on the right row. */
  featureRowIds: number[];
  specificationRowIds: number[];
}

/** The raw body for productInputSchema; the schema, not this function, decides what is valid. */
export function toProductInputCandidate(values: ProductFormValues): ProductInputCandidate {
  // A blank row is an unfinished thought, not an error to block saving.
  const features = values.features.filter((row) => row.text.trim() !== '');
  const specifications = values.specifications.filter((row) => row.key.trim() !== '' || row.value.trim() !== '');
  return {
    body: {
      name: values.name,
      brand: values.brand,
      description: values.description,
      category: values.category,
      subCategory: values.subCategory,
      price: numberOrUndefined(values.price),
      hsn: values.hsn.trim(),
      discount: numberOrUndefined(values.discount),
      stock: numberOrUndefined(values.stock),
      features: features.map((row) => row.text),
      specifications: specifications.map(({ key, value }) => ({ key, value })),
      images: values.images,
      isNew: values.isNew,
      isFeatured: values.isFeatured,
      isBestSeller: values.isBestSeller,
      sku: values.sku.trim(),
      status: values.status,
      lowStockThreshold: values.lowStockThreshold.trim() === '' ? null : numberOrUndefined(values.lowStockThreshold),
    },
    featureRowIds: features.map((row) => row.rowId),
    specificationRowIds: specifications.map((row) => row.rowId),
  };
}

/** Rewrites `features.1` / `specifications.0.key` error keys to `features#<rowId>` / `specifications#<rowId>.key`. */
export function errorsByRow(errors: Partial<Record<string, string>>, candidate: ProductInputCandidate): Partial<Record<string, string>> {
  const result: Partial<Record<string, string>> = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = /^(features|specifications)\.(\d+)(\..+)?$/.exec(key);
    if (!match) {
      result[key] = message;
      continue;
    }
    const ids = match[1] === 'features' ? candidate.featureRowIds : candidate.specificationRowIds;
    const rowId = ids[Number(match[2])];
    result[`${match[1]}#${rowId ?? 'x'}${match[3] ?? ''}`] = message;
  }
  return result;
}
