import { formatRate, type GstSplit, type RateGroup } from './gst-amounts.js';

export interface TaxRow {
  label: string;
  paise: number;
}

/**
 * The tax rows a summary prints, one per rate (and per tax when split): "GST (18%)" before the
 * delivery state is known, then "CGST (9%)" + "SGST (9%)" inside the seller's state or "IGST (18%)".
 */
export function gstSummaryRows(groups: RateGroup[], split: GstSplit | null, unsplitLabel = 'GST'): TaxRow[] {
  if (groups.length === 0) return [{ label: `${unsplitLabel} (18%)`, paise: 0 }];
  return groups.flatMap((g): TaxRow[] => {
    if (split === null) return [{ label: `${unsplitLabel} (${formatRate(g.rateBp)})`, paise: g.taxPaise }];
    if (split.kind === 'inter') return [{ label: `IGST (${formatRate(g.rateBp)})`, paise: g.igstPaise }];
    const half = formatRate(g.rateBp / 2);
    return [
      { label: `CGST (${half})`, paise: g.cgstPaise },
      { label: `${split.stateTax} (${half})`, paise: g.sgstPaise },
    ];
  });
}
