import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAttributeFilters } from '../../../../shared/catalog/attribute-filters.js';
import { attributesOf } from '../../../../shared/catalog/attributes/attribute-declarations.js';
import { productListQuerySchema, type ProductListResponse } from '../../../../shared/catalog/product.schema.js';
import { products } from '../../../db/schema/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { listProducts } from '../products.service.js';
import { bucketCode } from './catalog-index.js';

let t: TestApp;
let categories: { category: string; subs: string[]; response: ProductListResponse }[];

beforeAll(async () => {
  t = await createTestApp();
  const tree = (await t.app.inject('/api/categories')).json<{ category: string; submenuGroups: { items: { path: string }[] }[] }[]>();
  categories = [];
  for (const c of tree) {
    const response = (await t.app.inject(`/api/products?category=${c.category}&pageSize=1`)).json<ProductListResponse>();
    categories.push({ category: c.category, subs: c.submenuGroups.flatMap((g) => g.items.map((i) => i.path.split('/')[1] ?? '')), response });
  }
});
afterAll(async () => {
  await t?.close();
});

/** A list URL's parameters as a shopper's clicks make them: scope, sort, page, price, flags and facet filters. */
const listParams = fc
  .record({
    scope: fc.nat(),
    sub: fc.option(fc.nat(), { nil: undefined }),
    sort: fc.constantFrom(undefined, 'price-low', 'price-high', 'newest', 'featured'),
    page: fc.constantFrom(1, 1, 2, 3),
    pageSize: fc.constantFrom(5, 24),
    price: fc.option(fc.tuple(fc.constantFrom(0, 100, 500, 2000), fc.constantFrom(300, 1000, 5000, 100000)), { nil: undefined }),
    inStock: fc.constantFrom(undefined, 'true', 'false'),
    onSale: fc.constantFrom(undefined, 'true'),
    featured: fc.constantFrom(undefined, 'true'),
    facetPicks: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { maxLength: 3 }),
    rating: fc.constantFrom(undefined, '3', '4', '4.5'),
  })
  .map((r) => {
    const params = new URLSearchParams();
    const scope = r.scope % (categories.length + 1);
    const c = categories[scope];
    if (c) {
      params.set('category', c.category);
      if (r.sub !== undefined && c.subs.length > 0) params.set('sub', c.subs[r.sub % c.subs.length] ?? '');
      for (const [f, a, b] of r.facetPicks) {
        const facet = c.response.facets[f % c.response.facets.length];
        if (!facet || facet.kind === 'rating') continue;
        if (facet.kind === 'number') {
          const bucket = facet.buckets[a % Math.max(1, facet.buckets.length)];
          if (bucket) params.set(`r.${facet.key}`, `${bucket.from}..${bucket.to ?? ''}`);
        } else {
          const values = facet.values.map((v) => v.value);
          if (values.length > 0)
            params.set(facet.kind === 'brand' ? 'brand' : `f.${facet.key}`, [...new Set([values[a % values.length], values[b % values.length]])].join(','));
        }
      }
    }
    if (!c) {
      // The whole shop filters by brand (and rating) only: brands of any category.
      for (const [f, a] of r.facetPicks.slice(0, 1)) {
        const brands = categories[f % categories.length]?.response.facets.find((facet) => facet.kind === 'brand');
        const values = brands && 'values' in brands ? brands.values.map((v) => v.value) : [];
        if (values.length > 0) params.set('brand', values[a % values.length] ?? '');
      }
    }
    if (r.sort) params.set('sort', r.sort);
    params.set('page', String(r.page));
    params.set('pageSize', String(r.pageSize));
    if (r.price) {
      params.set('minPrice', String(Math.min(...r.price)));
      params.set('maxPrice', String(Math.max(...r.price)));
    }
    if (r.inStock) params.set('inStock', r.inStock);
    if (r.onSale) params.set('onSale', r.onSale);
    if (r.featured) params.set('featured', r.featured);
    if (r.rating) params.set('rating', r.rating);
    return params;
  });

