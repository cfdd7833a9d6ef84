/**
 * `npm run seed -- --products 100000`: migrate, seed the hand-written catalog if empty, then add
 * generated products up to the requested number, on PGlite (DATA_DIR) or PostgreSQL (DATABASE_URL).
 */
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { products } from '../schema/products.js';
import { seedProducts } from './catalog/all-products.js';
import { generateProducts, randomGenerator } from './generated-products.js';
import { prepareDatabase } from './prepare-database.js';
import { toProductRow } from './seed-catalog.js';

const BATCH = 1000;

function progressBar(done: number, total: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round((done / total) * 100)}% ${done.toLocaleString('en-IN')}/${total.toLocaleString('en-IN')}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '0' }, seed: { type: 'string', default: '42' } } });
  const wanted = Number(values.products);
  if (!Number.isInteger(wanted) || wanted < 0 || wanted > 5_000_000) throw new Error('--products must be a whole number from 0 to 5000000');
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  const started = Date.now();
  try {
    await prepareDatabase(database);
    const [existing] = await database.db.select({ n: count() }).from(products);
    const have = existing?.n ?? 0;
    const toAdd = Math.max(0, wanted - have);
    const random = randomGenerator(Number(values.seed));
    const now = Date.now();
    for (let done = 0; done < toAdd; done += BATCH) {
      const batch = generateProducts(seedProducts, Math.min(BATCH, toAdd - done), have + done, random).map((p) => toProductRow(p, now));
      await database.db.insert(products).values(batch).onConflictDoNothing();
      process.stderr.write(`\r${progressBar(Math.min(done + BATCH, toAdd), toAdd)}`);
    }
    if (toAdd > 0) process.stderr.write('\n');
    await database.db.execute(sql`analyze products`);
    const [after] = await database.db.select({ n: count() }).from(products);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${toAdd.toLocaleString('en-IN')} generated products in ${seconds} s on ${database.kind}; the catalog now has ${(after?.n ?? 0).toLocaleString('en-IN')} products.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
