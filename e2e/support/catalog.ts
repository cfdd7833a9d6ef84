import { expect, type APIRequestContext } from '@playwright/test';
import type { Category, CategoryItem } from '../../src/shared/catalog/category.schema';
import type { Product, ProductListResponse, ProductSummary } from '../../src/shared/catalog/product.schema';
import type { SiteInfo } from '../../src/shared/site.schema';

export type { Category, CategoryItem, Product, ProductSummary, SiteInfo };

/** Query values as the storefront sends them to `/api/products`. */
export type ProductQuery = Record<string, string | number | boolean | undefined>;

function queryString(params: ProductQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return search.toString();
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** The same list the storefront asks for, so a test can compare what the page shows with the API's answer. */
export function listProducts(request: APIRequestContext, params: ProductQuery): Promise<ProductListResponse> {
  return getJson<ProductListResponse>(request, `/api/products?${queryString(params)}`);
}

export function getProduct(request: APIRequestContext, id: string): Promise<Product> {
  return getJson<Product>(request, `/api/products/${encodeURIComponent(id)}`);
}

export function getCategories(request: APIRequestContext): Promise<Category[]> {
  return getJson<Category[]>(request, '/api/categories');
}

export function getSiteInfo(request: APIRequestContext): Promise<SiteInfo> {
  return getJson<SiteInfo>(request, '/api/site');
}

export interface Suggestion {
  _id: string;
  name: string;
  category: string;
}

/** The type-ahead's answer for a query (at most 8 names). */
export function getSuggestions(request: APIRequestContext, q: string): Promise<Suggestion[]> {
  return getJson<Suggestion[]>(request, `/api/products/suggest?q=${encodeURIComponent(q)}`);
}

/** Every product of the seeded catalog by id (98 fit in one page of 100). */
export async function catalogById(request: APIRequestContext): Promise<Map<string, ProductSummary>> {
  const all = await listProducts(request, { pageSize: 100 });
  expect(all.items.length, 'the whole catalog fits in one API page').toBe(all.total);
  return new Map(all.items.map((product) => [product._id, product]));
}

/** Looks up ids shown on a page; an id the API does not know fails the test. */
export function productsFor(catalog: Map<string, ProductSummary>, ids: readonly string[]): ProductSummary[] {
  return ids.map((id) => {
    const product = catalog.get(id);
    if (!product) throw new Error(`The page shows product ${id}, which the API does not list`);
    return product;
  });
}
