// CPU one uncached search costs the server, whatever else the machine runs: 1 500 distinct queries
// of the long-tail list through app.inject on a copy of the bench's catalog, timed with
// process.cpuUsage() (the first 100 unmeasured). Usage, after `npm run bench -- --products 100000`
// has made its template database:
//   createdb -h 127.0.0.1 -U postgres -T wattson_bench_tpl_100000_<hash> search_cpu
//   npx tsx bench/search-cpu.ts postgres://postgres@127.0.0.1:5432/search_cpu
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { prepareDatabase } from '../src/server/db/seed/prepare-database.js';
// @ts-expect-error the bench's query generator is plain JavaScript
import { catalogVocabulary, randomGenerator, searchQueries } from './long-tail.mjs';

const url = process.argv[2];
if (!url) throw new Error('usage: npx tsx bench/search-cpu.ts <postgres url of a copy of the bench catalog>');
const database = await openDatabase({ url });
// A template seeded by an older version gets this version's migrations first.
await prepareDatabase(database);
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'search-cpu-')) });
const app = await buildApp({ config, database, logger: false, webDir: '/nonexistent-web-build' });
await app.ready();
await app.catalogIndex.ready;
const queries = searchQueries(await catalogVocabulary(url), 1500, randomGenerator(7)) as string[];
const paths = queries.map((q) => `/api/products?q=${encodeURIComponent(q)}`);
for (const path of paths.slice(0, 100)) await app.inject({ url: path });
const start = process.cpuUsage();
for (const path of paths.slice(100)) {
  const res = await app.inject({ url: path });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} for ${path}`);
}
const used = process.cpuUsage(start);
const n = paths.length - 100;
console.log(`${n} distinct searches: ${((used.user + used.system) / 1000 / n).toFixed(2)} ms CPU each`);
await app.close();
await database.close();
