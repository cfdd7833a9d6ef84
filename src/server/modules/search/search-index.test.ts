import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IndexedProduct } from './product-columns.js';
import { SearchIndex, type ListOrder } from './search-index.js';

const ORDERS: ListOrder[] = ['featured', 'price-low', 'price-high', 'newest'];

function product(i: number, price: number, rating: number, featured: boolean, bestSeller: boolean): IndexedProduct {
  return {
    id: `p${String(i).padStart(3, '0')}`,
    name: `Bulb ${i}`,
    brand: 'Havells',
    category: 'lighting',
    sub: 'bulbs',
    pricePaise: price,
    discount: 0,
    rating,
    isNew: false,
    isFeatured: featured,
    isBestSeller: bestSeller,
    createdAt: 1_700_000_000_000 + (i % 7) * 1000,
    typedSpecs: {},
    specText: '',
    bodyText: '',
  };
}

const fields = fc.record({
  price: fc.integer({ min: 100, max: 600 }),
  rating: fc.constantFrom(0, 3.5, 4, 4.5),
  featured: fc.boolean(),
  bestSeller: fc.boolean(),
});

describe('the search index’s list orders', () => {
  it('after prices, ratings and flags change in place, each order equals one worked out afresh', () => {
    fc.assert(
      fc.property(
        fc.array(fields, { minLength: 1, maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(), fields), { maxLength: 25 }),
        fc.subarray(ORDERS, { minLength: 1 }),
        (initial, changes, used) => {
          const products = initial.map((f, i) => product(i, f.price, f.rating, f.featured, f.bestSeller));
          const index = new SearchIndex(products, []);
          // Only orders already worked out are kept up to date; the others are worked out when first used.
          for (const order of used) index.placeIn(order);
          for (const [at, f] of changes) {
            const changed = products[at % products.length] as IndexedProduct;
            Object.assign(changed, { pricePaise: f.price, rating: f.rating, isFeatured: f.featured, isBestSeller: f.bestSeller });
            // A copy: the index keeps columns, not the objects it was built from.
            expect(index.patch({ ...changed })).toBe(true);
          }
          const fresh = new SearchIndex(products, []);
          for (const order of ORDERS) expect([...index.placeIn(order)]).toEqual([...fresh.placeIn(order)]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
