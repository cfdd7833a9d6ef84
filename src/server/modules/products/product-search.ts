import { sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/products.js';

/**
 * Below this word similarity a name does not count as a typo of the query. 0.4 lets one wrong,
 * missing or extra letter in a word of five or more through ("ceilng" → "ceiling", "philps" →
 * "philips") while keeping unrelated names out.
 */
const TYPO_SIMILARITY = 0.4;
const MAX_WORDS = 8;

export interface SearchTerms {
  /** Lower-cased query as typed, for trigram similarity. */
  text: string;
  /** `word:* & word:*` for prefix full-text matching, or null when the query has no words. */
  tsquery: string | null;
}

export function parseSearch(q: string): SearchTerms | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, MAX_WORDS) ?? [];
  if (words.length === 0) return null;
  return { text: words.join(' '), tsquery: words.map((w) => `${w}:*`).join(' & ') };
}

/**
 * Full-text on name, brand, category and description. Only when the words match nothing in the
 * catalog (a typo) do names similar to the query count, so a correct query never gets fuzzy noise.
 * The NOT EXISTS is uncorrelated: PostgreSQL evaluates it once per query.
 */
export function searchCondition(terms: SearchTerms): SQL {
  const tsquery = sql`to_tsquery('english', ${terms.tsquery})`;
  return sql`(${products.search} @@ ${tsquery} or (not exists (select 1 from products exact where exact.deleted_at is null and exact.search @@ ${tsquery}) and word_similarity(${terms.text}, lower(${products.name})) >= ${TYPO_SIMILARITY}))`;
}

/** Exact full-text hits weigh most; name similarity orders the typo matches. */
export function searchRank(terms: SearchTerms): SQL {
  return sql`(ts_rank_cd(${products.search}, to_tsquery('english', ${terms.tsquery})) + word_similarity(${terms.text}, lower(${products.name})))`;
}
