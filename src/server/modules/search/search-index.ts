import { BEST_SELLER, FEATURED, ProductColumns, type IndexedProduct } from './product-columns.js';
import { quantityHints, type QuantityHint } from './query-quantities.js';
import { isModelWord, joinedModelWords, normalizeText, stemOf, wordsOf } from './search-text.js';

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
function weightOfMask(mask: number): number {
  for (const [bit, weight] of FIELD_WEIGHTS) if (mask & bit) return weight;
  return 0;
}
/** The weight of every combination of fields, looked up rather than worked out for each match. */
const MASK_WEIGHTS = Uint8Array.from({ length: 32 }, (_, mask) => weightOfMask(mask));
function fieldWeight(mask: number): number {
  return MASK_WEIGHTS[mask & 31] as number;
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

/** The orders a list offers besides relevance. */
export type ListOrder = 'featured' | 'price-low' | 'price-high' | 'newest';

export interface SearchMatch {
  /** Ordinals of matching products (slots of `columns`). */
  docs: Int32Array;
  /** Relevance of each of them, in the same order. */
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

/** FNV-1a of a posting's products and fields. */
function postingHash(docs: Int32Array, masks: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < docs.length; i += 1) hash = Math.imul(hash ^ (docs[i] as number) ^ ((masks[i] as number) << 24), 0x01000193);
  return hash >>> 0;
}

function sameNumbers(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** Dictionary words a pair of `deleteKeys`/`deleteWords` can name: a hash (29 bits) times this plus a word's place stays an exact double. */
const WORD_LIMIT = 2 ** 24;

/** FNV-1a of a text, in 29 bits. */
function deleteHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 3;
}

/** Whether `probe` is `word` with one letter left out. */
function isDeletionOf(probe: string, word: string): boolean {
  if (probe.length !== word.length - 1) return false;
  let i = 0;
  while (i < probe.length && probe[i] === word[i]) i += 1;
  return probe.slice(i) === word.slice(i + 1);
}

/** The first place in ascending `keys` holding `key` or more. */
function lowerBound(keys: Int32Array, key: number): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as number) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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

/** Index words of one field's text; products share texts (a range's description), so each text is read once. */
/** Words of a query that only join others, in English and Hinglish. */
const QUERY_STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'for',
  'of',
  'in',
  'with',
  'and',
  'to',
  'ka',
  'ki',
  'ke',
  'ko',
  'se',
  'me',
  'mein',
  'aur',
  'wala',
  'wali',
  'wale',
  'vala',
  'vali',
  'liye',
  'lie',
]);

const STOP_WORDS = new Set([
  'the',
  'and',
  'for',
  'with',
  'that',
  'from',
  'this',
  'are',
  'you',
  'your',
  'its',
  'into',
  'than',
  'over',
  'when',
  'where',
  'which',
  'will',
  'not',
  'has',
  'have',
  'but',
  'all',
  'can',
  'one',
  'any',
  'each',
  'more',
  'most',
  'very',
  'also',
  'they',
  'their',
  'there',
  'what',
  'who',
  'how',
  'out',
  'use',
  'used',
]);

function fieldWords(text: string, memo: Map<string, string[]>, phrases: boolean): string[] {
  const memoKey = phrases ? text : `\u0000${text}`;
  let words = memo.get(memoKey);
  if (words) return words;
  const plain = wordsOf(normalizeText(text)).filter((w) => phrases || (w.length > 2 && !STOP_WORDS.has(w)) || /\d/.test(w));
  const out = new Set<string>();
  for (const word of plain) {
    out.add(word);
    out.add(stemOf(word));
  }
  // "Wi-Fi" is also "wifi"; "YDG 313" also "ydg313".
  for (const word of joinedModelWords(plain)) out.add(word);
  for (let i = 0; phrases && i + 1 < plain.length; i += 1) {
    const a = plain[i] as string;
    const b = plain[i + 1] as string;
    if (a.length <= 3 && b.length <= 3) out.add(a + b);
    // Adjacent words, so a phrase ("cover plate", "water heater") means those words together.
    out.add(`${stemOf(a)} ${stemOf(b)}`);
  }
  words = [...out];
  memo.set(memoKey, words);
  return words;
}

