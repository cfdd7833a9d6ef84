import { attributesOf, type AttributeDeclaration } from './attribute-declarations.js';
import { parseCurve, parseInsulation, parseIpRating, parseLampBase, parsePoles, parseQuantity, parseYesNo } from './parse-spec-value.js';

export type TypedValue = number | string | boolean;
/** A product's typed attributes, by key: what filters and facets read (products.typed_specs). */
export type TypedSpecs = Record<string, TypedValue>;

export interface UnparsedAttribute {
  key: string;
  label: string;
  specKey: string;
  written: string;
  /** What staff should write instead, e.g. "a number in W, such as 9 W". */
  expected: string;
}

function parseEnum(attribute: AttributeDeclaration & { kind: 'enum' }, written: string): string | null {
  switch (attribute.parser) {
    case 'lamp-base':
      return parseLampBase(written);
    case 'ip':
      return parseIpRating(written);
    case 'poles':
      return parsePoles(written);
    case 'curve':
      return parseCurve(written);
    case 'insulation':
      return parseInsulation(written);
    case 'as-written':
      return written.trim() || null;
  }
}

/** The typed value of one attribute from what staff wrote, or null when it cannot be read. */
export function parseAttribute(attribute: AttributeDeclaration, written: string): TypedValue | null {
  switch (attribute.kind) {
    case 'number':
      return parseQuantity(written, attribute.unit);
    case 'enum':
      return parseEnum(attribute, written);
    case 'bool':
      return parseYesNo(written);
    case 'text':
      return written.trim() || null;
  }
}

/**
 * A product's typed values from its written specifications, by its category's declarations.
 * Unreadable numbers are returned as problems (staff's save answers 422 naming them); unreadable
 * enum or yes/no values are left out, since a shop can sell a base or curve the parser never saw.
 */
export function typedSpecsOf(category: string, specifications: Record<string, string>): { values: TypedSpecs; unparsed: UnparsedAttribute[] } {
  const values: TypedSpecs = {};
  const unparsed: UnparsedAttribute[] = [];
  for (const attribute of attributesOf(category)) {
    const specKey = attribute.specKeys.find((k) => specifications[k] !== undefined && specifications[k].trim() !== '');
    if (specKey === undefined) continue;
    const written = specifications[specKey] ?? '';
    const value = parseAttribute(attribute, written);
    if (value !== null) values[attribute.key] = value;
    else if (attribute.kind === 'number') {
      unparsed.push({ key: attribute.key, label: attribute.label, specKey, written, expected: `a number in ${attribute.unit}` });
    }
  }
  return { values, unparsed };
}
