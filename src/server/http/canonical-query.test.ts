import { describe, expect, it } from 'vitest';
import { catalogCacheKey, pageCacheKey, parsedCatalogCacheKey } from './canonical-query.js';

describe('cache keys from the query a route reads', () => {
  it('drops unknown parameters and sorts the known ones', () => {
    expect(catalogCacheKey('/api/products?sort=price-asc&category=fans&utm_source=x&x=123')).toBe('/api/products?category=fans&sort=price-asc');
    expect(catalogCacheKey('/api/products?x=1')).toBe('/api/products');
    expect(catalogCacheKey('/api/products/suggest?q=fan&page=3')).toBe('/api/products/suggest?q=fan');
    expect(catalogCacheKey('/api/products/12?x=1')).toBe('/api/products/12');
    // Not a cached catalog route: its own key, untouched.
    expect(catalogCacheKey('/api/blogs?x=1')).toBe('/api/blogs?x=1');
  });

  it('keys a parsed query by the values zod made, for the names the URL carried', () => {
    expect(parsedCatalogCacheKey('/api/products?page=01&category=fans&junk=1', { page: 1, pageSize: 24, category: 'fans' })).toBe(
      '/api/products?category=fans&page=1',
    );
    expect(parsedCatalogCacheKey('/api/products?q=%20lamp%20', { q: 'lamp', page: 1, pageSize: 24 })).toBe('/api/products?q=lamp');
    expect(parsedCatalogCacheKey('/api/products?inStock=true', { inStock: true, page: 1, pageSize: 24 })).toBe(catalogCacheKey('/api/products?inStock=true'));
  });

  it('keys a page by the parameters pages read', () => {
    expect(pageCacheKey('/?x=123')).toBe('/');
    expect(pageCacheKey('/shop?page=2&category=fans&fbclid=abc')).toBe('/shop?category=fans&page=2');
  });

  it('keeps the attribute filters, brand and rating, so a filtered list or page never shares the unfiltered answer', () => {
    expect(catalogCacheKey('/api/products?category=lighting&r.wattage=5..12&utm=x&f.base=B22&brand=Havells&rating=4')).toBe(
      '/api/products?brand=Havells&category=lighting&f.base=B22&r.wattage=5..12&rating=4',
    );
    expect(catalogCacheKey('/api/products?category=lighting&f.base=B22')).not.toBe(catalogCacheKey('/api/products?category=lighting'));
    // Attribute keys are camelCase (breakingCapacity): a key that lost one would serve another list.
    expect(catalogCacheKey('/api/products?category=protection&rating=4.5&r.breakingCapacity=0..')).toBe(
      '/api/products?category=protection&r.breakingCapacity=0..&rating=4.5',
    );
    expect(pageCacheKey('/categories/lighting?f.base=B22&gclid=1')).toBe('/categories/lighting?f.base=B22');
    // Only names an attribute could have: anything else is still dropped.
    expect(catalogCacheKey('/api/products?f.=1&x.base=2&f.BASE%3Cscript=3')).toBe('/api/products');
  });
});
