import { describe, expect, it } from 'vitest';
import { formatCount } from './indian-digits';

describe('formatCount', () => {
  it('groups as en-IN does', () => {
    for (const count of [0, 1, 12, 999, 1000, 12345, 100000, 1234567, 99999999, 123456789012, -4567]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-IN'));
    }
  });
});
