import { anyCategoryAttribute, attributesOf, type AttributeDeclaration } from './attributes/attribute-declarations.js';

/**
 * The attribute filters of a product list, as the URL carries them:
 *   `f.base=B22,E27`     values of an enum or yes/no attribute (any of them),
 *   `r.wattage=5..12`    an inclusive range of a number, in the attribute's unit (`5..`, `..12` open),
 *   `brand=Havells,Syska` brands, `rating=4` at least that many stars.
 * Pure, with no zod and no server code: the storefront builds its links with it, and the API's
 * cache key is built from `canonicalFilterEntries`, so the same filters in any order, repeated or
 * spelled with spaces are one cached answer.
 */
export interface AttributeFilters {
  /** `f.key` selections, values sorted and unique. */
  values: Record<string, string[]>;
  /** `r.key` ranges; at least one end is set. */
  ranges: Record<string, { min?: number; max?: number }>;
  brands: string[];
  minRating?: number;
}

export const noAttributeFilters: AttributeFilters = { values: {}, ranges: {}, brands: [] };

const MAX_FILTERS = 20;
const MAX_VALUES = 30;
const MAX_VALUE_LENGTH = 80;

export class FilterError extends Error {}

function splitValues(name: string, raw: string[]): string[] {
  const values = [
    ...new Set(
      raw
        .flatMap((r) => r.split(','))
        .map((v) => v.trim())
        .filter((v) => v !== ''),
    ),
  ].sort();
  if (values.length > MAX_VALUES) throw new FilterError(`${name} has more than ${MAX_VALUES} values`);
  const long = values.find((v) => v.length > MAX_VALUE_LENGTH);
  if (long !== undefined) throw new FilterError(`${name} values must be at most ${MAX_VALUE_LENGTH} characters`);
  return values;
}

function parseRange(name: string, raw: string): { min?: number; max?: number } {
  const match = /^\s*(-?\d+(?:\.\d+)?)?\s*\.\.\s*(-?\d+(?:\.\d+)?)?\s*$/.exec(raw);
  if (!match || (match[1] === undefined && match[2] === undefined)) throw new FilterError(`${name} must be a range such as 5..12, 5.. or ..12`);
  const range: { min?: number; max?: number } = {};
  if (match[1] !== undefined) range.min = Number(match[1]);
  if (match[2] !== undefined) range.max = Number(match[2]);
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) throw new FilterError(`${name} must not start above its end`);
  return range;
}

function declaration(category: string | undefined, key: string): AttributeDeclaration | undefined {
  const found = category ? attributesOf(category).find((a) => a.key === key) : anyCategoryAttribute(key);
  return found?.filter ? found : undefined;
}

/**
 * Reads the attribute filters of a list URL's parameters for a category (or, without one, any
 * category's attributes). Unknown `f.`/`r.` keys, a range on an enum or a value list on a number
 * are refused with a FilterError naming the parameter (the route answers 400).
 */
export function parseAttributeFilters(params: Iterable<[string, string]>, category: string | undefined): AttributeFilters {
  const grouped = new Map<string, string[]>();
  for (const [name, value] of params) {
    if (name.startsWith('f.') || name.startsWith('r.') || name === 'brand' || name === 'rating') grouped.set(name, [...(grouped.get(name) ?? []), value]);
  }
  if (grouped.size > MAX_FILTERS) throw new FilterError(`at most ${MAX_FILTERS} filters`);
  const filters: AttributeFilters = { values: {}, ranges: {}, brands: [] };
  for (const [name, raw] of grouped) {
    if (name === 'brand') {
      filters.brands = splitValues(name, raw);
      continue;
    }
    if (name === 'rating') {
      const rating = Number(raw[raw.length - 1]);
      if (!/^\s*\d(\.\d+)?\s*$/.test(raw[raw.length - 1] ?? '') || rating < 0 || rating > 5)
        throw new FilterError('rating must be a number of stars from 0 to 5');
      if (rating > 0) filters.minRating = rating;
      continue;
    }
    const key = name.slice(2);
    const attribute = declaration(category, key);
    if (!attribute) throw new FilterError(`${name} is not a filter${category ? ` of ${category}` : ''}`);
    if (name.startsWith('r.')) {
      if (attribute.kind !== 'number') throw new FilterError(`${name}: ${key} is not a number; use f.${key}`);
      filters.ranges[key] = parseRange(name, raw[raw.length - 1] ?? '');
      continue;
    }
    if (attribute.kind === 'number') throw new FilterError(`${name}: ${key} is a number; use r.${key}=min..max`);
    const values = splitValues(name, raw);
    if (attribute.kind === 'bool' && values.some((v) => v !== 'true' && v !== 'false')) throw new FilterError(`${name} must be true or false`);
    if (values.length > 0) filters.values[key] = values;
  }
  return filters;
}

const formatNumber = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The filters as URL parameters in one fixed order: sorted names, sorted values, ranges as `min..max`. */
export function canonicalFilterEntries(filters: AttributeFilters): [string, string][] {
  const entries: [string, string][] = [];
  if (filters.brands.length > 0) entries.push(['brand', filters.brands.join(',')]);
  for (const key of Object.keys(filters.values).sort()) entries.push([`f.${key}`, (filters.values[key] ?? []).join(',')]);
  for (const key of Object.keys(filters.ranges).sort()) {
    const range = filters.ranges[key] ?? {};
    entries.push([`r.${key}`, `${formatNumber(range.min)}..${formatNumber(range.max)}`]);
  }
  if (filters.minRating !== undefined) entries.push(['rating', String(filters.minRating)]);
  return entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export function hasAttributeFilters(filters: AttributeFilters): boolean {
  return canonicalFilterEntries(filters).length > 0;
}
