// Time the search index's own work (reading a query and finding its products, no HTTP, no answer)
// for the long-tail bench's 1 500 queries, with a checksum of every result: a change meant to be
// faster must print the same checksum. `--slowest N` lists the N slowest queries with their terms
// (each alternative's posting sizes). Usage, on a copy of the bench catalog (see list-cpu.ts):
//   npx tsx bench/search-match.ts postgres://postgres@127.0.0.1:5432/list_cpu [--slowest 25]
import { openDatabase } from '../src/server/db/client.js';
import { SearchCatalog } from '../src/server/modules/search/search-catalog.js';
// @ts-expect-error the bench's request generators are plain JavaScript
import { catalogVocabulary, searchQueries, randomGenerator } from './long-tail.mjs';

const url = process.argv[2];
if (!url) throw new Error('usage: npx tsx bench/search-match.ts <postgres url of a copy of the bench catalog> [--slowest N]');
const slowestAt = process.argv.indexOf('--slowest');
const slowest = slowestAt > 0 ? Number(process.argv[slowestAt + 1] ?? 25) : 0;
const database = await openDatabase({ url });
const index = await new SearchCatalog(database.db).current();
const queries = searchQueries(await catalogVocabulary(url), 1500, randomGenerator(7)) as string[];

// Independent of the order the products come in: the ranking sorts them anyway.
let checksum = 0;
for (const q of queries) {
  const { docs, scores } = index.match(index.parse(q));
  let h = 0;
  for (let i = 0; i < docs.length; i += 1) h = (h + Math.imul((docs[i] as number) + 1, 2654435761) + Math.round((scores[i] as number) * 1000) * 97) | 0;
  checksum = (Math.imul(checksum, 31) + h + docs.length) | 0;
}
const rounds: number[] = [];
for (let r = 0; r < 7; r += 1) {
  const startedAt = performance.now();
  for (const q of queries) index.match(index.parse(q));
  rounds.push((performance.now() - startedAt) / queries.length);
}
console.log(`checksum ${checksum}; ms per query, best of 7: ${Math.min(...rounds).toFixed(3)} (${rounds.map((t) => t.toFixed(3)).join(' ')})`);

if (slowest > 0) {
  const timed = queries.map((q) => {
    const startedAt = performance.now();
    for (let r = 0; r < 5; r += 1) index.match(index.parse(q));
    const parsed = index.parse(q);
    const terms = parsed.terms.map((t) => `${t.text}[${t.alternatives.map((a) => a.postings.map((p) => p.docs.length).join('+')).join('|')}]`);
    return {
      q,
      ms: (performance.now() - startedAt) / 5,
      found: index.match(parsed).docs.length,
      terms,
      quantities: parsed.quantities.length,
      models: parsed.models.length,
    };
  });
  timed.sort((a, b) => b.ms - a.ms);
  for (const t of timed.slice(0, slowest))
    console.log(`${t.ms.toFixed(3)} ms, ${t.found} found: ${JSON.stringify(t.q)} → ${t.terms.join(' ')}; ${t.quantities} sizes, ${t.models} model words`);
}
await database.close();
