import { describe, expect, it } from 'vitest';
import { evaluatePromotion, type PromotionRow } from './promotion-pricing.js';

const now = new Date('2026-11-27T10:00:00Z');
const base: PromotionRow = {
  id: 'p',
  code: 'SAVE',
  name: 'Save',
  kind: 'percent',
  value: 10,
  scope: 'order',
  categorySlugs: [],
  productIds: [],
  minOrderPaise: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  usedCount: 0,
  active: true,
  createdAt: now,
  updatedAt: now,
};
const lines = [
  { productId: 'a', categorySlug: 'lighting', lineTotalPaise: 333 },
  { productId: 'b', categorySlug: 'fans', lineTotalPaise: 333 },
  { productId: 'c', categorySlug: 'fans', lineTotalPaise: 334 },
];

describe('evaluatePromotion', () => {
  it('shares a discount over lines in whole paise, summing exactly, the same way every time', () => {
    // ₹1 off 1,000 paise: 33.3 / 33.3 / 33.4 → 33 / 33 / 33, the paisa left to the largest remainder (c).
    const outcome = evaluatePromotion({ ...base, kind: 'fixed', value: 100 }, lines, now, 0);
    expect(outcome).toMatchObject({ ok: true, discount: { discountPaise: 100, lineDiscountsPaise: [33, 33, 34] } });
    // Equal remainders: the earlier line gets the paisa.
    const even = evaluatePromotion({ ...base, kind: 'fixed', value: 1 }, lines.slice(0, 2), now, 0);
    expect(even).toMatchObject({ ok: true, discount: { lineDiscountsPaise: [1, 0] } });
  });

  it('rounds a percentage half up and caps a fixed amount at the eligible goods', () => {
    // 10% of 1,005 paise = 100.5 → 101.
    expect(evaluatePromotion(base, [{ productId: 'a', categorySlug: 'x', lineTotalPaise: 1005 }], now, 0)).toMatchObject({ discount: { discountPaise: 101 } });
    const fans = evaluatePromotion({ ...base, kind: 'fixed', value: 100_000, scope: 'categories', categorySlugs: ['fans'] }, lines, now, 0);
    expect(fans).toMatchObject({ discount: { discountPaise: 667, lineDiscountsPaise: [0, 333, 334] } });
  });

  it('says why it does not apply, in the order a shopper can act on', () => {
    const no = (p: Partial<PromotionRow>, uses = 0) => {
      const outcome = evaluatePromotion({ ...base, ...p }, lines, now, uses);
      return outcome.ok ? 'applies' : outcome.message;
    };
    expect(no({ active: false })).toBe('This code is no longer active.');
    expect(no({ startsAt: new Date('2026-12-01T00:00:00Z') })).toBe('This code starts on 1 Dec 2026.');
    expect(no({ endsAt: now })).toBe('This code expired on 27 Nov 2026.');
    expect(no({ scope: 'products', productIds: ['zzz'] })).toBe('This code does not apply to the items in your cart.');
    expect(no({ minOrderPaise: 1001 })).toBe('This code needs a minimum order of ₹10.01. Add ₹0.01 more to use it.');
    expect(no({ minOrderPaise: 1000 })).toBe('applies');
    expect(no({ usageLimit: 3, usedCount: 3 })).toBe('This code has reached its usage limit.');
    expect(no({ perCustomerLimit: 1 }, 1)).toBe('You have already used this code.');
    expect(no({ perCustomerLimit: 2 }, 1)).toBe('applies');
  });
});
