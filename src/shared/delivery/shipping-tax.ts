import { codFeeTax, type CodFeeTax } from '../payments/cod-fee.js';
import type { GstSplit } from '../tax/gst-amounts.js';

/**
 * The GST on a shipping fee. Like the COD fee (ADR 32), delivery charged by the seller of the goods
 * is part of their value of supply (CGST Act s. 15(2)(c)): taxed as goods, at the highest rate among
 * the order's lines, as its own line rounded once — the same rule, so the same function.
 */
export function shippingTax(feePaise: number, lineRatesBp: readonly number[], split: GstSplit | null): CodFeeTax {
  return codFeeTax(feePaise, lineRatesBp, split);
}
