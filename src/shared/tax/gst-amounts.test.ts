import { describe, expect, it } from 'vitest';
import { totalsInPaise } from '../money.js';
import { allocate, computeGst, gstAtRate, gstSplitFor } from './gst-amounts.js';
import { levisUtgst } from './gst-states.js';

const intra = { kind: 'intra', stateTax: 'SGST' } as const;
const inter = { kind: 'inter', stateTax: 'SGST' } as const;

describe('GST amounts', () => {
  it('keeps the spec arithmetic: an all-18% cart pays 18% of its subtotal, rounded once', () => {
    // ₹3,899 fan: 18% of 389900 paise is 70182 paise.
    expect(computeGst([{ taxablePaise: 389_900, rateBp: 1800 }], null).taxPaise).toBe(70_182);
    for (const subtotal of [1, 25, 50, 75, 12_345, 999_999, 2_000_000_001]) {
      const lines = [
        { taxablePaise: subtotal - Math.floor(subtotal / 3), rateBp: 1800 },
        { taxablePaise: Math.floor(subtotal / 3), rateBp: 1800 },
      ];
      expect(computeGst(lines, intra).taxPaise).toBe(totalsInPaise(subtotal).tax);
      expect(totalsInPaise(subtotal).tax).toBe(Math.floor((subtotal * 18 + 50) / 100));
    }
  });

  it('gives one GST line per rate, each rounded once on the taxable value at that rate', () => {
    const result = computeGst(
      [
        { taxablePaise: 12_905, rateBp: 1200 },
        { taxablePaise: 10_001, rateBp: 1800 },
        { taxablePaise: 10_003, rateBp: 1200 },
      ],
      null,
    );
    expect(result.groups.map((g) => [g.rateBp, g.taxablePaise, g.taxPaise])).toEqual([
      [1800, 10_001, 1800],
      [1200, 22_908, 2749],
    ]);
    expect(result.taxPaise).toBe(4549);
    expect(result.lines.reduce((a, l) => a + l.taxPaise, 0)).toBe(4549);
  });

  it('splits inside the state into CGST and SGST that add up to the paisa, per line and per rate', () => {
    const lines = [
      { taxablePaise: 333, rateBp: 1800 },
      { taxablePaise: 333, rateBp: 1800 },
      { taxablePaise: 335, rateBp: 1800 },
    ];
    const result = computeGst(lines, intra);
    const group = result.groups[0]!;
    expect(group.taxPaise).toBe(180);
    expect(group.cgstPaise + group.sgstPaise).toBe(180);
    expect(group.igstPaise).toBe(0);
    expect(result.lines.reduce((a, l) => a + l.cgstPaise, 0)).toBe(group.cgstPaise);
    expect(result.lines.reduce((a, l) => a + l.sgstPaise, 0)).toBe(group.sgstPaise);
    for (const line of result.lines) expect(line.cgstPaise + line.sgstPaise).toBe(line.taxPaise);
  });

  it('charges IGST at the full rate across states', () => {
    const result = computeGst([{ taxablePaise: 389_900, rateBp: 1800 }], inter);
    expect(result.lines[0]).toEqual({ taxPaise: 70_182, cgstPaise: 0, sgstPaise: 0, igstPaise: 70_182 });
  });

  it('chooses the split from the seller state and the place of supply, UTGST in a territory without a legislature', () => {
    expect(gstSplitFor('Maharashtra', 'Maharashtra', levisUtgst)).toEqual({ kind: 'intra', stateTax: 'SGST' });
    expect(gstSplitFor('Maharashtra', 'Karnataka', levisUtgst)).toEqual({ kind: 'inter', stateTax: 'SGST' });
    expect(gstSplitFor('Chandigarh', 'Chandigarh', levisUtgst)).toEqual({ kind: 'intra', stateTax: 'UTGST' });
    expect(gstSplitFor('Delhi', 'Delhi', levisUtgst)).toEqual({ kind: 'intra', stateTax: 'SGST' });
  });

  it('rounds half up in integers and allocates exactly', () => {
    expect(gstAtRate(25, 1800)).toBe(5);
    expect(gstAtRate(0, 1800)).toBe(0);
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
  });
});
