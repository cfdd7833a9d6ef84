import { categoryAttributes, type NumberAttribute } from '../../../shared/catalog/attributes/attribute-declarations.js';
import { parseInsulation, parseIpRating, parseLampBase, parsePoles } from '../../../shared/catalog/attributes/parse-spec-value.js';
import { unitDefinition, unitForSpelling } from '../../../shared/catalog/attributes/units.js';

/** A size or rating the shopper typed ("9w", "32 a", "2.5 sq mm", "b22"), as the typed values it can mean. */
export interface QuantityHint {
  /** The query words it was read from; they rank rather than being required as words. */
  words: string[];
  /** Typed values (`typed_specs`) that satisfy it, any of them: "9w" is wattage 9 or power 9. */
  values: { key: string; value: number | string }[];
}

const numberAttributes: NumberAttribute[] = [];
for (const list of Object.values(categoryAttributes))
  for (const attribute of list) if (attribute.kind === 'number' && !numberAttributes.some((a) => a.key === attribute.key)) numberAttributes.push(attribute);

/** Every number attribute of the unit's dimension, with the amount in that attribute's unit. */
function numberValues(amount: number, unitText: string): QuantityHint['values'] {
  const source = unitForSpelling(unitText);
  if (!source) return [];
  const values: QuantityHint['values'] = [];
  for (const attribute of numberAttributes) {
    const target = unitDefinition(attribute.unit);
    if (target?.dimension === source.dimension) values.push({ key: attribute.key, value: Math.round(((amount * source.factor) / target.factor) * 1e6) / 1e6 });
  }
  return values;
}

function enumValues(word: string): QuantityHint['values'] {
  const values: QuantityHint['values'] = [];
  const base = parseLampBase(word);
  if (base) values.push({ key: 'base', value: base });
  const ip = /^ip\d{2}$/.test(word) ? parseIpRating(word) : null;
  if (ip) values.push({ key: 'ip', value: ip });
  const poles = /^([1-4]p|dp|sp|tp|fp|spn|tpn)$/.test(word) ? parsePoles(word) : null;
  if (poles) values.push({ key: 'poles', value: poles });
  const insulation = /^(fr|frls|frlsh|hffr|hrfr|lszh|xlpe)$/.test(word) ? parseInsulation(word) : null;
  if (insulation) values.push({ key: 'insulation', value: insulation });
  return values;
}

/** Units a number can be followed by in a query, as words of their own ("9 w", "2.5 sq mm") or glued ("9w", "2.5sqmm"). */
const glued = /^(\d+(?:\.\d+)?)([a-z°]+\d?(?:\/[a-z]+)?)$/;

/**
 * The quantities in a query's words: a number with a unit ("9w", "9 watt", "1200mm", "2.5 sq mm",
 * "30ma", "5 star") or a trade code (lamp base "b22", "ip65", poles "2p"/"dp", insulation "frls").
 * Curves are words of the name ("c curve") and need no hint.
 */
export function quantityHints(words: string[]): QuantityHint[] {
  const hints: QuantityHint[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const gluedMatch = glued.exec(word);
    if (gluedMatch) {
      const unit = gluedMatch[2] === 'sqmm' || gluedMatch[2] === 'mm2' ? 'sqmm' : (gluedMatch[2] ?? '');
      const values = numberValues(Number(gluedMatch[1]), unit);
      if (values.length > 0) {
        hints.push({ words: [word], values });
        continue;
      }
    }
    if (/^\d+(?:\.\d+)?$/.test(word)) {
      const next = words[i + 1] ?? '';
      const twoWordUnit = next === 'sq' && words[i + 2] === 'mm' ? 'sqmm' : null;
      const values = numberValues(Number(word), twoWordUnit ?? next);
      if (values.length > 0) {
        hints.push({ words: twoWordUnit ? [word, next, 'mm'] : [word, next], values });
        i += twoWordUnit ? 2 : 1;
        continue;
      }
    }
    const values = enumValues(word);
    if (values.length > 0) hints.push({ words: [word], values });
  }
  return hints;
}