function productFields(p: IndexedProduct): [string, number][] {
  return [
    [p.name, NAME],
    [p.brand, BRAND],
    [`${p.category} ${p.sub.replace(/-/g, ' ')}`, CATEGORY],
    [p.specText, SPECS],
    [p.bodyText, BODY],
  ];
}

/**
 * The catalog's words in memory: a sorted posting list per word (with where in the product the
 * word stands), the stems that join inflections, a dictionary of one-letter deletions for typo
 * correction (symmetric delete), and synonym groups. Built from the products and the synonyms
 * staff keep; immutable once built (a change builds a new one, ADR 33).
 */
export class SearchIndex {
  /** The products' fields as columns; the index keeps no object per product. */
  readonly columns: ProductColumns;
  /**
   * Every word's posting, one after another in two arrays: word → its ordinal, and ordinal →
   * where its posting starts and its length. An array pair per word cost a few hundred bytes of headers each,
   * for hundreds of thousands of words (adjacent pairs are words too), more than the postings.
   */
  private readonly wordOrdinal = new Map<string, number>();
  private readonly postingStart: Int32Array;
  private readonly postingLength: Int32Array;
  private readonly postingDocs: Int32Array;
  private readonly postingMasks: Uint8Array;
  private readonly sortedWords: string[];
  /**
   * The typo dictionary (symmetric delete): each word, and each of its one-letter deletions, by a
   * hash, as sorted pairs of numbers — `deleteKeys` (hashes, ascending) and `deleteWords` (the word
   * of each, by its place in `dictionary`). A map from every deletion's text to its words held a
   * string and an array per deletion, millions at 100 000 products. A hash can collide: a candidate
   * counts only if the probe is the word or one of its deletions, so the candidates are exactly the
   * map's.
   */
  private readonly dictionary: string[];
  private readonly deleteKeys: Int32Array;
  private readonly deleteWords: Int32Array;
  /** Each synonym phrase (its words joined by a space) → the group's phrases, each as words. */
  private readonly synonyms = new Map<string, string[][]>();
  private readonly longestSynonym: number;
  /** `key=JSON value` of typed specs → products with it, for sizes typed in a query. */
  private readonly typedPostings = new Map<string, Posting>();

