import { describe, expect, it } from 'vitest';
import { pickRate } from './gst-rates.service.js';
import { financialYear, indianDate } from './indian-date.js';

const rows = [
  { hsnPrefix: '9405', rateBp: 1200, effectiveFrom: '2017-07-01', effectiveTo: '2025-09-21' },
  { hsnPrefix: '9405', rateBp: 1800, effectiveFrom: '2025-09-22', effectiveTo: null },
  { hsnPrefix: '940542', rateBp: 500, effectiveFrom: '2025-09-22', effectiveTo: null },
  { hsnPrefix: '8536', rateBp: 1800, effectiveFrom: '2017-07-01', effectiveTo: null },
];

describe('GST rate lookup', () => {
  it('takes the rate in force on the day: the same lamp on 21-09-2025 and on 22-09-2025', () => {
    expect(pickRate(rows, '9405', '2025-09-21')?.rateBp).toBe(1200);
    expect(pickRate(rows, '9405', '2025-09-22')?.rateBp).toBe(1800);
  });

  it('lets the longest matching prefix win', () => {
    expect(pickRate(rows, '94054200', '2025-10-01')?.rateBp).toBe(500);
    expect(pickRate(rows, '94054200', '2025-09-01')?.rateBp).toBe(1200);
    expect(pickRate(rows, '94059900', '2025-10-01')?.rateBp).toBe(1800);
  });

  it('finds nothing for a code without a rate in force, rather than a default', () => {
    expect(pickRate(rows, '8544', '2025-10-01')).toBeNull();
    expect(pickRate(rows, '9405', '2017-06-30')).toBeNull();
    expect(pickRate(rows, '', '2025-10-01')).toBeNull();
  });
});

describe('Indian dates and financial years', () => {
  it('counts the day and the year in India (UTC+5:30)', () => {
    expect(indianDate(new Date('2025-09-21T18:29:59Z'))).toBe('2025-09-21');
    expect(indianDate(new Date('2025-09-21T18:30:00Z'))).toBe('2025-09-22');
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('25-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('99-00');
  });
});
