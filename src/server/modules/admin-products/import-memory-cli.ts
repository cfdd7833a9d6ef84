/**
 * Measures the memory a CSV import takes, for the claim that a 10 000-row file needs no more than a
 * 100-row one (the file is streamed and planned in batches of 200):
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test NODE_OPTIONS='--expose-gc --max-old-space-size=64' \
 *     npx tsx src/server/modules/admin-products/import-memory-cli.ts --rows 10000
 *
 * Each run is a fresh process on a scratch PostgreSQL database (PGlite's memory would grow with the
 * rows it stores and hide ours): it writes a CSV of new products, runs the dry run and the apply as the
 * job does, and prints the process's peak resident memory and peak JS heap before and during the import.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/client.js';
import { prepareDatabase } from '../../db/seed/prepare-database.js';
import { createScratchDatabase } from '../../test/scratch-database.js';
import { createSignedInCustomer } from '../../test/test-users.js';
import { applyImport, checkImport, createImport, importCsvPath, importFolder, startApply } from './product-import.service.js';

function peakRssMb(): number {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
  const rows = Number(values.rows);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server (postgres://postgres@127.0.0.1:5432/test)');
  const scratch = await createScratchDatabase(serverUrl, 'wattson_import_memory');
  const database = await openDatabase({ url: scratch.url });
  const dataDir = mkdtempSync(join(tmpdir(), 'wattson-import-memory-'));
  try {
    await prepareDatabase(database);
    // A staff account names the import, as the upload's session would.
    const actor = await createSignedInCustomer(database.db, { isAdmin: true });

    const id = '00000000-0000-4000-8000-00000000beef';
    mkdirSync(importFolder(dataDir), { recursive: true });
    const lines = ['sku,name,category,price,stock,description,specifications'];
    for (let i = 1; i <= rows; i += 1) {
      lines.push(
        `MEM-${String(i).padStart(6, '0')},Memory Test Bulb ${i},lighting,${(99 + (i % 50)).toFixed(2)},${i % 40},"A bulb for measuring, number ${i}, with a description of ordinary length for a product page.","Wattage: ${5 + (i % 10)} W\nBase: B22"`,
      );
    }
    writeFileSync(importCsvPath(dataDir, id), lines.join('\n'));
    lines.length = 0;
    const bytes = statSync(importCsvPath(dataDir, id)).size;
    global.gc?.();
    const before = { rss: peakRssMb(), heap: Math.round(process.memoryUsage().heapUsed / 1024 / 1024) };
    let peakHeap = 0;
    let peakLiveHeap = 0;
    const sampler = setInterval(() => {
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    }, 10);
    // With --expose-gc: what the import keeps alive (garbage collected first), twice a second.
    const liveSampler = setInterval(() => {
      if (!global.gc) return;
      global.gc();
      peakLiveHeap = Math.max(peakLiveHeap, process.memoryUsage().heapUsed);
    }, 500);
    const started = Date.now();
    await createImport(database.db, { id, fileName: 'memory.csv', fileBytes: bytes, imagesFileName: null, actor });
    const env = { db: database.db, dataDir, catalogChanged: async () => undefined };
    await checkImport(env, id);
    await startApply(database.db, id);
    await applyImport(env, id);
    clearInterval(sampler);
    clearInterval(liveSampler);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      JSON.stringify({
        rows,
        fileKiB: Math.round(bytes / 1024),
        seconds: Number(seconds),
        rssBeforeMiB: before.rss,
        peakRssMiB: peakRssMb(),
        heapBeforeMiB: before.heap,
        peakHeapMiB: Math.round(peakHeap / 1024 / 1024),
        peakLiveHeapMiB: global.gc ? Math.round(peakLiveHeap / 1024 / 1024) : null,
        maxOldSpaceMiB: Number(/--max-old-space-size=(\d+)/.exec(process.execArgv.join(' ') + ' ' + (process.env.NODE_OPTIONS ?? ''))?.[1] ?? 0) || null,
      }),
    );
  } finally {
    await database.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
