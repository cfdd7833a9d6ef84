import { describe, expect, it } from 'vitest';
import { renderProductArt } from '../../../modules/media/product-art.js';
import { seedProducts } from './all-products.js';
import { seedCategories } from './categories.js';

const SLUGS = ['lighting', 'switches', 'wiring', 'fans', 'appliances', 'automation', 'plugs', 'protection', 'tools', 'accessories'];

function itemPaths(slug: string): string[] {
  const category = seedCategories.find((c) => c.slug === slug);
  return category ? category.submenuGroups.flatMap((g) => g.items.map((i) => i.path)) : [];
}

describe('seed categories', () => {
  it('are the ten strip categories in order', () => {
    expect(seedCategories.map((c) => c.slug)).toEqual(SLUGS);
    expect(seedCategories.map((c) => c.name)).toEqual([
      'Lighting',
      'Switches',
      'Wiring',
      'Fans',
      'Appliances',
      'Automation',
      'Plugs',
      'Protection',
      'Tools',
      'Accessories',
    ]);
  });

  it('have well-formed, unique item paths under their own slug', () => {
    for (const c of seedCategories) {
      expect(c.submenuGroups.length, c.slug).toBeGreaterThanOrEqual(2);
      for (const g of c.submenuGroups) expect(g.items.length, `${c.slug} ${g.title}`).toBeGreaterThanOrEqual(2);
      const paths = itemPaths(c.slug);
      expect(new Set(paths).size, c.slug).toBe(paths.length);
      for (const p of paths) expect(p).toMatch(new RegExp(`^${c.slug}/[a-z0-9]+(-[a-z0-9]+)*$`));
      expect(renderProductArt(c.art, 1), c.slug).not.toBeNull();
    }
  });
});

describe('seed products', () => {
  it('are plentiful and spread over every category', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(80);
    for (const slug of SLUGS) expect(seedProducts.filter((p) => p.category === slug).length, slug).toBeGreaterThanOrEqual(5);
  });

  it('have unique ids, and the spec’s sample products 1–4 carry its stock figures', () => {
    const ids = seedProducts.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const stockOf = (id: string): number | undefined => seedProducts.find((p) => p.id === id)?.stock;
    expect(['1', '2', '3', '4'].map(stockOf)).toEqual([50, 100, 75, 120]);
  });

  it('sit in a sub-category of their category, and every sub-menu item has products', () => {
    for (const p of seedProducts) expect(itemPaths(p.category), p.id).toContain(`${p.category}/${p.subCategory}`);
    for (const slug of SLUGS) {
      for (const path of itemPaths(slug)) {
        expect(
          seedProducts.some((p) => `${p.category}/${p.subCategory}` === path),
          path,
        ).toBe(true);
      }
    }
  });

  it('render an SVG for every gallery image', () => {
    for (const p of seedProducts) {
      expect(p.imageCount, p.id).toBeGreaterThanOrEqual(2);
      expect(p.imageCount, p.id).toBeLessThanOrEqual(4);
      for (let v = 1; v <= p.imageCount; v++) {
        const svg = renderProductArt(p.art, v);
        expect(svg, `${p.id} ${p.art}-${v}`).not.toBeNull();
        expect(svg?.startsWith('<svg')).toBe(true);
        expect(svg).toContain('</svg>');
      }
    }
  });

  it('have sane prices, discounts, ratings and specifications', () => {
    for (const p of seedProducts) {
      expect(p.price, p.id).toBeGreaterThan(0);
      expect(p.discount, p.id).toBeGreaterThanOrEqual(0);
      expect(p.discount, p.id).toBeLessThanOrEqual(90);
      expect(p.rating, p.id).toBeGreaterThanOrEqual(0);
      expect(p.rating, p.id).toBeLessThanOrEqual(5);
      expect(p.specifications.Brand, p.id).toBe(p.brand);
      expect(p.specifications.Warranty, p.id).toBeTruthy();
      expect(p.features.length, p.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('include out-of-stock items and each kind of highlight, so filters and tabs have something to show', () => {
    expect(seedProducts.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(seedProducts.some((p) => p.isNew)).toBe(true);
    expect(seedProducts.some((p) => p.isFeatured)).toBe(true);
    expect(seedProducts.some((p) => p.isBestSeller)).toBe(true);
  });
});

describe('renderProductArt', () => {
  it('refuses unknown kinds and variants outside 1–4', () => {
    expect(renderProductArt('unicorn', 1)).toBeNull();
    expect(renderProductArt('constructor', 1)).toBeNull();
    expect(renderProductArt('led-bulb', 0)).toBeNull();
    expect(renderProductArt('led-bulb', 5)).toBeNull();
    expect(renderProductArt('led-bulb', 1.5)).toBeNull();
  });
});
