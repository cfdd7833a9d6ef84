import { sql, type SQL } from 'drizzle-orm';
import type { AttributeFilters } from '../../../shared/catalog/attribute-filters.js';
import { anyCategoryAttribute } from '../../../shared/catalog/attributes/attribute-declarations.js';

/**
 * The SQL condition of each active attribute filter, by facet key (`brand`, `rating` or the
 * attribute's key). Columns are named without their table so a condition reads the same on
 * `products` (the page) and on the facet query's `matching` rows.
 *
 * Values are containment tests, `typed_specs @> '{"base":"B22"}'`, which the GIN index on
 * typed_specs (jsonb_path_ops) answers; ranges read the number out of the row (ADR 24).
 */
export function filterConditions(filters: AttributeFilters): Map<string, SQL> {
  const conditions = new Map<string, SQL>();
  if (filters.brands.length > 0)
    conditions.set(
      'brand',
      sql`"brand" in (${sql.join(
        filters.brands.map((b) => sql`${b}`),
        sql`, `,
      )})`,
    );
  if (filters.minRating !== undefined) conditions.set('rating', sql`"rating" >= ${filters.minRating}`);
  for (const [key, values] of Object.entries(filters.values)) {
    const tests = values.map((value) => sql`"typed_specs" @> ${JSON.stringify({ [key]: typedValue(key, value) })}::jsonb`);
    conditions.set(key, sql`(${sql.join(tests, sql` or `)})`);
  }
  for (const [key, range] of Object.entries(filters.ranges)) conditions.set(key, inRange(numberOf(key), range.min, range.max));
  return conditions;
}

/** Yes/no attributes are stored as JSON booleans; `f.safetyShutter=true` must match `true`, not `"true"`. */
function typedValue(key: string, value: string): string | boolean {
  return anyCategoryAttribute(key)?.kind === 'bool' ? value === 'true' : value;
}

/** The attribute's number; declarations keep a key's kind the same in every category, so the cast holds. */
export function numberOf(key: string): SQL {
  return sql`("typed_specs" ->> ${key})::float8`;
}

export function inRange(value: SQL, min: number | undefined, max: number | undefined): SQL {
  if (min !== undefined && max !== undefined) return sql`${value} between ${min} and ${max}`;
  if (min !== undefined) return sql`${value} >= ${min}`;
  return sql`${value} <= ${max ?? null}`;
}

/** Every condition but the facet's own: a value's count ignores its own attribute's selection. */
export function conditionsExcept(conditions: Map<string, SQL>, key: string | null): SQL {
  const others = [...conditions].filter(([k]) => k !== key).map(([, c]) => c);
  return others.length === 0 ? sql`true` : sql`(${sql.join(others, sql` and `)})`;
}