describe('the catalog index (ADR 36)', () => {
  const answersAsSqlDoes = (numRuns: number) =>
    fc.assert(
      fc.asyncProperty(listParams, async (params) => {
        const query = productListQuerySchema.parse(Object.fromEntries(params));
        const filters = parseAttributeFilters(params, query.category);
        const fromSql = await listProducts(t.database.db, query, filters);
        const fromIndex = t.app.catalogIndex.list(query, filters);
        expect(fromIndex, params.toString()).toEqual(fromSql);
      }),
      { numRuns },
    );

  it('answers every list exactly as the SQL of products.service.ts does: page, order, total and facets', async () => {
    await answersAsSqlDoes(120);
  });

  it('still answers as SQL does after products change in place, move category, sell out and leave the catalog', async () => {
    const rows = await t.database.db.select({ id: products.id, stock: products.stock, category: products.categorySlug }).from(products).orderBy(products.id);
    const pick = (n: number) => rows[(n * 7) % rows.length] as (typeof rows)[number];
    const changed: string[] = [];
    const change = async (id: string, values: Partial<typeof products.$inferInsert>) => {
      await t.database.db.update(products).set(values).where(eq(products.id, id));
      changed.push(id);
    };
    for (let n = 0; n < 4; n += 1) await change(pick(n).id, { stock: pick(n).stock > 0 ? 0 : 9 });
    await change(pick(4).id, { discount: 35, pricePaise: 123_400 });
    await change(pick(5).id, { brand: 'Anchor', rating: 1.5 });
    const mover = pick(6);
    const elsewhere = categories.find((c) => c.category !== mover.category)?.category ?? mover.category;
    await change(mover.id, { categorySlug: elsewhere, subCategory: '' });
    await change(pick(7).id, { status: 'archived' });
    await change(pick(8).id, { deletedAt: new Date() });
    await t.app.productsChanged(changed);
    await answersAsSqlDoes(80);
    // Every page of /shop by rating, which the joint tallies answer: the product rated 1.5 is on none.
    for (let page = 1; page <= 5; page += 1) {
      const params = new URLSearchParams({ rating: '2', sort: 'price-low', page: String(page), pageSize: '24' });
      const query = productListQuerySchema.parse(Object.fromEntries(params));
      const filters = parseAttributeFilters(params, undefined);
      expect(t.app.catalogIndex.list(query, filters), params.toString()).toEqual(await listProducts(t.database.db, query, filters));
    }
  });

  it('counts a value on a bucket edge in both buckets, as a range filter on either would find it', () => {
    const edges = Float64Array.from([0, 5, 10]);
    expect(bucketCode(edges, NaN)).toBe(0);
    expect(bucketCode(edges, -1)).toBe(1);
    expect(bucketCode(edges, 0)).toBe(2);
    expect(bucketCode(edges, 3)).toBe(2);
    expect(bucketCode(edges, 5)).toBe(5); // bucket 1, on its lower edge: bucket 0 too
    expect(bucketCode(edges, 7)).toBe(4);
    expect(bucketCode(edges, 10)).toBe(7);
    expect(bucketCode(edges, 99)).toBe(6);
  });

  it('keeps a filter set’s counts for every sort and page, and drops them when a product changes', async () => {
    const sweep = attributesOf('fans').find((a) => a.key === 'sweep');
    expect(sweep).toBeDefined();
    const url = '/api/products?category=fans&r.sweep=1000..';
    const first = (await t.app.inject(`${url}&sort=price-low`)).json<ProductListResponse>();
    const second = (await t.app.inject(`${url}&sort=newest&page=2&pageSize=2`)).json<ProductListResponse>();
    expect(second.total).toBe(first.total);
    expect(second.facets).toEqual(first.facets);
    const moved = first.items[0]?._id ?? '';
    await t.database.db
      .update(products)
      .set({ typedSpecs: sql`${products.typedSpecs} || '{"sweep": 400}'::jsonb` })
      .where(eq(products.id, moved));
    await t.app.productsChanged([moved]);
    const third = (await t.app.inject(`${url}&sort=price-high&page=2&pageSize=3`)).json<ProductListResponse>();
    expect(third.total).toBe(first.total - 1);
  });
});