  constructor(products: IndexedProduct[], synonymGroups: string[][]) {
    this.columns = new ProductColumns(products);
    // Two passes over the products' words, counting and then writing each word's products into flat
    // arrays: lists of numbers growing per word held 8 M entries twice over while the index was
    // built, a peak the process's memory kept long after (ADR 74).
    const memo = new Map<string, string[]>();
    const eachWord = (visit: (ordinal: number, doc: number, bit: number) => void) =>
      products.forEach((product, doc) => {
        for (const [text, bit] of productFields(product)) {
          for (const word of fieldWords(text, memo, bit !== BODY)) {
            let ordinal = this.wordOrdinal.get(word);
            if (ordinal === undefined) this.wordOrdinal.set(word, (ordinal = this.wordOrdinal.size));
            visit(ordinal, doc, bit);
          }
        }
      });
    const counts: number[] = [];
    const lastDoc: number[] = [];
    eachWord((ordinal, doc) => {
      if (lastDoc[ordinal] === doc) return;
      lastDoc[ordinal] = doc;
      counts[ordinal] = (counts[ordinal] ?? 0) + 1;
    });
    const words = this.wordOrdinal.size;
    const start = new Int32Array(words);
    let total = 0;
    for (let ordinal = 0; ordinal < words; ordinal += 1) {
      start[ordinal] = total;
      total += counts[ordinal] as number;
    }
    const allDocs = new Int32Array(total);
    const allMasks = new Uint8Array(total);
    const end = Int32Array.from(start);
    eachWord((ordinal, doc, bit) => {
      const last = (end[ordinal] as number) - 1;
      // Docs arrive in order: the same product again only adds where else the word stands.
      if (last >= (start[ordinal] as number) && allDocs[last] === doc) allMasks[last] = (allMasks[last] as number) | bit;
      else {
        allDocs[last + 1] = doc;
        allMasks[last + 1] = bit;
        end[ordinal] = last + 2;
      }
    });
    // Words that stand in the same products in the same fields (the words of a range's description)
    // share one copy of their posting: found by a hash of it, then compared.
    const owners = new Map<number, { docs: Int32Array; masks: Uint8Array; at: number }[]>();
    this.postingStart = new Int32Array(words);
    this.postingLength = Int32Array.from(counts);
    let kept = 0;
    for (let ordinal = 0; ordinal < words; ordinal += 1) {
      const docs = allDocs.subarray(start[ordinal], end[ordinal]);
      const masks = allMasks.subarray(start[ordinal], end[ordinal]);
      const hash = postingHash(docs, masks);
      let same = owners.get(hash);
      if (!same) owners.set(hash, (same = []));
      let owner = same.find((o) => sameNumbers(o.docs, docs) && sameNumbers(o.masks, masks));
      if (!owner) {
        same.push((owner = { docs, masks, at: kept }));
        kept += docs.length;
      }
      this.postingStart[ordinal] = owner.at;
    }
    this.postingDocs = new Int32Array(kept);
    this.postingMasks = new Uint8Array(kept);
    for (const same of owners.values())
      for (const owner of same) {
        this.postingDocs.set(owner.docs, owner.at);
        this.postingMasks.set(owner.masks, owner.at);
      }
    this.sortedWords = [...this.wordOrdinal.keys()].sort();
    const typed = new Map<string, number[]>();
    products.forEach((product, doc) => {
      for (const [key, value] of Object.entries(product.typedSpecs)) {
        const name = `${key}=${JSON.stringify(value)}`;
        const list = typed.get(name);
        if (list) list.push(doc);
        else typed.set(name, [doc]);
      }
    });
    for (const [name, docs] of typed) this.typedPostings.set(name, { docs: Int32Array.from(docs), masks: new Uint8Array(docs.length).fill(NAME) });
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
    this.dictionary = [...dictionary];
    if (this.dictionary.length >= WORD_LIMIT) throw new Error(`the typo dictionary holds ${this.dictionary.length} words, more than ${WORD_LIMIT}`);
    const pairs: number[] = [];
    this.dictionary.forEach((word, ordinal) => {
      for (const deleted of [word, ...deletesOf(word)]) pairs.push(deleteHash(deleted) * WORD_LIMIT + ordinal);
    });
    // Sorted as numbers (hash, then the word's place in the dictionary, as the map's lists were).
    const sorted = Float64Array.from(pairs).sort();
    this.deleteKeys = new Int32Array(sorted.length);
    this.deleteWords = new Int32Array(sorted.length);
    sorted.forEach((pair, i) => {
      this.deleteKeys[i] = Math.floor(pair / WORD_LIMIT);
      this.deleteWords[i] = pair % WORD_LIMIT;
    });
  }

  /** Each list order used so far: its products in that order, and each product's place in it. */
  private readonly orders = new Map<ListOrder, { docs: Int32Array; places: Int32Array }>();

  /** Each product's place in a list order (ties broken by id), worked out once per index: ordering a search's matches then compares two numbers. */
  placeIn(order: ListOrder): Int32Array {
    let kept = this.orders.get(order);
    if (!kept) {
      const compare = this.comparator(order);
      const docs = Int32Array.from({ length: this.size }, (_, doc) => doc).sort(compare);
      const places = new Int32Array(docs.length);
      docs.forEach((doc, place) => (places[doc] = place));
      this.orders.set(order, (kept = { docs, places }));
    }
    return kept.places;
  }

  /**
   * A product's price, discount, rating, flags or specs changed (not its words): they are written
   * into its slot, and it moves to its new place in each order worked out so far, the products it
   * passes shifting by one. Re-sorting 100 000 products per order instead took longer than a
   * search, once per price edit. False when the index does not hold the product.
   */
  patch(product: IndexedProduct): boolean {
    const doc = this.columns.docOf(product.id);
    if (doc < 0) return false;
    this.columns.patch(doc, product);
    this.moved(doc);
    return true;
  }

