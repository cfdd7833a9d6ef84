import { describe, expect, it } from 'vitest';
import { compactCount } from './compact-count';

const intlCompact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

describe('compactCount', () => {
  it('prints the blog figures as the spec shows them', () => {
    expect(compactCount(58_700)).toBe('58.7K');
    expect(compactCount(24)).toBe('24');
  });

  it("prints what Intl's compact notation prints", () => {
    for (const count of [0, 7, 999, 1000, 1049, 1050, 1250, 12_345, 58_700, 99_999, 100_000, 999_949, 999_950, 1_000_000, 2_345_678]) {
      expect(compactCount(count), String(count)).toBe(intlCompact.format(count));
    }
  });
});
