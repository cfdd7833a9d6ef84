// CPU one uncached listing (or product, with `detail`) of the long tail costs the server, whatever else the machine runs: 1 500
// of the long-tail bench's list requests through app.inject (gzip asked for, as browsers do) on a
// copy of the bench's catalog, timed with process.cpuUsage() (the first 100 unmeasured). Usage, after
// `npm run bench -- --products 100000` has made its template database:
//   createdb -h 127.0.0.1 -U postgres -T wattson_bench_tpl_100000_<hash> list_cpu
//   npx tsx bench/list-cpu.ts postgres://postgres@127.0.0.1:5432/list_cpu [list|filter|search|detail]
import { cpuPerRequest, openBenchApp } from './in-process-app.js';
// @ts-expect-error the bench's request generators are plain JavaScript
import { catalogVocabulary, longTail, searchQueries, randomGenerator } from './long-tail.mjs';

const url = process.argv[2];
const kind = process.argv[3] ?? 'list';
if (!url) throw new Error('usage: npx tsx bench/list-cpu.ts <postgres url of a copy of the bench catalog> [list|filter|search|detail]');
const { app, database } = await openBenchApp(url);

interface Category {
  category: string;
  submenuGroups: { items: { path: string }[] }[];
}
// As catalogFacets does over HTTP: each category's sub-categories and facets, for the generators.
const categories = [];
for (const c of (await app.inject({ url: '/api/categories' })).json<Category[]>()) {
  const answer = (await app.inject({ url: `/api/products?category=${encodeURIComponent(c.category)}&pageSize=1` })).json<{
    facets: unknown[];
    total: number;
  }>();
  const subs = c.submenuGroups.flatMap((g) => g.items.map((item) => item.path.split('/')[1])).filter(Boolean);
  categories.push({ category: c.category, subs: [...new Set(subs)], facets: answer.facets, total: answer.total });
}
const vocabulary = await catalogVocabulary(url);
const queries = searchQueries(vocabulary, 1500, randomGenerator(7)) as string[];
const generators = longTail({ ids: vocabulary.ids, queries, categories }, 11) as Record<string, () => string>;
const next = generators[kind];
if (!next) throw new Error(`no such kind: ${kind}`);
const paths = [...new Set(Array.from({ length: 4000 }, () => next()))].slice(0, 1600);
const perRequest = await cpuPerRequest(app, paths, { 'accept-encoding': 'gzip, deflate, br' });
console.log(`${paths.length - 100} distinct ${kind} requests: ${perRequest.toFixed(3)} ms CPU each`);
await app.close();
await database.close();
