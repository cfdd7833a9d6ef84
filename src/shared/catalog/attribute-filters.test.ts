import { describe, expect, it } from 'vitest';
import { canonicalFilterEntries, FilterError, parseAttributeFilters } from './attribute-filters.js';

const parse = (query: string, category?: string) => parseAttributeFilters(new URLSearchParams(query), category);

describe('attribute filters', () => {
  it('reads values, ranges, brands and rating', () => {
    expect(parse('f.base=E27,B22&r.wattage=5..12&r.cct=4000..&brand=Syska,Havells&rating=4&sort=newest', 'lighting')).toEqual({
      values: { base: ['B22', 'E27'] },
      ranges: { wattage: { min: 5, max: 12 }, cct: { min: 4000 } },
      brands: ['Havells', 'Syska'],
      minRating: 4,
    });
  });

  it('writes the same filters in any order, repeated or spaced, as the same entries', () => {
    const a = canonicalFilterEntries(parse('f.base=B22,E27&r.wattage=5..12&brand=Havells', 'lighting'));
    const b = canonicalFilterEntries(parse('brand=Havells&r.wattage=5.0..12&f.base=E27&f.base=B22,%20E27', 'lighting'));
    expect(b).toEqual(a);
    expect(a).toEqual([
      ['brand', 'Havells'],
      ['f.base', 'B22,E27'],
      ['r.wattage', '5..12'],
    ]);
  });

  it('refuses what a category does not filter on', () => {
    expect(() => parse('f.sweep=1200', 'lighting')).toThrow(FilterError);
    expect(() => parse('r.beamAngle=0..90', 'lighting')).toThrow('r.beamAngle is not a filter of lighting');
    expect(() => parse('r.sweep=..1200')).not.toThrow();
    expect(() => parse('r.sweep=..')).toThrow('r.sweep must be a range such as 5..12, 5.. or ..12');
  });
});
