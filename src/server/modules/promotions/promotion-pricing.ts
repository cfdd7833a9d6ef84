import { allocate } from '../../../shared/tax/gst-amounts.js';
import { formatRupees, paiseToRupees } from '../../../shared/money.js';
import type { promotions } from '../../db/schema/promotions.js';

export type PromotionRow = typeof promotions.$inferSelect;

/** A cart or order line as promotions see it: goods before GST, in paise. */
export interface LineToDiscount {
  productId: string;
  /** The main product of its variant group, when it is a variant (ADR 65): a promotion on that product covers its variants. */
  mainProductId?: string | null;
  categorySlug: string;
  lineTotalPaise: number;
}

export interface Discount {
  promotion: PromotionRow;
  discountPaise: number;
  /** One share per line, in the lines' order, summing to discountPaise exactly. */
  lineDiscountsPaise: number[];
}

export type DiscountOutcome = { ok: true; discount: Discount } | { ok: false; message: string };

const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "Coupon DIWALI10" for a code, the discount's own name for an automatic one. */
export function discountLabel(promotion: Pick<PromotionRow, 'code' | 'name'>): string {
  return promotion.code ? `Coupon ${promotion.code}` : promotion.name;
}

function eligible(promotion: PromotionRow, line: LineToDiscount): boolean {
  if (promotion.scope === 'categories') return promotion.categorySlugs.includes(line.categorySlug);
  if (promotion.scope === 'products')
    return promotion.productIds.includes(line.productId) || (!!line.mainProductId && promotion.productIds.includes(line.mainProductId));
  return true;
}

/**
 * What one promotion takes off these lines, or why it does not apply, checked in the order a shopper
 * can act on: dates, the items, the minimum (the whole cart's goods before GST), then the limits.
 * `customerUses` is the shopper's standing uses of it (0 for a visitor). The discount is shared over
 * the eligible lines in proportion to their value, in whole paise, largest remainder first and ties
 * to the earlier line (the lines come in product order): the same cart always splits the same way.
 */
export function evaluatePromotion(promotion: PromotionRow, lines: readonly LineToDiscount[], now: Date, customerUses: number): DiscountOutcome {
  if (!promotion.active) return { ok: false, message: 'This code is no longer active.' };
  if (promotion.startsAt && now < promotion.startsAt) return { ok: false, message: `This code starts on ${shortDate.format(promotion.startsAt)}.` };
  if (promotion.endsAt && now >= promotion.endsAt) return { ok: false, message: `This code expired on ${shortDate.format(promotion.endsAt)}.` };
  const weights = lines.map((line) => (eligible(promotion, line) ? line.lineTotalPaise : 0));
  const eligiblePaise = weights.reduce((a, w) => a + w, 0);
  if (eligiblePaise === 0) return { ok: false, message: 'This code does not apply to the items in your cart.' };
  const subtotal = lines.reduce((a, l) => a + l.lineTotalPaise, 0);
  if (subtotal < promotion.minOrderPaise) {
    const short = formatRupees(paiseToRupees(promotion.minOrderPaise - subtotal));
    return { ok: false, message: `This code needs a minimum order of ${formatRupees(paiseToRupees(promotion.minOrderPaise))}. Add ${short} more to use it.` };
  }
  if (promotion.usageLimit !== null && promotion.usedCount >= promotion.usageLimit) return { ok: false, message: 'This code has reached its usage limit.' };
  if (promotion.perCustomerLimit !== null && customerUses >= promotion.perCustomerLimit)
    return {
      ok: false,
      message: promotion.perCustomerLimit === 1 ? 'You have already used this code.' : `You have already used this code ${customerUses} times, its limit.`,
    };
  const discountPaise = promotion.kind === 'percent' ? Math.floor((eligiblePaise * promotion.value + 50) / 100) : Math.min(promotion.value, eligiblePaise);
  return { ok: true, discount: { promotion, discountPaise, lineDiscountsPaise: allocate(discountPaise, weights) } };
}
