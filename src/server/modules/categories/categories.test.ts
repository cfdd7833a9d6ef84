import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../../shared/catalog/category.schema.js';
import type { ProductListResponse } from '../../../shared/catalog/product.schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/categories', () => {
  it('returns the ten categories of spec §3 in order, with their sub-menu groups', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const categories = res.json<Category[]>();
    expect(categories.map((c) => c.category)).toEqual([
      'lighting',
      'switches',
      'wiring',
      'fans',
      'appliances',
      'automation',
      'plugs',
      'protection',
      'tools',
      'accessories',
    ]);
    const groupTitles = Object.fromEntries(categories.map((c) => [c.category, c.submenuGroups.map((g) => g.title)]));
    expect(groupTitles.lighting).toEqual(['Indoor', 'Outdoor', 'Smart', 'Decorative']);
    expect(groupTitles.protection).toEqual(['MCBs', 'RCCBs', 'Surge Protectors']);
    for (const category of categories) {
      expect(category.img).toMatch(/^\/media\/art\/.+\.svg$/);
      for (const item of category.submenuGroups.flatMap((g) => g.items)) expect(item.path.startsWith(`${category.category}/`)).toBe(true);
    }
  });

  it('has at least five products in every category and one in every sub-category path', async () => {
    const categories = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json<Category[]>();
    for (const category of categories) {
      const list = (await t.app.inject({ method: 'GET', url: `/api/products?category=${category.category}&pageSize=1` })).json<ProductListResponse>();
      expect(list.total, category.category).toBeGreaterThanOrEqual(5);
      for (const item of category.submenuGroups.flatMap((g) => g.items)) {
        const [cat, sub] = item.path.split('/');
        const subList = (await t.app.inject({ method: 'GET', url: `/api/products?category=${cat}&sub=${sub}&pageSize=1` })).json<ProductListResponse>();
        expect(subList.total, item.path).toBeGreaterThan(0);
      }
    }
  });
});
