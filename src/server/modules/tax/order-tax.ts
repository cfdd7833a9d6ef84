import { computeGst, gstSplitFor, type GstSplit } from '../../../shared/tax/gst-amounts.js';
import { levisUtgst } from '../../../shared/tax/gst-states.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../plugins/error-handler.js';
import { ratesOn } from './gst-rates.service.js';

export interface LineToTax {
  name: string;
  hsn: string;
  /** Taxable value: the line's price before GST times its quantity. */
  lineTotalPaise: number;
}

export interface TaxedLine {
  hsn: string;
  gstRateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface OrderTax {
  split: GstSplit;
  lines: TaxedLine[];
  taxPaise: number;
}

/**
 * The GST of an order's lines on `day` for delivery to `placeOfSupply`: each line at the rate in force
 * for its HSN code, one rounding per rate, split by the seller's state. A line whose code has no rate
 * refuses the order (422): there is no default rate to fall back on.
 */
export async function taxOrderLines(db: Db, lines: LineToTax[], sellerState: string, placeOfSupply: string, day: string): Promise<OrderTax> {
  const rates = await ratesOn(
    db,
    lines.map((l) => l.hsn),
    day,
  );
  const rated = lines.map((line) => {
    const rate = rates.get(line.hsn);
    if (!rate) throw new HttpError(422, `${line.name} cannot be sold right now: its GST rate is not set. Please remove it from your cart or contact us.`);
    return { ...line, gstRateBp: rate.rateBp };
  });
  const split = gstSplitFor(sellerState, placeOfSupply, levisUtgst);
  const gst = computeGst(
    rated.map((l) => ({ taxablePaise: l.lineTotalPaise, rateBp: l.gstRateBp })),
    split,
  );
  return {
    split,
    taxPaise: gst.taxPaise,
    lines: rated.map((l, i) => {
      const tax = gst.lines[i]!;
      return { hsn: l.hsn, gstRateBp: l.gstRateBp, cgstPaise: tax.cgstPaise, sgstPaise: tax.sgstPaise, igstPaise: tax.igstPaise };
    }),
  };
}
