// CPU one uncached search costs the server, whatever else the machine runs: 1 500 distinct queries
// of the long-tail list through app.inject on a copy of the bench's catalog, timed with
// process.cpuUsage() (the first 100 unmeasured). Usage, after `npm run bench -- --products 100000`
// has made its template database:
//   createdb -h 127.0.0.1 -U postgres -T wattson_bench_tpl_100000_<hash> search_cpu
//   npx tsx bench/search-cpu.ts postgres://postgres@127.0.0.1:5432/search_cpu
import { cpuPerRequest, openBenchApp } from './in-process-app.js';
// @ts-expect-error the bench's query generator is plain JavaScript
import { catalogVocabulary, randomGenerator, searchQueries } from './long-tail.mjs';

const url = process.argv[2];
if (!url) throw new Error('usage: npx tsx bench/search-cpu.ts <postgres url of a copy of the bench catalog>');
const { app, database } = await openBenchApp(url);
const queries = searchQueries(await catalogVocabulary(url), 1500, randomGenerator(7)) as string[];
const paths = queries.map((q) => `/api/products?q=${encodeURIComponent(q)}`);
const perRequest = await cpuPerRequest(app, paths);
const n = paths.length - 100;
console.log(`${n} distinct searches: ${perRequest.toFixed(2)} ms CPU each`);
await app.close();
await database.close();
