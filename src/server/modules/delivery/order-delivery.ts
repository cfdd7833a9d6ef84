import type { GstSplit } from '../../../shared/tax/gst-amounts.js';
import { shippingTax } from '../../../shared/delivery/shipping-tax.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../plugins/error-handler.js';
import { quoteDelivery, UnknownPincodeError, type QuoteInPaise } from './delivery-quote.service.js';

/** The delivery an order is placed with: refused where couriers cannot go (ADR 49). */
export async function deliveryForOrder(db: Db, pincode: string, goodsSubtotalPaise: number, now?: Date): Promise<QuoteInPaise> {
  let answer: QuoteInPaise;
  try {
    answer = await quoteDelivery(db, pincode, goodsSubtotalPaise, now);
  } catch (error) {
    if (error instanceof UnknownPincodeError) throw new HttpError(400, error.message);
    throw error;
  }
  if (!answer.quote.deliverable) throw new HttpError(422, answer.quote.reason ?? 'We cannot deliver to this pincode yet.');
  return answer;
}

/** The order's shipping columns: the fee before GST and its GST, taxed as the COD fee is. */
export function shippingColumns(feePaise: number, lineRatesBp: readonly number[], split: GstSplit | null) {
  const tax = shippingTax(feePaise, lineRatesBp, split);
  return {
    shippingPaise: feePaise,
    shippingGstRateBp: feePaise > 0 ? tax.rateBp : 0,
    shippingCgstPaise: tax.cgstPaise,
    shippingSgstPaise: tax.sgstPaise,
    shippingIgstPaise: tax.igstPaise,
    shippingTaxPaise: tax.taxPaise,
  };
}
