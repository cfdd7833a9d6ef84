import { sql, type SQL } from 'drizzle-orm';
import type { AttributeFilters } from '../../../shared/catalog/attribute-filters.js';
import { attributesOf, type AttributeDeclaration, type NumberAttribute } from '../../../shared/catalog/attributes/attribute-declarations.js';
import type { ProductFacet } from '../../../shared/catalog/product-facets.schema.js';
import { queryRows, type Db } from '../../db/client.js';
import { conditionsExcept, filterConditions, inRange, numberOf } from './attribute-conditions.js';

/** Stars a rating facet offers, as "4★ & up". */
const RATING_STEPS = [4, 3, 2, 1];

/** One row of the facet statement: a value (or bucket index) with its count given the other filters, and whether any listed product has it at all. */
export interface FacetRow {
  facet: string;
  value: string | null;
  n: number;
  present: number;
  lo: number | null;
  hi: number | null;
}

/** Inclusive ranges from a number's edges: [e0, e1], [e1, e2] … [e_last, ∞). A value on an edge counts in both, as filtering by either range would find it. */
export function bucketsOf(attribute: NumberAttribute): { from: number; to: number | null }[] {
  return attribute.buckets.map((from, i) => ({ from, to: attribute.buckets[i + 1] ?? null }));
}

function valueBranch(facet: string, value: SQL, others: SQL, where: SQL): SQL {
  return sql`select ${facet}::text as facet, (${value})::text as value, (count(*) filter (where ${others}))::int as n, count(*)::int as present, null::float8 as lo, null::float8 as hi
    from matching where ${where} group by 2`;
}

/** One scan per number attribute: every bucket's two counts as columns, turned into rows by `unnest` (which zips arrays of one length). */
function numberBranches(attribute: NumberAttribute, others: SQL): SQL[] {
  const v = numberOf(attribute.key);
  const inBuckets = bucketsOf(attribute).map((bucket) => inRange(v, bucket.from, bucket.to ?? undefined));
  const indexes = sql.raw(`array[${inBuckets.map((_, i) => `'${i}'`).join(', ')}]::text[]`);
  const counts = sql.join(
    inBuckets.map((inBucket) => sql`count(*) filter (where ${others} and ${inBucket})`),
    sql`, `,
  );
  const present = sql.join(
    inBuckets.map((inBucket) => sql`count(*) filter (where ${inBucket})`),
    sql`, `,
  );
  const buckets = sql`select ${attribute.key}::text as facet, unnest(${indexes}) as value, unnest(array[${counts}])::int as n, unnest(array[${present}])::int as present, null::float8 as lo, null::float8 as hi
    from matching where "typed_specs" ? ${attribute.key}`;
  const extent = sql`select ${attribute.key}::text as facet, null::text as value, 0 as n, 0 as present, min(${v}) filter (where ${others}) as lo, max(${v}) filter (where ${others}) as hi
    from matching where "typed_specs" ? ${attribute.key}`;
  return [buckets, extent];
}

/** The rating steps in one scan, as numberBranches does for buckets. */
function ratingBranch(others: SQL): SQL {
  const steps = sql.raw(`array[${RATING_STEPS.map((s) => `'${s}'`).join(', ')}]::text[]`);
  const counts = sql.join(
    RATING_STEPS.map((stars) => sql`count(*) filter (where "rating" >= ${stars} and ${others})`),
    sql`, `,
  );
  const present = sql.join(
    RATING_STEPS.map((stars) => sql`count(*) filter (where "rating" >= ${stars})`),
    sql`, `,
  );
  return sql`select 'rating'::text as facet, unnest(${steps}) as value, unnest(array[${counts}])::int as n, unnest(array[${present}])::int as present, null::float8 as lo, null::float8 as hi from matching`;
}

/**
 * Facets for a list: brand, rating and the category's filter attributes, each counted over the
 * products the list's other conditions (`base`: category, price, flags, search) select, given every
 * active attribute filter but its own. One statement: `matching` is read once and each facet
 * aggregates it, so all counts come from the same snapshot.
 */
