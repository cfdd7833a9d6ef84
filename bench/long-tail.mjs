// The long tail of a real shop's reads: every product, thousands of different searches, random
// filter, sort and page combinations. Each kind is a function that returns the next path; the
// vocabulary and the facets come from the catalog itself (the database and the API).
import pg from 'pg';

/** Small, seedable PRNG (mulberry32): the same run asks for the same paths. */
export function randomGenerator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, items) => items[Math.floor(random() * items.length)];

/** Trade words, Hinglish and the way Indian shoppers write what they want; searched alone and with brands and numbers. */
const TRADE_WORDS = [
  'tubelight',
  'tube light',
  'batten',
  'led tube',
  'mcb',
  'rccb',
  'elcb',
  'rcbo',
  'isolator',
  'db box',
  'distribution board',
  'geyser',
  'water heater',
  'instant geyser',
  'wire',
  'cable',
  'house wire',
  'flexible wire',
  'fr wire',
  'frls',
  'switch board',
  'modular switch',
  'modular plate',
  'socket',
  '16a socket',
  '6a socket',
  'extension board',
  'spike guard',
  'bldc fan',
  'ceiling fan',
  'exhaust fan',
  'pedestal fan',
  'table fan',
  'cooler',
  'room heater',
  'oil heater',
  'smart plug',
  'cctv',
  'camera',
  'door lock',
  'tester',
  'line tester',
  'multimeter',
  'plier',
  'screwdriver',
  'wire stripper',
  'conduit',
  'pvc pipe',
  'junction box',
  'cable tie',
  'panel light',
  'downlight',
  'flood light',
  'strip light',
  'chandelier',
  'wall light',
  'led bulb',
  'bulb',
  'lan cable',
  'cat6',
  'coaxial',
  'solar cable',
  'stabilizer',
  'spd',
  'dimmer',
  'touch switch',
  'usb socket',
  'type c socket',
];
const HINGLISH = [
  'pankha',
  'chhat ka pankha',
  'bijli ka taar',
  'taar',
  'bulb wala',
  'sasta bulb',
  'led light sasta',
  'geyser 15 litre',
  'pani garam',
  'switch sasta',
  'board wala switch',
  'extension wala board',
  'kamre ka heater',
  'cooler bada',
  'fan ki speed',
  'inverter wala bulb',
  'batti',
  'tubelight ka patti',
  'mcb 32 amp',
  'earthing wire',
];
const UNITS = [
  '9w',
  '12w',
  '15w',
  '20w',
  '36w',
  '5w',
  '1200mm',
  '900mm',
  '48 inch',
  '32a',
  '16a',
  '63a',
  '6a',
  '2.5 sq mm',
  '1.5 sqmm',
  '4 mm',
  '10ka',
  '30ma',
  '6500k',
  '3000k',
  'b22',
  'e27',
  'ip65',
  '2p',
  '4p',
  '5 star',
  '15 litre',
  '25l',
  '90m',
  'cat 6',
];

function typo(random, word) {
  if (word.length < 4) return word;
  const i = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 3)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1); // a letter missing
    case 1:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2); // two swapped
    default:
      return word.slice(0, i) + word[i] + word.slice(i); // a letter doubled
  }
}

/** At least `count` distinct search queries: product kinds, brands, trade words, Hinglish, numbers with units, and typos of them. */
export function searchQueries({ kinds, brands }, count, random) {
  const queries = new Set();
  const add = (q) => queries.add(q.toLowerCase().replace(/\s+/g, ' ').trim());
  const brandWord = (b) => b.split(' ')[0];
  for (const kind of kinds) {
    add(kind);
    const words = kind.split(' ');
    if (words.length > 2) add(words.slice(-2).join(' '));
  }
  for (const w of [...TRADE_WORDS, ...HINGLISH]) add(w);
  let guard = 0;
  while (queries.size < count && guard++ < count * 50) {
    const kind = pick(random, kinds);
    const kindWords = kind.split(' ');
    const tail = kindWords.slice(-2).join(' ');
    switch (Math.floor(random() * 8)) {
      case 0:
        add(`${brandWord(pick(random, brands))} ${tail}`);
        break;
      case 1:
        add(`${pick(random, UNITS)} ${pick(random, TRADE_WORDS)}`);
        break;
      case 2:
        add(`${pick(random, TRADE_WORDS)} ${pick(random, UNITS)}`);
        break;
      case 3:
        add(kindWords.map((w) => (random() < 0.5 ? typo(random, w) : w)).join(' '));
        break;
      case 4:
        add(`${typo(random, brandWord(pick(random, brands)))} ${pick(random, TRADE_WORDS)}`);
        break;
      case 5:
        add(`${brandWord(pick(random, brands))} ${pick(random, UNITS)} ${kindWords[kindWords.length - 1]}`);
        break;
      case 6:
        add(`${pick(random, HINGLISH)} ${brandWord(pick(random, brands))}`);
        break;
      default:
        add(`${typo(random, pick(random, TRADE_WORDS))}`);
    }
  }
  const list = [...queries].filter((q) => q.length > 0);
  // Shuffled, so a run that takes the first N gets every sort of query.
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** The catalog as the bench needs it: every listed id, the product kinds and brands its names use, and products safe to buy or edit. */
export async function catalogVocabulary(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const ids = (await db.query('select id from products where deleted_at is null order by id')).rows.map((r) => r.id);
    const brands = (await db.query("select distinct brand from products where brand <> '' order by 1")).rows.map((r) => r.brand);
    // The hand-written catalog's names without the brand: "Ambrose 1200 mm Ceiling Fan".
    const names = (await db.query("select name, brand from products where id !~ '^g' order by id")).rows;
    const kinds = [...new Set(names.map((r) => (r.name.startsWith(r.brand) ? r.name.slice(r.brand.length).trim() : r.name)))];
    return { ids, brands, kinds };
  } finally {
    await db.end();
  }
}

