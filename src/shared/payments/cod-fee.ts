import { computeGst, type GstSplit, type LineTax } from '../tax/gst-amounts.js';

export interface CodFeeTax extends LineTax {
  rateBp: number;
}

/**
 * The GST on a Cash on Delivery fee (ADR 32). The fee is charged by the seller for delivering these
 * goods, so it is part of their value of supply (CGST Act s. 15(2)(c)) and is taxed as goods, at the
 * highest rate among the order's lines: on a mixed order that never under-charges tax. It is its own
 * line on the order and the invoice, rounded once.
 */
export function codFeeTax(feePaise: number, lineRatesBp: readonly number[], split: GstSplit | null): CodFeeTax {
  const rateBp = lineRatesBp.length ? Math.max(...lineRatesBp) : 0;
  if (feePaise <= 0) return { rateBp, taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  const tax = computeGst([{ taxablePaise: feePaise, rateBp }], split).lines[0] ?? { taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  return { rateBp, ...tax };
}
