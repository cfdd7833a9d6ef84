import { isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { canonicalFilterEntries, type AttributeFilters } from '../../../shared/catalog/attribute-filters.js';
import { attributesOf, categoryAttributes, type AttributeDeclaration } from '../../../shared/catalog/attributes/attribute-declarations.js';
import type { TypedSpecs } from '../../../shared/catalog/attributes/typed-specs.js';
import type { ProductFacet } from '../../../shared/catalog/product-facets.schema.js';
import type { ProductListResponse } from '../../../shared/catalog/product.schema.js';
import { products } from '../../db/schema/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bucketsOf } from './product-facets.js';

let t: TestApp;
interface Row {
  id: string;
  category: string;
  brand: string;
  rating: number;
  typedSpecs: TypedSpecs | null;
}
let rows: Row[];

beforeAll(async () => {
  t = await createTestApp();
  rows = await t.database.db
    .select({ id: products.id, category: products.categorySlug, brand: products.brand, rating: products.rating, typedSpecs: products.typedSpecs })
    .from(products)
    .where(isNull(products.deletedAt));
});
afterAll(async () => {
  await t?.close();
});

async function list(query: string): Promise<ProductListResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductListResponse>();
}

const facet = (facets: ProductFacet[], key: string) => facets.find((f) => f.key === key);

