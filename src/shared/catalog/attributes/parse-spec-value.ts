import { unitDefinition, unitForSpelling } from './units.js';

/**
 * Turns what staff typed in a specification into typed values. Pure and shared: the server stores
 * what it returns, staff's form can show it beside the text, and the tests pin every spelling.
 */

// A number not glued to a word before it ("IP65", "Cat6" are names, not quantities), with thousands
// separators ("1,600") or decimals ("2.5"), then the unit written after it, if any.
const quantityPattern =
  /(?<![\p{L}\d.,])(\d{1,3}(?:,\d{3})+(?![\d])|\d+(?:\.\d+)?|\.\d+)\s*(sq\.?\s*mm²?|mm[²2](?!\d)|m[³3]\s*\/\s*(?:min|hr?)|cum\s*\/\s*min|r\s*\/\s*min|[\p{L}°²³★"″'′]+)?/gu;

/**
 * The first quantity in `text` written in a unit of the same dimension as `unit`, converted to
 * `unit`; else the first number written with no unit at all, taken as already in `unit`; else null.
 * "3 core × 1.5 sq mm" in mm² is 1.5 (cores are not an area); "48 in" in mm is 1219.2.
 */
export function parseQuantity(text: string, unit: string): number | null {
  const target = unitDefinition(unit);
  if (!target) throw new Error(`Unknown unit ${unit}`);
  let bare: number | null = null;
  for (const match of text.normalize('NFC').matchAll(quantityPattern)) {
    const amount = Number((match[1] ?? '').replace(/,/g, ''));
    if (!Number.isFinite(amount)) continue;
    const written = match[2];
    if (written === undefined) {
      bare ??= amount;
      continue;
    }
    // "8 M" is eight modules on a switch plate; lower-cased it would read as metres.
    const source = written === 'M' && target.dimension === 'count' ? target : unitForSpelling(written);
    if (source?.dimension === target.dimension) return roundMicro((amount * source.factor) / target.factor);
  }
  return bare;
}

/** Conversions like m³/h → m³/min leave binary fractions; six decimals are far below any spec's precision. */
function roundMicro(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** "IP65", "ip 44", "IP20 (indoor)" → "IP65"; anything without a two-digit IP code → null. */
export function parseIpRating(text: string): string | null {
  const match = /\bIP\s?(\d{2})\b/i.exec(text);
  return match ? `IP${match[1]}` : null;
}

/**
 * Poles as the trade writes them: "2P", "2 (DP)", "DP", "double pole", "1P+N", "SPN", "4", "TPN".
 * Answers "1P", "1P+N", "2P", "3P", "3P+N" or "4P".
 */
export function parsePoles(text: string): string | null {
  const t = text.trim().toUpperCase();
  if (/\b(1P\s*\+\s*N|SPN|SP\s*\+\s*N)\b/.test(t)) return '1P+N';
  if (/\b(3P\s*\+\s*N|TPN|TP\s*\+\s*N)\b/.test(t)) return '3P+N';
  const named: [RegExp, string][] = [
    [/\b(SP|SINGLE\s+POLE)\b/, '1P'],
    [/\b(DP|DOUBLE\s+POLE)\b/, '2P'],
    [/\b(TP|TRIPLE\s+POLE)\b/, '3P'],
    [/\b(FP|FOUR\s+POLE)\b/, '4P'],
  ];
  const digit = /^([1-4])\s*(?:P|POLES?)?\b/.exec(t);
  if (digit) return `${digit[1]}P`;
  for (const [pattern, poles] of named) if (pattern.test(t)) return poles;
  return null;
}

/** Tripping curve of an MCB: "32A, C-curve", "C curve", "Type C" → "C". */
export function parseCurve(text: string): string | null {
  const match = /\b([BCD])[\s-]?curve\b/i.exec(text) ?? /\bcurve\s?([BCD])\b/i.exec(text) ?? /\btype\s?([BCD])\b/i.exec(text);
  return match ? (match[1] ?? '').toUpperCase() : null;
}

/** Lamp base: "B22", "E27", "E14", "GU10", "GU 5.3"… (the first one written). */
export function parseLampBase(text: string): string | null {
  const match = /\b(B22|B15|E27|E14|E12|E26|E40|GU\s?10|GU\s?5\.3|G9|G4|MR16)\b/i.exec(text);
  return match ? (match[1] ?? '').toUpperCase().replace(/\s/g, '') : null;
}

/**
 * Cable insulation family. Order matters: "HRFR" and "FR-LSH" both contain "FR".
 * FR-LSH and FRLS are the same family (fire retardant, low smoke).
 */
export function parseInsulation(text: string): string | null {
  const t = text.toUpperCase();
  if (/\b(HFFR|ZHFR|LSZH|LS0H)\b/.test(t)) return 'HFFR';
  if (/\bFR[\s-]?LS(H)?\b/.test(t)) return 'FRLS';
  if (/\bHR[\s-]?FR\b/.test(t)) return 'HRFR';
  if (/\bXLPE\b|CROSS-LINKED/.test(t)) return 'XLPE';
  if (/\bFR\b/.test(t)) return 'FR';
  if (/\bPVC\b/.test(t)) return 'PVC';
  return null;
}

/** "Yes", "yes, with app", "No" → true/false; anything else → null. */
export function parseYesNo(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (/^(yes|y|true|available)\b/.test(t)) return true;
  if (/^(no|n|false|none|not available)\b/.test(t)) return false;
  return null;
}
