// The index's answers to many searches, as one line per request (path and a hash of the body), to
// compare two versions of the search code on the same catalog: run it in each tree and `diff` the
// outputs. The 1 500 queries of search-cpu.ts, each with a random mix of the list's other
// parameters (category, attribute filters, brand, rating, price, flags, sort, page), then type-ahead.
// Usage: npx tsx bench/search-answers.ts <postgres url of a copy of the bench catalog> > answers.txt
import { createHash } from 'node:crypto';
import { openBenchApp } from './in-process-app.js';
// @ts-expect-error the bench's query generator is plain JavaScript
import { catalogVocabulary, randomGenerator, searchQueries } from './long-tail.mjs';

const url = process.argv[2];
if (!url) throw new Error('usage: npx tsx bench/search-answers.ts <postgres url of a copy of the bench catalog>');
const { app, database } = await openBenchApp(url);
const vocabulary = (await catalogVocabulary(url)) as { brands: string[] };
const random = randomGenerator(11) as () => number;
const queries = searchQueries(vocabulary, 1500, randomGenerator(7)) as string[];
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const EXTRAS: [string, string[]][] = [
  ['category', ['lighting', 'fans', 'wiring', 'protection', 'switches', 'plugs', 'nowhere']],
  ['sort', ['price-low', 'price-high', 'newest', 'featured']],
  ['page', ['2', '3']],
  ['rating', ['3', '4', '4.5']],
  ['minPrice', ['100', '500']],
  ['maxPrice', ['300', '2000']],
  ['onSale', ['true', 'false']],
  ['isNew', ['true', 'false']],
  ['featured', ['true', 'false']],
  ['bestSeller', ['true', 'false']],
];
const FILTERS = ['r.wattage=5..20', 'r.sweep=1200..', 'f.poles=2', 'f.safetyShutter=true', 'r.crossSection=..2.5', 'f.type=Switch'];
const paths: string[] = [];
queries.forEach((q, i) => {
  const params = [`q=${encodeURIComponent(q)}`];
  if (i % 3 !== 0) {
    for (const [key, values] of EXTRAS) if (random() < 0.2) params.push(`${key}=${pick(values)}`);
    if (random() < 0.2) params.push(`brand=${encodeURIComponent(pick(vocabulary.brands))}`);
    if (random() < 0.15) params.push(pick(FILTERS));
  }
  paths.push(`/api/products?${params.join('&')}`);
});
for (const q of queries.slice(0, 300)) paths.push(`/api/products/suggest?q=${encodeURIComponent(q)}`);
for (const path of paths) {
  const res = await app.inject({ url: path });
  console.log(`${path}\t${res.statusCode}\t${createHash('sha1').update(res.body).digest('hex')}`);
}
await app.close();
await database.close();