describe('attribute filters', () => {
  it('filters a category by value and range, and keeps the list fields', async () => {
    const answer = await list('?category=lighting&f.base=B22&r.wattage=5..12&pageSize=50');
    expect(answer.items.map((p) => p._id).sort()).toEqual(
      rows
        .filter((r) => r.category === 'lighting' && r.typedSpecs?.base === 'B22' && Number(r.typedSpecs.wattage) >= 5 && Number(r.typedSpecs.wattage) <= 12)
        .map((r) => r.id)
        .sort(),
    );
    expect(answer.total).toBe(answer.items.length);
    expect(answer.total).toBeGreaterThan(0);
    expect(Object.keys(answer)).toEqual(['items', 'total', 'page', 'pageSize', 'facets']);
  });

  it('answers facets: brand, rating and the category attributes in their declared order, with units and extents', async () => {
    const { facets } = await list('?category=lighting');
    expect(facets.map((f) => f.key)).toEqual(['brand', 'rating', 'wattage', 'lumens', 'cct', 'base', 'ip']);
    const wattage = facet(facets, 'wattage');
    expect(wattage).toMatchObject({ kind: 'number', unit: 'W', min: 6, max: 50, selected: null });
    expect(facet(facets, 'base')).toEqual({ key: 'base', label: 'Base', kind: 'enum', values: [{ value: 'B22', label: 'B22', count: 3, selected: false }] });
  });

  it('counts a value given the other filters, not its own, and shows dead ends as zero', async () => {
    const { facets, total } = await list('?category=lighting&brand=Philips&f.ip=IP65');
    const brands = facet(facets, 'brand');
    // Brand counts ignore the brand selection: every brand with an IP65 light is counted.
    const ip65 = rows.filter((r) => r.category === 'lighting' && r.typedSpecs?.ip === 'IP65');
    expect(brands?.kind === 'brand' && brands.values.filter((v) => v.count > 0).map((v) => [v.value, v.count])).toEqual(
      [...new Set(ip65.map((r) => r.brand))].sort().map((b) => [b, ip65.filter((r) => r.brand === b).length]),
    );
    // Lighting brands without an IP65 light are listed at zero, to be shown disabled.
    expect(brands?.kind === 'brand' && brands.values.some((v) => v.count === 0)).toBe(true);
    expect(total).toBe(ip65.filter((r) => r.brand === 'Philips').length);
  });

  it('refuses unknown or mistyped filters with 400 naming them', async () => {
    for (const [query, message] of [
      ['?category=lighting&f.colour=red', 'f.colour is not a filter of lighting'],
      ['?category=lighting&r.base=1..2', 'r.base: base is not a number; use f.base'],
      ['?category=lighting&f.wattage=9', 'f.wattage: wattage is a number; use r.wattage=min..max'],
      ['?category=lighting&r.wattage=12..5', 'r.wattage must not start above its end'],
      ['?category=lighting&r.wattage=ten', 'r.wattage must be a range such as 5..12, 5.. or ..12'],
      ['?category=plugs&f.safetyShutter=maybe', 'f.safetyShutter must be true or false'],
    ]) {
      const res = await t.app.inject(`/api/products${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect((await t.app.inject('/api/products?rating=7')).statusCode).toBe(400);
  });

  it("accepts any category's attribute on /shop, and yes/no filters", async () => {
    const shop = await list('?r.sweep=1000..&pageSize=50');
    expect(shop.items.every((p) => p.category === 'fans')).toBe(true);
    expect(shop.total).toBe(rows.filter((r) => Number(r.typedSpecs?.sweep) >= 1000).length);
    expect(shop.facets.map((f) => f.key)).toEqual(['brand', 'rating']);
    const shuttered = await list('?category=plugs&f.safetyShutter=true');
    expect(shuttered.total).toBe(rows.filter((r) => r.typedSpecs?.safetyShutter === true).length);
  });

  it('the same filters in another order are one cached answer', async () => {
    const first = await t.app.inject('/api/products?category=fans&f.x=&r.sweep=100..1300&brand=Havells,Crompton');
    expect(first.statusCode, first.body).toBe(400);
    const loads = vi.spyOn(t.app.catalogIndex, 'list');
    const a = await t.app.inject('/api/products?category=fans&r.sweep=100..1300&brand=Havells,Crompton');
    const b = await t.app.inject('/api/products?brand=Crompton&brand=Havells&r.sweep=100.0..1300&category=fans&page=1');
    expect(b.body).toBe(a.body);
    // One load for both spellings.
    expect(loads).toHaveBeenCalledTimes(1);
    loads.mockRestore();
    expect(t.app.catalogCache.peek('/api/products?category=fans&page=1&pageSize=24&brand=Crompton%2CHavells&r.sweep=100..1300')).toBeDefined();
  });
});

/** Brute force over the rows: does a product pass every filter but `except`? */
function passes(row: Row, filters: AttributeFilters, except: string | null): boolean {
  if (except !== 'brand' && filters.brands.length > 0 && !filters.brands.includes(row.brand)) return false;
  if (except !== 'rating' && filters.minRating !== undefined && row.rating < filters.minRating) return false;
  for (const [key, values] of Object.entries(filters.values)) if (key !== except && !values.includes(String(row.typedSpecs?.[key]))) return false;
  for (const [key, range] of Object.entries(filters.ranges)) {
    if (key === except) continue;
    const v = row.typedSpecs?.[key];
    if (typeof v !== 'number' || (range.min !== undefined && v < range.min) || (range.max !== undefined && v > range.max)) return false;
  }
  return true;
}

function expectedCount(inCategory: Row[], filters: AttributeFilters, facetKey: string, value: string, attribute?: AttributeDeclaration): number {
  return inCategory.filter((r) => {
    if (!passes(r, filters, facetKey)) return false;
    if (facetKey === 'brand') return r.brand === value;
    if (facetKey === 'rating') return r.rating >= Number(value);
    if (attribute?.kind === 'number') {
      const bucket = bucketsOf(attribute)[Number(value)];
      const v = r.typedSpecs?.[facetKey];
      return bucket !== undefined && typeof v === 'number' && v >= bucket.from && (bucket.to === null || v <= bucket.to);
    }
    return String(r.typedSpecs?.[facetKey]) === value;
  }).length;
}

describe('facet counts (property)', () => {
  const categories = Object.keys(categoryAttributes);
  const filterSets = fc.constantFrom(...categories).chain((category) => {
    const attributes = attributesOf(category).filter((a) => a.filter);
    const inCategory = () => rows.filter((r) => r.category === category);
    const valueOf = (a: AttributeDeclaration) =>
      a.kind === 'bool'
        ? fc.constantFrom('true', 'false')
        : fc.constantFrom(...new Set([...inCategory().map((r) => String(r.typedSpecs?.[a.key] ?? 'none')), 'nothing-has-this']));
    return fc.record({
      category: fc.constant(category),
      brands: fc.subarray([...new Set(inCategory().map((r) => r.brand))], { maxLength: 2 }),
      minRating: fc.option(fc.constantFrom(1, 3, 4, 4.5), { nil: undefined }),
      picks: fc
        .subarray(attributes, { maxLength: Math.min(3, attributes.length) })
        .chain((picked) =>
          fc.tuple(
            ...picked.map((a) =>
              a.kind === 'number'
                ? fc.tuple(
                    fc.constant(a),
                    fc.option(fc.constantFrom(...a.buckets), { nil: undefined }),
                    fc.option(fc.constantFrom(...a.buckets.map((b) => b * 2 + 1)), { nil: undefined }),
                  )
                : fc.tuple(fc.constant(a), fc.uniqueArray(valueOf(a), { minLength: 1, maxLength: 2 })),
            ),
          ),
        ),
    });
  });

  it('equal brute-force counts on the seed over random filter sets', async () => {
    await fc.assert(
      fc.asyncProperty(filterSets, async ({ category, brands, minRating, picks }) => {
        const filters: AttributeFilters = { values: {}, ranges: {}, brands: [...brands].sort(), ...(minRating === undefined ? {} : { minRating }) };
        for (const pick of picks) {
          const [a, x, y] = pick as [AttributeDeclaration, unknown, unknown];
          if (a.kind === 'number') {
            const [min, max] = [x as number | undefined, y as number | undefined];
            if (min === undefined && max === undefined) continue;
            filters.ranges[a.key] =
              min !== undefined && max !== undefined && min > max
                ? { min: max, max: min }
                : { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
          } else filters.values[a.key] = [...(x as string[])].sort();
        }
        const query = new URLSearchParams([['category', category], ['pageSize', '100'], ...canonicalFilterEntries(filters)]);
        const answer = await list(`?${query.toString()}`);
        const inCategory = rows.filter((r) => r.category === category);
        expect(answer.total).toBe(inCategory.filter((r) => passes(r, filters, null)).length);
        for (const f of answer.facets) {
          const attribute = attributesOf(category).find((a) => a.key === f.key);
          if (f.kind === 'number') {
            f.buckets.forEach((bucket) => {
              const index = attribute?.kind === 'number' ? bucketsOf(attribute).findIndex((b) => b.from === bucket.from) : -1;
              expect(bucket.count, `${f.key} ${bucket.from}`).toBe(expectedCount(inCategory, filters, f.key, String(index), attribute));
            });
            const present = inCategory
              .filter((r) => passes(r, filters, f.key))
              .map((r) => r.typedSpecs?.[f.key])
              .filter((v): v is number => typeof v === 'number');
            expect(f.min).toBe(present.length ? Math.min(...present) : null);
            expect(f.max).toBe(present.length ? Math.max(...present) : null);
          } else {
            for (const v of f.values) expect(v.count, `${f.key}=${v.value}`).toBe(expectedCount(inCategory, filters, f.key, v.value, attribute));
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
