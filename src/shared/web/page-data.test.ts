import { describe, expect, it } from 'vitest';
import { pageDataKey } from './page-data';

describe('pageDataKey', () => {
  it('names one request the same whatever order its parameters were written in', () => {
    expect(pageDataKey('/api/products?sort=featured&page=1&pageSize=12')).toBe('/api/products?page=1&pageSize=12&sort=featured');
    expect(pageDataKey('/api/products?pageSize=12&page=1&sort=featured')).toBe('/api/products?page=1&pageSize=12&sort=featured');
    expect(pageDataKey('/api/products?q=led%20bulb')).toBe(pageDataKey('/api/products?q=led+bulb'));
  });

  it('keeps paths without a query as they are', () => {
    expect(pageDataKey('/api/categories')).toBe('/api/categories');
    expect(pageDataKey('/api/blogs?')).toBe('/api/blogs');
  });
});