export async function productFacets(db: Db, base: SQL, category: string | undefined, filters: AttributeFilters): Promise<ProductFacet[]> {
  const conditions = filterConditions(filters);
  const attributes = attributesOf(category)
    .filter((a) => a.filter)
    .sort((a, b) => a.order - b.order);
  const branches: SQL[] = [
    valueBranch('brand', sql`"brand"`, conditionsExcept(conditions, 'brand'), sql`"brand" <> ''`),
    ratingBranch(conditionsExcept(conditions, 'rating')),
  ];
  for (const attribute of attributes) {
    const others = conditionsExcept(conditions, attribute.key);
    if (attribute.kind === 'number') branches.push(...numberBranches(attribute, others));
    else branches.push(valueBranch(attribute.key, sql`"typed_specs" -> ${attribute.key}`, others, sql`"typed_specs" ? ${attribute.key}`));
  }
  const statement = sql`with matching as materialized (select "brand", "rating", "typed_specs" from products where ${base})
    ${sql.join(branches, sql` union all `)}`;
  const rows = await queryRows<FacetRow>(db, statement);
  return shapeFacets(rows, attributes, filters);
}

function valueLabel(attribute: AttributeDeclaration | undefined, value: string): string {
  if (attribute?.kind === 'bool') return value === 'true' ? 'Yes' : 'No';
  return value;
}

/** JSON text of a typed value as the facet statement returns it (`"B22"`, `true`) → the URL's value (`B22`, `true`). */
function urlValue(text: string): string {
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'string' ? parsed : String(parsed);
}

export function shapeFacets(rows: FacetRow[], attributes: AttributeDeclaration[], filters: AttributeFilters): ProductFacet[] {
  const byFacet = new Map<string, FacetRow[]>();
  for (const row of rows) byFacet.set(row.facet, [...(byFacet.get(row.facet) ?? []), row]);
  const brandSelected = new Set(filters.brands);
  const brandRows = byFacet.get('brand') ?? [];
  const brandValues = brandRows.map((r) => ({ value: r.value ?? '', label: r.value ?? '', count: r.n, selected: brandSelected.has(r.value ?? '') }));
  // A selected value nothing lists any more still shows, so it can be unticked.
  for (const brand of brandSelected)
    if (!brandValues.some((v) => v.value === brand)) brandValues.push({ value: brand, label: brand, count: 0, selected: true });
  const facets: ProductFacet[] = [
    { key: 'brand', label: 'Brand', kind: 'brand', values: brandValues.sort((a, b) => a.value.localeCompare(b.value)) },
    {
      key: 'rating',
      label: 'Customer rating',
      kind: 'rating',
      values: (byFacet.get('rating') ?? [])
        .filter((r) => r.present > 0 || Number(r.value) === filters.minRating)
        .map((r) => ({ value: r.value ?? '', label: `${r.value}★ & up`, count: r.n, selected: Number(r.value) === filters.minRating }))
        .sort((a, b) => Number(b.value) - Number(a.value)),
    },
  ];
  for (const attribute of attributes) {
    const attributeRows = byFacet.get(attribute.key) ?? [];
    if (attribute.kind === 'number') {
      const extent = attributeRows.find((r) => r.value === null);
      const buckets = bucketsOf(attribute)
        .map((b, i) => ({ ...b, row: attributeRows.find((r) => r.value === String(i)) }))
        .filter((b) => (b.row?.present ?? 0) > 0)
        .map((b) => ({ from: b.from, to: b.to, count: b.row?.n ?? 0 }));
      const range = filters.ranges[attribute.key];
      if (buckets.length === 0 && !range) continue;
      facets.push({
        key: attribute.key,
        label: attribute.label,
        kind: 'number',
        unit: attribute.unit,
        min: extent?.lo ?? null,
        max: extent?.hi ?? null,
        buckets,
        selected: range ?? null,
      });
      continue;
    }
    const selected = new Set(filters.values[attribute.key] ?? []);
    const values = attributeRows.map((r) => {
      const value = urlValue(r.value ?? 'null');
      return { value, label: valueLabel(attribute, value), count: r.n, selected: selected.has(value) };
    });
    for (const value of selected)
      if (!values.some((v) => v.value === value)) values.push({ value, label: valueLabel(attribute, value), count: 0, selected: true });
    if (values.length === 0) continue;
    facets.push({
      key: attribute.key,
      label: attribute.label,
      kind: attribute.kind === 'bool' ? 'bool' : 'enum',
      values: values.sort((a, b) => a.value.localeCompare(b.value, 'en', { numeric: true })),
    });
  }
  return facets;
}
