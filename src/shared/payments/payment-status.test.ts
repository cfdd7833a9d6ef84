import { describe, expect, it } from 'vitest';
import { paymentSourcesFor, paymentStatuses, paymentStatusTable, refundSourcesFor } from './payment-status.js';
import { codFeeTax } from './cod-fee.js';
import { codRefusalText, COD_LEGAL_LIMIT_PAISE, DEFAULT_COD_SETTINGS } from './cod-rules.js';

describe('the payment status table', () => {
  it('only moves forward: nothing leaves captured except a full refund, and refunded is final', () => {
    expect(paymentStatusTable.filter((m) => m.from === 'captured').map((m) => m.to)).toEqual(['refunded']);
    expect(paymentStatusTable.filter((m) => m.from === 'refunded')).toEqual([]);
    for (const move of paymentStatusTable) expect(paymentStatuses).toContain(move.to);
  });

  it('names the sources each actor may capture, fail, expire or refund from', () => {
    expect(paymentSourcesFor('captured', 'provider')).toEqual(['created', 'failed', 'expired']);
    expect(paymentSourcesFor('captured', 'shopper')).toEqual(['created', 'failed']);
    expect(paymentSourcesFor('failed', 'provider')).toEqual(['created']);
    expect(paymentSourcesFor('expired', 'system')).toEqual(['created', 'failed']);
    expect(paymentSourcesFor('expired', 'shopper')).toEqual([]);
    expect(refundSourcesFor('processed')).toEqual(['pending']);
  });
});

describe('COD rules', () => {
  it('defaults to ₹50,000 and never reaches the ₹2 lakh cash limit', () => {
    expect(DEFAULT_COD_SETTINGS).toEqual({ enabled: true, maxTotalPaise: 5_000_000, feePaise: 0 });
    expect(COD_LEGAL_LIMIT_PAISE).toBe(20_000_000);
    expect(codRefusalText('over-cap', '₹50,000.00')).toBe('Cash on Delivery is available for orders up to ₹50,000.00. Please pay online.');
  });

  it('taxes the COD fee at the highest rate of the order, split like the goods', () => {
    expect(codFeeTax(4900, [500, 1800, 1200], { kind: 'intra', stateTax: 'SGST' })).toEqual({
      rateBp: 1800,
      taxPaise: 882,
      cgstPaise: 441,
      sgstPaise: 441,
      igstPaise: 0,
    });
    expect(codFeeTax(4900, [500], { kind: 'inter', stateTax: 'SGST' })).toEqual({ rateBp: 500, taxPaise: 245, cgstPaise: 0, sgstPaise: 0, igstPaise: 245 });
    expect(codFeeTax(0, [1800], null).taxPaise).toBe(0);
  });
});
