import { describe, expect, it } from 'vitest';
import { typedSpecsOf } from '../../../../shared/catalog/attributes/typed-specs.js';
import { generateProducts, randomGenerator } from '../generated-products.js';
import { seedProducts } from './all-products.js';

describe('typed values of the catalogs', () => {
  it('reads the spec sample bulb', () => {
    const bulb = seedProducts.find((p) => p.id === '1');
    expect(bulb && typedSpecsOf(bulb.category, bulb.specifications).values).toEqual({ wattage: 9, lumens: 900, cct: 6500, base: 'B22' });
  });

  it('reads every numeric attribute of the hand-written catalog', () => {
    const problems = seedProducts.flatMap((p) => typedSpecsOf(p.category, p.specifications).unparsed.map((u) => `${p.id} ${u.specKey}: ${u.written}`));
    expect(problems).toEqual([]);
  });

  it('gives generated products typed values of their own', () => {
    const generated = generateProducts(seedProducts, 500, 0, randomGenerator(7));
    const typed = generated.map((p) => typedSpecsOf(p.category, p.specifications));
    expect(typed.flatMap((t) => t.unparsed)).toEqual([]);
    const wattages = new Set(generated.flatMap((p, i) => (p.category === 'lighting' ? [typed[i]?.values.wattage] : [])));
    expect(wattages.size).toBeGreaterThan(5);
  });
});