/** Each category's sub-categories and facets, as the API answers them (what a shopper's filter panel offers). */
export async function catalogFacets(baseUrl) {
  const categories = await (await fetch(`${baseUrl}/api/categories`)).json();
  const result = [];
  for (const c of categories) {
    const answer = await (await fetch(`${baseUrl}/api/products?category=${encodeURIComponent(c.category)}&pageSize=1`)).json();
    const subs = c.submenuGroups.flatMap((g) => g.items.map((item) => item.path.split('/')[1])).filter(Boolean);
    result.push({ category: c.category, subs: [...new Set(subs)], facets: answer.facets, total: answer.total });
  }
  return result;
}

const SORTS = [null, null, 'price-low', 'price-high', 'newest', 'featured'];

function page(random) {
  const x = random();
  if (x < 0.5) return 1;
  if (x < 0.7) return 2;
  if (x < 0.9) return 3 + Math.floor(random() * 8);
  return 11 + Math.floor(random() * 90);
}

function priceRange(random) {
  const edges = [0, 100, 250, 500, 1000, 2000, 5000, 10000, 25000];
  const a = Math.floor(random() * (edges.length - 1));
  const b = a + 1 + Math.floor(random() * (edges.length - 1 - a));
  return [edges[a], edges[b]];
}

/** A random attribute filter from a facet as shown: one or two ticked values, or a range of its buckets. */
function facetFilter(random, facet) {
  if (facet.kind === 'number') {
    if (facet.buckets.length === 0) return null;
    const a = Math.floor(random() * facet.buckets.length);
    const b = Math.min(facet.buckets.length - 1, a + Math.floor(random() * 2));
    const from = facet.buckets[a].from;
    const to = facet.buckets[b].to;
    return [`r.${facet.key}`, to === null ? `${from}..` : `${from}..${to}`];
  }
  const values = facet.values.filter((v) => v.count > 0);
  if (values.length === 0) return null;
  const chosen = new Set([pick(random, values).value]);
  if (random() < 0.3) chosen.add(pick(random, values).value);
  if (facet.kind === 'rating') return ['rating', [...chosen][0]];
  return [facet.kind === 'brand' ? 'brand' : `f.${facet.key}`, [...chosen].join(',')];
}

/**
 * Path generators per kind. `detail`: a product drawn uniformly from the whole catalog. `list`: a
 * category, sub-category or the whole shop with random sort, page, price and stock flags. `filter`:
 * a category with 1–3 facet filters (attributes, brand, rating). `search`: one of the queries,
 * sometimes within a category or sorted.
 */
export function longTail({ ids, queries, categories }, seed) {
  const random = randomGenerator(seed);
  const detail = () => `/api/products/${encodeURIComponent(pick(random, ids))}`;
  const list = () => {
    const params = new URLSearchParams();
    const x = random();
    if (x < 0.75) {
      const c = pick(random, categories);
      params.set('category', c.category);
      if (random() < 0.35 && c.subs.length > 0) params.set('sub', pick(random, c.subs));
    }
    if (random() < 0.2) {
      const [min, max] = priceRange(random);
      params.set('minPrice', String(min));
      params.set('maxPrice', String(max));
    }
    if (random() < 0.15) params.set('inStock', 'true');
    if (random() < 0.1) params.set('onSale', 'true');
    const sort = pick(random, SORTS);
    if (sort) params.set('sort', sort);
    const p = page(random);
    if (p > 1) params.set('page', String(p));
    return `/api/products?${params.toString()}`;
  };
  const filter = () => {
    const withFacets = categories.filter((cat) => cat.facets.length > 2);
    const c = pick(random, withFacets.length > 0 ? withFacets : categories);
    const params = new URLSearchParams({ category: c.category });
    const facets = c.facets.filter((f) => f.kind !== 'rating' || random() < 0.3);
    const n = 1 + Math.floor(random() * 3);
    for (let i = 0; i < n; i += 1) {
      const f = facetFilter(random, pick(random, facets));
      if (f) params.set(f[0], f[1]);
    }
    const sort = pick(random, SORTS);
    if (sort) params.set('sort', sort);
    const p = random() < 0.8 ? 1 : 2 + Math.floor(random() * 3);
    if (p > 1) params.set('page', String(p));
    return `/api/products?${params.toString()}`;
  };
  const search = () => {
    const params = new URLSearchParams({ q: pick(random, queries) });
    if (random() < 0.2) params.set('category', pick(random, categories).category);
    if (random() < 0.2) params.set('sort', pick(random, ['price-low', 'price-high', 'newest']));
    if (random() < 0.2) params.set('page', '2');
    return `/api/products?${params.toString()}`;
  };
  return { detail, list, filter, search };
}

/** A weighted mix of the kinds, as a shop's traffic: mostly product pages, then lists, filters and searches. */
export const READ_MIX = { detail: 0.45, list: 0.25, filter: 0.15, search: 0.15 };

export function mixed(generators, seed, weights = READ_MIX) {
  const random = randomGenerator(seed);
  const kinds = Object.entries(weights);
  return () => {
    let x = random();
    for (const [kind, weight] of kinds) {
      x -= weight;
      if (x < 0) return generators[kind]();
    }
    return generators[kinds[0][0]]();
  };
}
