import { describe, expect, it } from 'vitest';
import { formatRupees, formatWholeRupees } from './money.js';

const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const intlWholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Amounts as the shop has them: paise from 0 to ₹10 crore, and a few awkward ones. */
function amounts(): number[] {
  const values = [0, 0.004, 0.005, 0.5, 1, 9.99, 99.5, 999, 1000, 1234.5, 99_999.99, 1_00_000, 12_34_567.89, 1_00_00_000, 1.005, 2.675];
  let seed = 7;
  for (let i = 0; i < 2000; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    values.push((seed % 10_00_00_000) / 100);
  }
  return [...values, ...values.slice(0, 50).map((v) => -v)];
}

describe('formatRupees', () => {
  it('groups digits the Indian way with the rupee sign and paise', () => {
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(999)).toBe('₹999.00');
    expect(formatRupees(-45)).toBe('-₹45.00');
  });

  it("prints what Intl's en-IN rupee format prints, except a minus sign on zero", () => {
    const unsignedZero = (text: string) => text.replace(/^-(₹0(\.00)?)$/, '$1');
    for (const amount of amounts()) {
      expect(formatRupees(amount), String(amount)).toBe(unsignedZero(intlRupees.format(amount)));
      expect(formatWholeRupees(amount), String(amount)).toBe(unsignedZero(intlWholeRupees.format(amount)));
    }
    expect(formatRupees(-0.004)).toBe('₹0.00');
  });
});
