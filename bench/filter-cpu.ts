// CPU one uncached faceted listing costs the server, whatever else the machine runs: 1 500 requests
// of the filter bench's generator through app.inject on a copy of the bench's catalog, timed with
// process.cpuUsage() (the first 100 unmeasured). Usage, after `npm run bench -- --filters --products N`
// has made its template database:
//   createdb -h 127.0.0.1 -U postgres -T wattson_bench_tpl_<N>_<hash> filter_cpu
//   npx tsx bench/filter-cpu.ts postgres://postgres@127.0.0.1:5432/filter_cpu
import { cpuPerRequest, openBenchApp } from './in-process-app.js';
// @ts-expect-error the bench's request generators are plain JavaScript
import { filterRequests } from './filter-bench.mjs';
// @ts-expect-error the bench's request generators are plain JavaScript
import { longTail } from './long-tail.mjs';

interface CategoryFacets {
  category: string;
  subs: string[];
  facets: unknown[];
  total: number;
}

const url = process.argv[2];
if (!url) throw new Error('usage: npx tsx bench/filter-cpu.ts <postgres url of a copy of the bench catalog>');
const { app, database } = await openBenchApp(url);

const categories: CategoryFacets[] = [];
for (const c of (await app.inject({ url: '/api/categories' })).json<{ category: string }[]>()) {
  const answer = (await app.inject({ url: `/api/products?category=${encodeURIComponent(c.category)}&pageSize=1` })).json<{
    facets: unknown[];
    total: number;
  }>();
  categories.push({ category: c.category, subs: [], facets: answer.facets, total: answer.total });
}
const generators = longTail({ ids: ['1'], queries: ['bulb'], categories }, 11) as { filter: () => string };
const next = filterRequests(generators, categories, 22) as () => string;
const paths = Array.from({ length: 1600 }, () => next());
const perRequest = await cpuPerRequest(app, paths);
const n = paths.length - 100;
console.log(`${n} faceted listings: ${perRequest.toFixed(2)} ms CPU each`);
await app.close();
await database.close();
