/**
 * GST arithmetic in integer paise and basis points (1800 = 18%). Tax is computed once per rate on the
 * taxable value at that rate (one GST line per rate, ADR 19), then shared out to the lines
 * so that an invoice line and the order's totals always add up to the paisa.
 */

/** How a supply is taxed: inside the seller's state (CGST + SGST/UTGST) or across states (IGST). */
export type SupplyKind = 'intra' | 'inter';

export interface GstSplit {
  kind: SupplyKind;
  /** The state half's name: UTGST in a union territory without a legislature. */
  stateTax: 'SGST' | 'UTGST';
}

export interface TaxableLine {
  taxablePaise: number;
  rateBp: number;
}

export interface LineTax {
  taxPaise: number;
  cgstPaise: number;
  /** SGST, or UTGST when the split says so. */
  sgstPaise: number;
  igstPaise: number;
}

export interface RateGroup extends LineTax {
  rateBp: number;
  taxablePaise: number;
}

export interface GstBreakdown {
  lines: LineTax[];
  /** One per rate, highest rate first. */
  groups: RateGroup[];
  taxPaise: number;
}

/** amount × bp / divisor, rounded half up, in exact integer steps (no binary fraction of 0.18). */
function roundedShare(paise: number, bp: number, divisor: number): number {
  return Math.floor((paise * bp + divisor / 2) / divisor);
}

/** The GST at one rate on one taxable value, rounded to the paisa once. */
export function gstAtRate(taxablePaise: number, rateBp: number): number {
  return roundedShare(taxablePaise, rateBp, 10_000);
}

/** Splits `total` over `weights` in proportion, largest remainder first: the parts sum to `total` exactly. */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const big = weights.map((w) => BigInt(total) * BigInt(w));
  const parts = big.map((b) => Number(b / BigInt(sum)));
  const rest = total - parts.reduce((a, p) => a + p, 0);
  const order = big.map((b, i) => ({ i, remainder: Number(b % BigInt(sum)) })).sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (let k = 0; k < rest; k += 1) parts[order[k]!.i]! += 1;
  return parts;
}

function splitTax(taxablePaise: number, rateBp: number, split: GstSplit | null): LineTax {
  const taxPaise = gstAtRate(taxablePaise, rateBp);
  if (split === null) return { taxPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  if (split.kind === 'inter') return { taxPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  // Each half the rate: CGST is half the rate on the value, rounded; SGST/UTGST the rest of the rate's tax.
  const cgstPaise = roundedShare(taxablePaise, rateBp, 20_000);
  return { taxPaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

/**
 * The tax of a cart or order. `split` null (delivery state not chosen yet) gives the totals only.
 * For lines that all carry 18% the tax is exactly 18% of the subtotal, rounded to the paisa (spec §9).
 */
export function computeGst(lines: TaxableLine[], split: GstSplit | null): GstBreakdown {
  const rates = [...new Set(lines.map((l) => l.rateBp))].sort((a, b) => b - a);
  const lineTaxes: LineTax[] = lines.map(() => ({ taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }));
  const groups = rates.map((rateBp): RateGroup => {
    const members = lines.flatMap((l, i) => (l.rateBp === rateBp ? [i] : []));
    const weights = members.map((i) => lines[i]!.taxablePaise);
    const taxablePaise = weights.reduce((a, w) => a + w, 0);
    const group = { rateBp, taxablePaise, ...splitTax(taxablePaise, rateBp, split) };
    for (const key of ['taxPaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const) {
      allocate(group[key], weights).forEach((part, k) => {
        lineTaxes[members[k]!]![key] = part;
      });
    }
    return group;
  });
  return { lines: lineTaxes, groups, taxPaise: groups.reduce((a, g) => a + g.taxPaise, 0) };
}

/** Where the goods go decides the split: the seller's own state is intra-state. */
export function gstSplitFor(sellerState: string, placeOfSupply: string, isUtgstTerritory: (state: string) => boolean): GstSplit {
  if (sellerState !== placeOfSupply) return { kind: 'inter', stateTax: 'SGST' };
  return { kind: 'intra', stateTax: isUtgstTerritory(placeOfSupply) ? 'UTGST' : 'SGST' };
}

/** 1800 → "18%", 25 → "0.25%". */
export function formatRate(rateBp: number): string {
  return `${rateBp / 100}%`;
}
