// Filtered, faceted listings at random filter combinations (most miss the answer cache), and a
// brute-force check of their counts: for a sample of the same requests, the products of the list's
// scope are read straight from PostgreSQL and every total and facet count is counted again here,
// by code that shares nothing with the server's.
import pg from 'pg';
import { randomGenerator } from './long-tail.mjs';

/** The filter bench's requests: mostly a category with facet filters, some whole-shop lists filtered by brand and rating. */
export function filterRequests(generators, categories, seed) {
  const random = randomGenerator(seed);
  const brands = [...new Set(categories.flatMap((c) => c.facets.find((f) => f.kind === 'brand')?.values.map((v) => v.value) ?? []))];
  return () => {
    if (random() < 0.85) return generators.filter();
    const params = new URLSearchParams();
    params.set('brand', brands[Math.floor(random() * brands.length)]);
    if (random() < 0.5) params.set('rating', String(1 + Math.floor(random() * 4)));
    if (random() < 0.3) params.set('sort', 'price-low');
    return `/api/products?${params.toString()}`;
  };
}

function conditionsOf(params) {
  const conditions = new Map();
  for (const [name, raw] of params) {
    if (name === 'brand') {
      const set = new Set(raw.split(','));
      conditions.set('brand', (row) => set.has(row.brand));
    } else if (name === 'rating') {
      const min = Number(raw);
      conditions.set('rating', (row) => row.rating >= min);
    } else if (name.startsWith('f.')) {
      const key = name.slice(2);
      const values = new Set(raw.split(','));
      conditions.set(key, (row) => {
        const v = row.typed_specs?.[key];
        return v !== undefined && v !== null && values.has(String(v));
      });
    } else if (name.startsWith('r.')) {
      const key = name.slice(2);
      const [a, b] = raw.split('..');
      const min = a === '' ? -Infinity : Number(a);
      const max = b === '' || b === undefined ? Infinity : Number(b);
      conditions.set(key, (row) => {
        const v = row.typed_specs?.[key];
        return typeof v === 'number' && v >= min && v <= max;
      });
    }
  }
  return conditions;
}

function passesExcept(row, conditions, except) {
  for (const [key, test] of conditions) if (key !== except && !test(row)) return false;
  return true;
}

/** Compares one answer with counts made from the rows themselves; returns the differences found. */
async function check(db, baseUrl, path) {
  const answer = await (await fetch(`${baseUrl}${path}`)).json();
  const params = new URLSearchParams(path.split('?')[1]);
  const where = ['deleted_at is null'];
  const values = [];
  if (params.get('category')) where.push(`category_slug = $${values.push(params.get('category'))}`);
  if (params.get('sub')) where.push(`sub_category = $${values.push(params.get('sub'))}`);
  const { rows } = await db.query(`select brand, rating, typed_specs from products where ${where.join(' and ')}`, values);
  const conditions = conditionsOf(params);
  const problems = [];
  const total = rows.filter((r) => passesExcept(r, conditions, null)).length;
  if (total !== answer.total) problems.push(`${path}: total ${answer.total}, counted ${total}`);
  let compared = 1;
  for (const facet of answer.facets) {
    const others = rows.filter((r) => passesExcept(r, conditions, facet.key));
    if (facet.kind === 'number') {
      for (const bucket of facet.buckets) {
        const counted = others.filter((r) => {
          const v = r.typed_specs?.[facet.key];
          return typeof v === 'number' && v >= bucket.from && (bucket.to === null || v <= bucket.to);
        }).length;
        compared += 1;
        if (counted !== bucket.count) problems.push(`${path}: ${facet.key} ${bucket.from}..${bucket.to ?? ''} ${bucket.count}, counted ${counted}`);
      }
      continue;
    }
    for (const value of facet.values) {
      const counted = others.filter((r) => {
        if (facet.kind === 'brand') return r.brand === value.value;
        if (facet.kind === 'rating') return r.rating >= Number(value.value);
        const v = r.typed_specs?.[facet.key];
        return v !== undefined && v !== null && String(v) === value.value;
      }).length;
      compared += 1;
      if (counted !== value.count) problems.push(`${path}: ${facet.key}=${value.value} ${value.count}, counted ${counted}`);
    }
  }
  return { problems, compared };
}

/** Brute-force counts of `sample` requests of the generator; at most `maxRows` products read per request. */
export async function checkFacetCounts({ baseUrl, databaseUrl, next, sample }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const problems = [];
  let compared = 0;
  try {
    for (let i = 0; i < sample; i += 1) {
      const result = await check(db, baseUrl, next());
      problems.push(...result.problems);
      compared += result.compared;
    }
  } finally {
    await db.end();
  }
  return { problems, compared };
}
