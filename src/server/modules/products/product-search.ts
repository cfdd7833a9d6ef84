import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';

/**
 * Below this word similarity a name does not count as a typo of the query. 0.4 lets one wrong,
 * missing or extra letter in a word of five or more through ("ceilng" → "ceiling", "philps" →
 * "philips") while keeping unrelated names out.
 */
const TYPO_SIMILARITY = 0.4;
const MAX_WORDS = 8;

export interface SearchTerms {
  /** Lower-cased query words, for trigram similarity. */
  text: string;
  /** `word:* & word:*` for prefix full-text matching. */
  tsquery: string;
}

export function parseSearch(q: string): SearchTerms | null {
  const words =
    q
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_WORDS) ?? [];
  if (words.length === 0) return null;
  return { text: words.join(' '), tsquery: words.map((w) => `${w}:*`).join(' & ') };
}

const tsquery = (terms: SearchTerms) => sql`to_tsquery('english', ${terms.tsquery})`;

/** Full-text on name, brand, category and description (GIN index on the stored tsvector). */
export function wordsMatch(terms: SearchTerms): SQL {
  return sql`${products.search} @@ ${tsquery(terms)}`;
}

export function wordsRank(terms: SearchTerms): SQL {
  return sql`(ts_rank_cd(${products.search}, ${tsquery(terms)}) + word_similarity(${terms.text}, lower(${products.name})))`;
}

/** A name close to the query (`<%` uses the trigram index on lower(name)); only for typo fallbacks. */
export function nameResembles(terms: SearchTerms): SQL {
  return sql`${terms.text} <% lower(${products.name})`;
}

export function resemblanceRank(terms: SearchTerms): SQL {
  return sql`word_similarity(${terms.text}, lower(${products.name}))`;
}

/**
 * Runs a typo search with the similarity threshold set for this transaction only, so the trigram
 * index answers `<%` at our threshold instead of pg_trgm's default 0.6.
 */
export async function withTypoThreshold<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${TYPO_SIMILARITY}`));
    return run(tx);
  });
}
