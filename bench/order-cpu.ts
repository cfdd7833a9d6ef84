// CPU one add-to-cart + Cash-on-Delivery order costs the server's Node process, as the sale bench
// (bench/sale.mjs) places them: signed-in shoppers, `POST /api/carts/add` then `POST /api/orders`
// with an Idempotency-Key and the same Pune address, one active product in stock each time, the
// server in development mode (the bench's). Timed with process.cpuUsage() after a warm-up, over the
// orders and a settle time for what follows them in the process (the products notice, the catalog
// and search indexes, stock notices, the job queue delivering the confirmation mail). Usage:
//   createdb -h 127.0.0.1 -U postgres -T wattson_bench_tpl_100000_<hash> order_cpu
//   npx tsx bench/order-cpu.ts postgres://postgres@127.0.0.1:5432/order_cpu [orders=200] [--profile=<file.cpuprofile>]
// With --profile, a V8 CPU profile of the measured window only is written there.
import { randomUUID } from 'node:crypto';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, queryRows } from '../src/server/db/client.js';
import { prepareDatabase } from '../src/server/db/seed/prepare-database.js';
import { createSignedInCustomer } from '../src/server/test/test-users.js';

const url = process.argv[2];
if (!url) throw new Error('usage: npx tsx bench/order-cpu.ts <postgres url of a copy of the bench catalog> [orders] [--profile=<file>]');
const count = Number(process.argv.slice(3).find((a) => /^\d+$/.test(a)) ?? 200);
const profileFile = process.argv.find((a) => a.startsWith('--profile='))?.slice('--profile='.length);
const WARM_UP = 100;
const SETTLE_MS = 1_500;
const SHOPPERS = 100;

const database = await openDatabase({ url });
await prepareDatabase(database);
const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'order-cpu-')) });
const app = await buildApp({ config, database, logger: false, webDir: '/nonexistent-web-build' });
await app.ready();
await app.catalogIndex.ready;

const buyable = await queryRows<{ id: string }>(
  database.db,
  sql`select id from products where deleted_at is null and status = 'active' and stock >= 50 order by id`,
);
const buyIds = buyable.filter((_, i) => i % 2 === 0).map((r) => r.id);
const tokens: string[] = [];
for (let i = 0; i < SHOPPERS; i += 1) tokens.push((await createSignedInCustomer(database.db)).token);

const address = { fullName: 'Sale Shopper', phone: '9876543210', line1: '1 Test Street', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
let turn = 0;
let seed = 7;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

async function journey(): Promise<void> {
  const token = tokens[turn++ % tokens.length]!;
  const productId = buyIds[Math.floor(random() * buyIds.length)]!;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const add = await app.inject({ method: 'POST', url: '/api/carts/add', headers, payload: JSON.stringify({ productId, quantity: 1 }) });
  if (add.statusCode !== 201) throw new Error(`cart ${add.statusCode} ${add.body}`);
  const order = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: JSON.stringify({ address, paymentMethod: 'cod' }),
  });
  if (order.statusCode !== 201) throw new Error(`order ${order.statusCode} ${order.body}`);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
for (let i = 0; i < WARM_UP; i += 1) await journey();
await settle();

const session = profileFile ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
}
// With --statements: which statements the measured journeys sent, by their first words, counted.
const statements = new Map<string, number>();
if (process.argv.includes('--statements')) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '?');
    const key = text.replace(/\s+/g, ' ').slice(0, 90);
    statements.set(key, (statements.get(key) ?? 0) + 1);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}
const start = process.cpuUsage();
const wallStart = performance.now();
for (let i = 0; i < count; i += 1) await journey();
const ordersOnly = process.cpuUsage(start);
const wall = performance.now() - wallStart;
await settle();
const used = process.cpuUsage(start);
if (session) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(profileFile!, JSON.stringify(profile));
  session.disconnect();
}
const ms = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000 / count;
console.log(
  `${count} add + COD order journeys: ${ms(used).toFixed(2)} ms CPU each with ${SETTLE_MS} ms settle ` +
    `(${ms(ordersOnly).toFixed(2)} ms during the requests; wall ${(wall / count).toFixed(1)} ms each)`,
);
if (statements.size > 0) {
  const sorted = [...statements].sort((a, b) => b[1] - a[1]);
  console.log(`${sorted.reduce((n, [, c]) => n + c, 0) / count} statements per journey:`);
  for (const [text, n] of sorted) console.log(`${(n / count).toFixed(2).padStart(6)}  ${text}`);
}
await app.close();
await database.close();