  private moved(doc: number): void {
    for (const [order, { docs, places }] of this.orders) {
      const from = places[doc] as number;
      const compare = this.comparator(order);
      // Where it goes among the others (its own slot left out): the first place whose product sorts after it.
      let lo = 0;
      let hi = docs.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        const other = docs[mid < from ? mid : mid + 1] as number;
        if (compare(other, doc) < 0) lo = mid + 1;
        else hi = mid;
      }
      const to = lo;
      if (to === from) continue;
      if (to < from) docs.copyWithin(to + 1, to, from);
      else docs.copyWithin(from, from + 1, to + 1);
      docs[to] = doc;
      for (let place = Math.min(from, to); place <= Math.max(from, to); place += 1) places[docs[place] as number] = place;
    }
  }

  /** How two products compare in a list order, ties broken by id (as the lists' SQL does). */
  private comparator(order: ListOrder): (a: number, b: number) => number {
    const { flags, rating, pricePaise, createdAt, idRank } = this.columns;
    const ahead: (a: number, b: number) => number = {
      featured: (a: number, b: number) =>
        ((flags[b] as number) & FEATURED) - ((flags[a] as number) & FEATURED) ||
        ((flags[b] as number) & BEST_SELLER) - ((flags[a] as number) & BEST_SELLER) ||
        (rating[b] as number) - (rating[a] as number),
      'price-low': (a: number, b: number) => (pricePaise[a] as number) - (pricePaise[b] as number),
      'price-high': (a: number, b: number) => (pricePaise[b] as number) - (pricePaise[a] as number),
      newest: (a: number, b: number) => (createdAt[b] as number) - (createdAt[a] as number),
    }[order];
    return (a, b) => ahead(a, b) || (idRank[a] as number) - (idRank[b] as number);
  }

  get size(): number {
    return this.columns.size;
  }

  /** Words of the catalog (or synonyms) a typo is closest to: one or two letters wrong, missing, extra or swapped. */
  corrections(word: string): string[] {
    const limit = typoLimit(word.length);
    if (limit === 0) return [];
    const candidates = new Set<string>();
    const probes = new Set([word, ...deletesOf(word)]);
    if (limit >= 2) for (const d of deletesOf(word)) for (const dd of deletesOf(d)) probes.add(dd);
    for (const probe of probes) {
      const hash = deleteHash(probe);
      for (let at = lowerBound(this.deleteKeys, hash); at < this.deleteKeys.length && this.deleteKeys[at] === hash; at += 1) {
        const candidate = this.dictionary[this.deleteWords[at] as number] as string;
        if (candidate === probe || isDeletionOf(probe, candidate)) candidates.add(candidate);
      }
    }
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
    const ordinal = this.wordOrdinal.get(word);
    if (ordinal === undefined) return undefined;
    const from = this.postingStart[ordinal] as number;
    const to = from + (this.postingLength[ordinal] as number);
    return { docs: this.postingDocs.subarray(from, to), masks: this.postingMasks.subarray(from, to) };
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
    // Several words stand together: each adjacent pair must (that is what a phrase means).
    const units = words.length === 1 ? words : words.slice(1).map((word, i) => `${words[i] ?? ''} ${word}`);
    for (const word of units) {
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
    if (alternatives.length === 0 && (word.length >= 3 || (last && word.length >= 2)))
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
    const typed = wordsOf(normalizeText(query)).slice(0, 12);
    // "छत का पंखा" is "chhat ka pankha": the little words of English and Hindi say nothing about the product.
    const meaningful = typed.filter((w) => !QUERY_STOP_WORDS.has(w));
    const words = meaningful.length > 0 ? meaningful : typed;
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

  /** Scratch arrays, one slot per term, reused by every search (the index is read by one thread). */
  private readonly slots: { stamp: Int32Array; score: Float32Array }[] = [];
  private generation = 0;

  private slot(i: number): { stamp: Int32Array; score: Float32Array } {
    let slot = this.slots[i];
    if (!slot) this.slots[i] = slot = { stamp: new Int32Array(this.size), score: new Float32Array(this.size) };
    return slot;
  }

  /** Marks every product an alternative of `alternatives` matches in slot `i` with its best score; writes the products newly marked to `out`, in no order, and returns how many. */
  private fill(i: number, alternatives: Alternative[], out: Int32Array | null): number {
    const { stamp, score } = this.slot(i);
    const generation = this.generation;
    let found = 0;
    for (const alternative of alternatives) {
      const only = onePosting(alternative);
      if (only) {
        found = markPosting(only, alternative.quality, stamp, score, generation, out, found);
        continue;
      }
      const [first, ...rest] = [...alternative.postings].sort((a, b) => a.docs.length - b.docs.length);
      if (!first) continue;
      for (let k = 0; k < first.docs.length; k += 1) {
        const doc = first.docs[k] as number;
        let weight = fieldWeight(first.masks[k] as number);
        for (const posting of rest) {
          const at = binarySearch(posting.docs, doc);
          weight = at < 0 ? 0 : Math.min(weight, fieldWeight(posting.masks[at] as number));
          if (weight === 0) break;
        }
        if (weight === 0) continue;
        const value = weight * alternative.quality;
        if (stamp[doc] !== generation) {
          stamp[doc] = generation;
          score[doc] = value;
          if (out) out[found++] = doc;
        } else if (value > (score[doc] as number)) score[doc] = value;
      }
    }
    return found;
  }

  /** Where `fill` writes the products it marks: one array for every search (a broad word marks tens of thousands, and a growing list of them was most of a search's garbage). */
  private collected: Int32Array | null = null;

  private scratch(): Int32Array {
    return (this.collected ??= new Int32Array(this.size));
  }

  /** Beside `scratch`: the lead's scores, and one term's best score per lead product. */
  private collectedScores: Float64Array | null = null;
  private bestScores: Float32Array | null = null;

  private scoreScratch(): Float64Array {
    return (this.collectedScores ??= new Float64Array(this.size));
  }

  private bestScratch(): Float32Array {
    return (this.bestScores ??= new Float32Array(this.size));
  }

  /** Marks those of `docs` an alternative of `alternatives` matches in slot `i` with its best score, looking each up in the postings. */
  private probe(i: number, alternatives: Alternative[], docs: Int32Array): void {
    const { stamp, score } = this.slot(i);
    const generation = this.generation;
    for (const doc of docs) {
      let best = 0;
      for (const alternative of alternatives) {
        if (alternative.postings.length === 0) continue;
        let weight = Number.POSITIVE_INFINITY;
        for (const posting of alternative.postings) {
          const at = binarySearch(posting.docs, doc);
          weight = at < 0 ? 0 : Math.min(weight, fieldWeight(posting.masks[at] as number));
          if (weight === 0) break;
        }
        best = Math.max(best, weight * alternative.quality);
      }
      if (best > 0) {
        stamp[doc] = generation;
        score[doc] = best;
      }
    }
  }

  /** A typed size or code as alternatives: products with the typed value, or with the word written. */
  private quantityAlternatives(hint: QuantityHint): Alternative[] {
    const alternatives: Alternative[] = [];
    for (const { key, value } of hint.values) {
      const posting = this.typedPostings.get(`${key}=${JSON.stringify(value)}`);
      if (posting) alternatives.push({ postings: [posting], quality: QUANTITY_BOOST / 10 });
    }
    if (hint.words.length === 1) pushIf(alternatives, this.phrase(hint.words, QUANTITY_BOOST / 10));
    return alternatives;
  }

  /** Products matching every term (or, with no terms, any typed size), each with its relevance. */
  match(parsed: ParsedSearch): SearchMatch {
    this.generation = (this.generation + 1) | 0 || 1;
    const generation = this.generation;
    const terms = [...parsed.terms].sort((a, b) => a.size - b.size);
    const boosts: Alternative[][] = [
      ...parsed.quantities.map((hint) => this.quantityAlternatives(hint)),
      ...parsed.models.map((model) => {
        const posting = this.posting(model);
        return posting ? [{ postings: [posting], quality: MODEL_BOOST / 10 }] : [];
      }),
    ].filter((alternatives) => alternatives.length > 0);
    const scratch = this.scratch();
    // The products every term so far matched, and the sum of their terms' scores, side by side.
    let lead: Int32Array;
    let leadScores: Float64Array;
    // A lead read straight from one posting is in product order: further terms are merged with it.
    let inOrder = false;
    if (terms.length > 0) {
      const alternatives = (terms[0] as Term).alternatives;
      const only = alternatives.length === 1 ? onePosting(alternatives[0] as Alternative) : undefined;
      if (only) {
        const count = copyPosting(only, (alternatives[0] as Alternative).quality, scratch, this.scoreScratch());
        lead = scratch.subarray(0, count);
        leadScores = this.scoreScratch().subarray(0, count);
        inOrder = true;
      } else {
        lead = scratch.subarray(0, this.fill(0, alternatives, scratch));
        leadScores = this.scoreScratch().subarray(0, lead.length);
        const { score } = this.slot(0);
        for (let k = 0; k < lead.length; k += 1) leadScores[k] = score[lead[k] as number] as number;
      }
    } else if (parsed.quantities.length === 1) {
      lead = scratch.subarray(0, this.fill(0, boosts[0] ?? [], scratch));
      leadScores = new Float64Array(lead.length);
    } else if (parsed.quantities.length > 0) {
      const union = new Set<number>();
      boosts.slice(0, parsed.quantities.length).forEach((alternatives, i) => {
        const count = this.fill(i, alternatives, scratch);
        for (let k = 0; k < count; k += 1) union.add(scratch[k] as number);
      });
      lead = Int32Array.from(union);
      leadScores = new Float64Array(lead.length);
    } else return { docs: new Int32Array(0), scores: new Float64Array(0) };
    // Each further term keeps only the products every term so far matched: merged with the lead when
    // both are in product order, else looked up in its postings when the lead is short, else its
    // postings are walked as the lead's were.
    for (let i = 1; i < terms.length; i += 1) {
      const alternatives = (terms[i] as Term).alternatives;
      let kept = 0;
      if (inOrder && alternatives.every((a) => onePosting(a))) {
        const best = this.bestScratch();
        best.fill(0, 0, lead.length);
        for (const alternative of alternatives) mergeBest(lead, onePosting(alternative) as Posting, alternative.quality, best);
        for (let k = 0; k < lead.length; k += 1) {
          const value = best[k] as number;
          if (value === 0) continue;
          lead[kept] = lead[k] as number;
          leadScores[kept++] = (leadScores[k] as number) + value;
        }
      } else {
        if (probingIsCheaper(lead.length, alternatives)) this.probe(i, alternatives, lead);
        else this.fill(i, alternatives, null);
        const { stamp, score } = this.slot(i);
        for (let k = 0; k < lead.length; k += 1) {
          const doc = lead[k] as number;
          if (stamp[doc] !== generation) continue;
          lead[kept] = doc;
          leadScores[kept++] = (leadScores[k] as number) + (score[doc] as number);
        }
      }
      lead = lead.subarray(0, kept);
      leadScores = leadScores.subarray(0, kept);
    }
    const boostBase = Math.max(terms.length, 1) + (terms.length === 0 ? parsed.quantities.length : 0);
    // Only the products found can be raised: a boost of a common number ("2") is looked up for them, not walked.
    boosts.forEach((alternatives, b) => {
      if (terms.length === 0 && b < parsed.quantities.length) return;
      if (probingIsCheaper(lead.length, alternatives)) this.probe(boostBase + b, alternatives, lead);
      else this.fill(boostBase + b, alternatives, null);
    });
    const boostSlots = boosts.map((_, b) => (terms.length === 0 && b < parsed.quantities.length ? this.slot(b) : this.slot(boostBase + b)));
    const docs = lead.slice();
    const scores = leadScores.slice();
    for (const slot of boostSlots) {
      for (let k = 0; k < docs.length; k += 1) {
        const doc = docs[k] as number;
        if (slot.stamp[doc] === generation && (slot.score[doc] as number) >= 10) scores[k] = (scores[k] as number) + (slot.score[doc] as number);
      }
    }
    return { docs, scores };
  }
}

/**
 * Marks a one-word alternative's products in a slot with their score (the best where several
 * alternatives mark one), and appends those marked first to `out`: the common case of `fill`, as
 * one tight loop over the posting's arrays.
 */
function markPosting(
  posting: Posting,
  quality: number,
  stamp: Int32Array,
  score: Float32Array,
  generation: number,
  out: Int32Array | null,
  found: number,
): number {
  const { docs, masks } = posting;
  const n = docs.length;
  let at = found;
  for (let k = 0; k < n; k += 1) {
    const doc = docs[k] as number;
    const value = fieldWeight(masks[k] as number) * quality;
    if (value === 0) continue;
    if (stamp[doc] !== generation) {
      stamp[doc] = generation;
      score[doc] = value;
      if (out) out[at++] = doc;
    } else if (value > (score[doc] as number)) score[doc] = value;
  }
  return at;
}

/** The posting of an alternative of one word (or one pair of words), the common case. */
function onePosting(alternative: Alternative): Posting | undefined {
  return alternative.postings.length === 1 ? alternative.postings[0] : undefined;
}

/** A posting's products and scores (as a slot would hold them: 32-bit), in product order; returns how many. */
function copyPosting(posting: Posting, quality: number, docsOut: Int32Array, scoresOut: Float64Array): number {
  const { docs, masks } = posting;
  let count = 0;
  for (let k = 0; k < docs.length; k += 1) {
    const value = Math.fround(fieldWeight(masks[k] as number) * quality);
    if (value === 0) continue;
    docsOut[count] = docs[k] as number;
    scoresOut[count++] = value;
  }
  return count;
}

/**
 * For each product of `lead` (in product order) that the posting holds, raises `best` at its place to
 * the alternative's score there. Walks both in order, galloping over the posting where it is longer.
 */
function mergeBest(lead: Int32Array, posting: Posting, quality: number, best: Float32Array): void {
  const { docs, masks } = posting;
  const m = docs.length;
  let j = 0;
  for (let k = 0; k < lead.length && j < m; k += 1) {
    const doc = lead[k] as number;
    if ((docs[j] as number) < doc) {
      let bound = 1;
      while (j + bound < m && (docs[j + bound] as number) < doc) bound <<= 1;
      let lo = j + (bound >> 1) + 1;
      let hi = Math.min(j + bound, m);
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((docs[mid] as number) < doc) lo = mid + 1;
        else hi = mid;
      }
      j = lo;
      if (j >= m) break;
    }
    if (docs[j] === doc) {
      const value = Math.fround(fieldWeight(masks[j] as number) * quality);
      if (value > (best[k] as number)) best[k] = value;
    }
  }
}

function pushIf(list: Alternative[], alternative: Alternative | null): void {
  if (alternative) list.push(alternative);
}

/** A lookup costs about a dozen steps of a binary search; walking a posting, one step per product in it. */
const LOOKUP_STEPS = 12;

/** Whether looking `candidates` products up in a term's postings costs less than walking its shortest posting per alternative. */
function probingIsCheaper(candidates: number, alternatives: Alternative[]): boolean {
  let walk = 0;
  let lookups = 0;
  for (const alternative of alternatives) {
    if (alternative.postings.length === 0) continue;
    walk += Math.min(...alternative.postings.map((p) => p.docs.length));
    lookups += alternative.postings.length;
  }
  return candidates * lookups * LOOKUP_STEPS < walk;
}

function termSize(alternatives: Alternative[]): number {
  return alternatives.reduce((sum, a) => sum + Math.min(...a.postings.map((p) => p.docs.length)), 0);
}
