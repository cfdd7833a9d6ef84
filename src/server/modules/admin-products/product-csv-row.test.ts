import { describe, expect, it } from 'vitest';
import { formulaSafe, parseCsvRecord, unFormulaSafe } from './product-csv-row.js';

describe('a CSV record read as product values', () => {
  it('reads numbers written the Indian way, words for yes and no, lists one per line, and upper-cases the SKU', () => {
    const parsed = parseCsvRecord({
      sku: ' ws-abc/12 ',
      price: '₹1,23,456.50',
      stock: ' 40 ',
      discount: '15',
      isNew: 'Yes',
      isFeatured: 'no',
      features: 'First\n\n  Second  \r\nThird',
      specifications: 'Wattage: 9 W\nColour Temperature: 6500K (Cool Daylight)',
      images: '/media/art/led-bulb-1.svg | front.jpg\nback.PNG',
      lowStockThreshold: 'default',
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.sku).toBe('WS-ABC/12');
    expect(parsed.values).toMatchObject({
      pricePaise: 12_345_650,
      stock: 40,
      discount: 15,
      isNew: true,
      isFeatured: false,
      features: ['First', 'Second', 'Third'],
      specifications: { Wattage: '9 W', 'Colour Temperature': '6500K (Cool Daylight)' },
      lowStockThreshold: null,
    });
    expect(parsed.images).toEqual([
      { kind: 'path', url: '/media/art/led-bulb-1.svg' },
      { kind: 'zip', name: 'front.jpg' },
      { kind: 'zip', name: 'back.PNG' },
    ]);
  });

  it('leaves blank cells out, so they keep the product’s values', () => {
    expect(parseCsvRecord({ sku: 'A-1', name: '', price: '  ', features: '', status: '' })).toEqual({
      sku: 'A-1',
      values: {},
      images: undefined,
      category: undefined,
      errors: [],
    });
  });

  it('names every bad column with the form’s words instead of stopping at the first', () => {
    const parsed = parseCsvRecord({
      sku: 'bad sku!',
      price: '12.345',
      stock: '-1',
      discount: '95',
      status: 'published',
      isNew: 'maybe',
      specifications: 'no colon here\nA: 1\na: 2',
      images: 'https://cdn.example/x.png\n/etc/passwd\n//evil.example/y.png',
    });
    expect(parsed.errors.map((e) => e.column)).toEqual([
      'sku',
      'status',
      'price',
      'discount',
      'stock',
      'isNew',
      'specifications',
      'specifications',
      'images',
      'images',
      'images',
    ]);
    expect(parsed.errors.find((e) => e.column === 'price')?.message).toBe('Price has at most 2 decimals');
    expect(parsed.errors.find((e) => e.column === 'discount')?.message).toBe('Discount must be 0–90');
    expect(parsed.errors.filter((e) => e.column === 'images')[0]?.message).toContain('not fetched from the web');
  });

  it('makes formula-looking text safe for spreadsheets and reads it back unchanged', () => {
    for (const text of ['=SUM(A1:A9)', '+91 98765', '-Safe', '@cmd', '\tTabbed', 'Plain', "'quoted already"]) {
      expect(unFormulaSafe(formulaSafe(text))).toBe(text);
    }
    expect(formulaSafe('=1+1')).toBe("'=1+1");
    expect(formulaSafe('Plain')).toBe('Plain');
  });
});
