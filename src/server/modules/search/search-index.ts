import type { TypedSpecs } from '../../../shared/catalog/attributes/typed-specs.js';
import { quantityHints, type QuantityHint } from './query-quantities.js';
import { isModelWord, joinedModelWords, normalizeText, stemOf, wordsOf } from './search-text.js';

/** What the index keeps of a product: its words, and the columns lists filter, sort and count by. */
export interface IndexedProduct {
  id: string;
  name: string;
  brand: string;
  category: string;
  sub: string;
  pricePaise: number;
  discount: number;
  rating: number;
  isNew: boolean;
  isFeatured: boolean;
  isBestSeller: boolean;
  createdAt: number;
  typedSpecs: TypedSpecs;
  /** Spec values, description and features: words that count less than the name's. */
  specText: string;
  bodyText: string;
}

/** Where in a product a word stands; a word in the name counts most. */
const NAME = 1;
const BRAND = 2;
const CATEGORY = 4;
const SPECS = 8;
const BODY = 16;
const FIELD_WEIGHTS: [number, number][] = [
  [NAME, 10],
  [BRAND, 7],
  [CATEGORY, 5],
  [SPECS, 3],
  [BODY, 1],
];
function fieldWeight(mask: number): number {
  for (const [bit, weight] of FIELD_WEIGHTS) if (mask & bit) return weight;
  return 0;
}

/** How much a match counts by how the word was found: as typed (or its stem), as the start of a word, as a correction of a typo. */
const EXACT = 1;
const PREFIX = 0.8;
const SYNONYM = 0.9;
const TYPO = 0.6;
/** A typed size or code that a product has ("9w" and wattage 9) counts like a word of its name and then some; a model number typed exactly, more. */
const QUANTITY_BOOST = 12;
const MODEL_BOOST = 25;

interface Posting {
  docs: Int32Array;
  masks: Uint8Array;
}

/** One way a query word can be satisfied: every word of it in the product (a phrase of a synonym is several words). */
interface Alternative {
  postings: Posting[];
  quality: number;
}

/** A query word (or phrase) after corrections and synonyms: a product matches it through any alternative. */
interface Term {
  text: string;
  alternatives: Alternative[];
  /** Products it can match at most (the sum of the alternatives' rarest postings): the rarest term leads. */
  size: number;
}

export interface ParsedSearch {
  /** Words and phrases every match must contain (through a synonym or correction). */
  terms: Term[];
  /** Sizes and codes typed: they rank, and with no other words they select. */
  quantities: QuantityHint[];
  /** Words with digits typed (model numbers): an exact hit ranks first. */
  models: string[];
  /** Words of the query nothing in the catalog resembles; they are left out of the search. */
  unknown: string[];
}

export interface SearchMatch {
  /** Ordinals of matching products (indexes into `products`). */
  docs: number[];
  /** Relevance by ordinal, for the docs above. */
  scores: Float64Array;
}

function osaDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  const first = rows[0] as number[];
  for (let j = 0; j <= b.length; j += 1) first[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

function deletesOf(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i += 1) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Typos allowed in a word of this length: none below 4 letters ("led" vs "lcd"), one up to 7, two from 8. */
function typoLimit(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

function binarySearch(docs: Int32Array, doc: number): number {
  let lo = 0;
  let hi = docs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const value = docs[mid] as number;
    if (value === doc) return mid;
    if (value < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function productWords(p: IndexedProduct): Map<string, number> {
  const fields: [string, number][] = [
    [p.name, NAME],
    [p.brand, BRAND],
    [`${p.category} ${p.sub.replace(/-/g, ' ')}`, CATEGORY],
    [p.specText, SPECS],
    [p.bodyText, BODY],
  ];
  const masks = new Map<string, number>();
  const add = (word: string, bit: number) => masks.set(word, (masks.get(word) ?? 0) | bit);
  for (const [text, bit] of fields) {
    const words = wordsOf(normalizeText(text));
    for (const word of words) {
      add(word, bit);
      const stem = stemOf(word);
      if (stem !== word) add(stem, bit);
    }
    // "Wi-Fi" is also "wifi"; "YDG 313" also "ydg313".
    for (const word of joinedModelWords(words)) add(word, bit);
    for (let i = 0; i + 1 < words.length; i += 1) if ((words[i] ?? '').length <= 3 && (words[i + 1] ?? '').length <= 3) add(`${words[i]}${words[i + 1]}`, bit);
  }
  return masks;
}

/**
 * The catalog's words in memory: a sorted posting list per word (with where in the product the
 * word stands), the stems that join inflections, a dictionary of one-letter deletions for typo
 * correction (symmetric delete), and synonym groups. Built from the products and the synonyms
 * staff keep; immutable once built (a change builds a new one, ADR 33).
 */
export class SearchIndex {
  readonly products: IndexedProduct[];
  private readonly postings = new Map<string, Posting>();
  private readonly sortedWords: string[];
  private readonly deletes = new Map<string, string[]>();
  /** Each synonym phrase (its words joined by a space) → the group's phrases, each as words. */
  private readonly synonyms = new Map<string, string[][]>();
  private readonly longestSynonym: number;

  constructor(products: IndexedProduct[], synonymGroups: string[][]) {
    this.products = products;
    const lists = new Map<string, { docs: number[]; masks: number[] }>();
    products.forEach((product, doc) => {
      for (const [word, mask] of productWords(product)) {
        let list = lists.get(word);
        if (!list) lists.set(word, (list = { docs: [], masks: [] }));
        list.docs.push(doc);
        list.masks.push(mask);
      }
    });
    for (const [word, list] of lists) this.postings.set(word, { docs: Int32Array.from(list.docs), masks: Uint8Array.from(list.masks) });
    this.sortedWords = [...lists.keys()].sort();
    let longest = 1;
    for (const group of synonymGroups) {
      const phrases = group.map((phrase) => wordsOf(normalizeText(phrase)).map(stemOf)).filter((words) => words.length > 0);
      for (const words of phrases) {
        this.synonyms.set(words.join(' '), phrases);
        longest = Math.max(longest, words.length);
      }
    }
    this.longestSynonym = longest;
    // Synonym words are words shoppers type, so a typo of one ("geezr") is corrected to it too.
    const dictionary = new Set([
      ...this.sortedWords.filter((w) => !/\d/.test(w) && w.length >= 3),
      ...[...this.synonyms.keys()].filter((k) => !k.includes(' ')),
    ]);
    for (const word of dictionary) {
      for (const deleted of [word, ...deletesOf(word)]) {
        const list = this.deletes.get(deleted);
        if (list) list.push(word);
        else this.deletes.set(deleted, [word]);
      }
    }
  }

  get size(): number {
    return this.products.length;
  }

  /** Words of the catalog (or synonyms) a typo is closest to: one or two letters wrong, missing, extra or swapped. */
  corrections(word: string): string[] {
    const limit = typoLimit(word.length);
    if (limit === 0) return [];
    const candidates = new Set<string>();
    const probes = new Set([word, ...deletesOf(word)]);
    if (limit >= 2) for (const d of deletesOf(word)) for (const dd of deletesOf(d)) probes.add(dd);
    for (const probe of probes) for (const candidate of this.deletes.get(probe) ?? []) candidates.add(candidate);
    let best = limit + 1;
    let found: string[] = [];
    for (const candidate of candidates) {
      const distance = osaDistance(word, candidate, limit);
      if (distance < best) {
        best = distance;
        found = [candidate];
      } else if (distance === best) found.push(candidate);
    }
    return best <= limit ? found : [];
  }

  private posting(word: string): Posting | undefined {
    return this.postings.get(word);
  }

  /** Words of the catalog that start with `prefix` (the last word typed may be unfinished: "phil" → "philips"). */
  private wordsStartingWith(prefix: string, max = 40): string[] {
    let lo = 0;
    let hi = this.sortedWords.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.sortedWords[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < this.sortedWords.length && out.length < max; i += 1) {
      const word = this.sortedWords[i] as string;
      if (!word.startsWith(prefix)) break;
      if (word !== prefix) out.push(word);
    }
    return out;
  }

  /** A phrase of words (stems) as an alternative, when every word is in the catalog. */
  private phrase(words: string[], quality: number): Alternative | null {
    const postings: Posting[] = [];
    for (const word of words) {
      const posting = this.posting(word);
      if (!posting) return null;
      postings.push(posting);
    }
    return { postings, quality };
  }

  private wordTerm(word: string, last: boolean): Term | null {
    const alternatives: Alternative[] = [];
    const stem = stemOf(word);
    for (const w of new Set([word, stem])) {
      const alternative = this.phrase([w], EXACT);
      if (alternative) alternatives.push(alternative);
    }
    const synonymGroup = this.synonyms.get(stem);
    if (synonymGroup) for (const words of synonymGroup) if (words.join(' ') !== stem) pushIf(alternatives, this.phrase(words, SYNONYM));
    // Every word may be unfinished while typing ("cei fan"); the last one almost always is.
    if (word.length >= 3 || (last && word.length >= 2 && alternatives.length === 0))
      for (const w of this.wordsStartingWith(word)) pushIf(alternatives, this.phrase([w], PREFIX));
    if (alternatives.length === 0 && !/\d/.test(word)) {
      for (const corrected of this.corrections(word)) {
        const group = this.synonyms.get(corrected) ?? this.synonyms.get(stemOf(corrected));
        pushIf(alternatives, this.phrase([corrected], TYPO));
        if (group) for (const words of group) pushIf(alternatives, this.phrase(words, TYPO));
      }
    }
    if (alternatives.length === 0) return null;
    return { text: word, alternatives, size: termSize(alternatives) };
  }

  /**
   * Reads a query: quantities first ("9w", "b22"), then synonym phrases (longest first, on stems:
   * "tube lights" is "tube light"), then each remaining word as typed, by stem, as a prefix, or
   * corrected. A word nothing resembles is set aside rather than emptying the result.
   */
  parse(query: string): ParsedSearch {
    const words = wordsOf(normalizeText(query)).slice(0, 12);
    const quantities = quantityHints(words);
    const consumed = new Set(quantities.flatMap((q) => q.words));
    const rest = words.filter((w) => !consumed.has(w));
    const models = words.filter((w) => isModelWord(w) && !consumed.has(w));
    const terms: Term[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < rest.length;) {
      let matched = false;
      for (let n = Math.min(this.longestSynonym, rest.length - i); n >= 2; n -= 1) {
        const stems = rest.slice(i, i + n).map(stemOf);
        const group = this.synonyms.get(stems.join(' '));
        if (!group) continue;
        const alternatives: Alternative[] = [];
        for (const phraseWords of group) pushIf(alternatives, this.phrase(phraseWords, phraseWords.join(' ') === stems.join(' ') ? EXACT : SYNONYM));
        if (alternatives.length > 0) terms.push({ text: rest.slice(i, i + n).join(' '), alternatives, size: termSize(alternatives) });
        else unknown.push(rest.slice(i, i + n).join(' '));
        i += n;
        matched = true;
        break;
      }
      if (matched) continue;
      const word = rest[i] as string;
      const term = this.wordTerm(word, i === rest.length - 1);
      if (term) terms.push(term);
      else unknown.push(word);
      i += 1;
    }
    return { terms, quantities, models, unknown };
  }

  /** Products matching every term (or, with no terms, any typed size), each with its relevance. */
  match(parsed: ParsedSearch): SearchMatch {
    const scores = new Float64Array(this.products.length);
    const terms = [...parsed.terms].sort((a, b) => a.size - b.size);
    let docs: number[];
    const [lead, ...others] = terms;
    if (lead) {
      const seen = new Map<number, number>();
      for (const alternative of lead.alternatives) {
        const [first, ...restPostings] = [...alternative.postings].sort((a, b) => a.docs.length - b.docs.length);
        if (!first) continue;
        for (let k = 0; k < first.docs.length; k += 1) {
          const doc = first.docs[k] as number;
          const score = alternativeScore(alternative, doc, first, k, restPostings);
          if (score > (seen.get(doc) ?? 0)) seen.set(doc, score);
        }
      }
      docs = [];
      for (const [doc, leadScore] of seen) {
        let total = leadScore;
        let all = true;
        for (const term of others) {
          const score = termScore(term, doc);
          if (score === 0) {
            all = false;
            break;
          }
          total += score;
        }
        if (!all) continue;
        docs.push(doc);
        scores[doc] = total;
      }
    } else if (parsed.quantities.length > 0) {
      docs = [];
      for (let doc = 0; doc < this.products.length; doc += 1) if (this.quantityScore(parsed, doc) > 0) docs.push(doc);
    } else docs = [];
    for (const doc of docs) {
      scores[doc] = (scores[doc] ?? 0) + this.quantityScore(parsed, doc) + this.modelScore(parsed, doc);
    }
    return { docs, scores };
  }

  private quantityScore(parsed: ParsedSearch, doc: number): number {
    const specs = (this.products[doc] as IndexedProduct).typedSpecs;
    let score = 0;
    for (const hint of parsed.quantities) {
      const typed = hint.values.some(({ key, value }) => {
        const have = specs[key];
        return typeof value === 'number' ? typeof have === 'number' && Math.abs(have - value) <= Math.abs(value) * 1e-6 : have === value;
      });
      const written =
        !typed &&
        hint.words.length === 1 &&
        this.posting(hint.words[0] as string) !== undefined &&
        binarySearch((this.posting(hint.words[0] as string) as Posting).docs, doc) >= 0;
      if (typed || written) score += QUANTITY_BOOST;
    }
    return score;
  }

  private modelScore(parsed: ParsedSearch, doc: number): number {
    let score = 0;
    for (const model of parsed.models) {
      const posting = this.posting(model);
      if (!posting) continue;
      const at = binarySearch(posting.docs, doc);
      if (at >= 0 && ((posting.masks[at] as number) & NAME) !== 0) score += MODEL_BOOST;
    }
    return score;
  }
}

function pushIf(list: Alternative[], alternative: Alternative | null): void {
  if (alternative) list.push(alternative);
}

function termSize(alternatives: Alternative[]): number {
  return alternatives.reduce((sum, a) => sum + Math.min(...a.postings.map((p) => p.docs.length)), 0);
}

/** Score of a phrase alternative for a doc already found in its first posting at index k. */
function alternativeScore(alternative: Alternative, doc: number, first: Posting, k: number, rest: Posting[]): number {
  let weight = fieldWeight(first.masks[k] as number);
  for (const posting of rest) {
    const at = binarySearch(posting.docs, doc);
    if (at < 0) return 0;
    weight = Math.min(weight, fieldWeight(posting.masks[at] as number));
  }
  return weight * alternative.quality;
}

function termScore(term: Term, doc: number): number {
  let best = 0;
  for (const alternative of term.alternatives) {
    let weight = Infinity;
    for (const posting of alternative.postings) {
      const at = binarySearch(posting.docs, doc);
      if (at < 0) {
        weight = 0;
        break;
      }
      weight = Math.min(weight, fieldWeight(posting.masks[at] as number));
    }
    best = Math.max(best, weight * alternative.quality);
  }
  return best;
}
