// Memory the search index holds, apart from the rest of the server: the catalog of a copy of the
// bench's database is loaded into a SearchCatalog, and the heap and array buffers are read after a
// full collection before and after. With --snapshot, a heap snapshot is written next to the cwd.
// Usage: node --expose-gc --import tsx bench/search-index-memory.ts <postgres url> [--snapshot]
import { setTimeout as sleep } from 'node:timers/promises';
import { writeHeapSnapshot } from 'node:v8';
import { openDatabase } from '../src/server/db/client.js';
import { SearchCatalog } from '../src/server/modules/search/search-catalog.js';

const url = process.argv[2];
const gc = (globalThis as { gc?: () => void }).gc;
if (!url || !gc) throw new Error('usage: node --expose-gc --import tsx bench/search-index-memory.ts <postgres url> [--snapshot]');
const collected = async () => {
  gc();
  await sleep(50);
  gc();
  return process.memoryUsage();
};
const database = await openDatabase({ url });
const before = await collected();
const started = performance.now();
const index = await new SearchCatalog(database.db).current();
const loadMs = performance.now() - started;
const after = await collected();
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
console.log(
  `${index.size} products, loaded in ${(loadMs / 1000).toFixed(1)} s: heap +${mb(after.heapUsed - before.heapUsed)}, array buffers +${mb(after.arrayBuffers - before.arrayBuffers)}, rss ${mb(after.rss)} (+${mb(after.rss - before.rss)})`,
);
if (process.argv.includes('--snapshot')) console.log(`snapshot ${writeHeapSnapshot()}`);
await database.close();
