/**
 * Cash on Delivery rules (ADR 32). Section 269ST of the Income-tax Act forbids receiving ₹2,00,000 or
 * more in cash in one transaction: no setting can allow a COD order at or above it.
 */
export const COD_LEGAL_LIMIT_PAISE = 2_00_000_00;
export const DEFAULT_COD_MAX_TOTAL_PAISE = 50_000_00;

export interface CodSettings {
  enabled: boolean;
  /** The largest order total (fee included) payable in cash, in paise; always below COD_LEGAL_LIMIT_PAISE. */
  maxTotalPaise: number;
  /** Charged on COD orders as its own line, before GST; 0 for none. */
  feePaise: number;
}

export const DEFAULT_COD_SETTINGS: CodSettings = { enabled: true, maxTotalPaise: DEFAULT_COD_MAX_TOTAL_PAISE, feePaise: 0 };

export type CodRefusal = 'disabled' | 'over-cap' | 'legal-limit' | 'pincode';

export interface CodDecision {
  available: boolean;
  refusal: CodRefusal | null;
  /** What checkout says when COD is unavailable; null when it is available. */
  reason: string | null;
}

/** The shopper's words for each refusal; `limitRupees` is the cap as printed (₹50,000.00). */
export function codRefusalText(refusal: CodRefusal, limitText: string): string {
  switch (refusal) {
    case 'disabled':
      return 'Cash on Delivery is not offered at the moment. Please pay online.';
    case 'over-cap':
      return `Cash on Delivery is available for orders up to ${limitText}. Please pay online.`;
    case 'legal-limit':
      return 'Orders of ₹2,00,000 or more cannot be paid in cash. Please pay online.';
    case 'pincode':
      return 'Cash on Delivery is not available for this pincode. Please pay online.';
  }
}
