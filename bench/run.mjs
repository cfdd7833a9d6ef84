// `npm run bench`: requests per second of the shop's hot API endpoints as ratios to a bare Node http
// server measured in the same run, plus p99 latency, with autocannon. See bench/README.md.
import { execFileSync, fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchCheckout } from './checkout.mjs';
import { soak } from './soak.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8'));
const duration = Number(process.env.BENCH_DURATION ?? budgets.durationSeconds);
const connections = budgets.connections;
const onPostgres = Boolean(process.env.DATABASE_URL);
const { values: options } = parseArgs({ options: { soak: { type: 'boolean', default: false }, products: { type: 'string', default: '0' } } });
const catalogSize = Number(options.products);
if (!Number.isInteger(catalogSize) || catalogSize < 0) throw new Error('--products must be a whole number');
// Clients of a shop are browsers: they all ask for compressed answers.
const clientHeaders = { 'accept-encoding': 'gzip, deflate, br' };

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

function measure(url) {
  return autocannon({ url, connections, duration, pipelining: 1, headers: clientHeaders }).then((r) => ({
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  }));
}

const barePort = 3299;
const appPort = 3298;
const bare = fork(join(root, 'bench/bare-server.mjs'), { env: { ...process.env, PORT: String(barePort) } });
const dataDir = mkdtempSync(join(tmpdir(), 'wattson-bench-'));

// On a PostgreSQL server the bench gets a throwaway database of its own, dropped at the end.
const benchDbName = `wattson_bench_${process.pid}`;
let benchDatabaseUrl;
if (onPostgres) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${benchDbName}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${benchDbName}`;
  benchDatabaseUrl = url.toString();
}

const databaseEnv = benchDatabaseUrl ? { DATABASE_URL: benchDatabaseUrl } : { DATA_DIR: dataDir };
if (catalogSize > 0) {
  // Before the server starts: embedded PGlite takes one process at a time.
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'src/server/db/seed/seed-cli.ts'), '--products', String(catalogSize)], {
    cwd: root,
    env: { ...process.env, ...databaseEnv, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
}

// development mode keeps the dev mailbox, through which the checkout bench signs its shoppers up.
const app = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    ...(benchDatabaseUrl ? { DATABASE_URL: benchDatabaseUrl } : {}),
    PORT: String(appPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    ADMIN_PASSWORD: 'bench-admin-password',
    AUTH_IP_LIMIT_PER_HOUR: '100000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let failed = false;
/** Ends the try block after a soak run, which measures nothing else. */
class SoakDone extends Error {}
try {
  await waitFor(`http://127.0.0.1:${barePort}/`, 10_000);
  await waitFor(`http://127.0.0.1:${appPort}/readyz`, 300_000);
  if (options.soak) {
    const result = await soak({ pid: app.pid, baseUrl: `http://127.0.0.1:${appPort}`, budgets: budgets.soak, connections, headers: clientHeaders });
    if (!result.ok) failed = true;
    throw new SoakDone();
  }
  const catalogNote = catalogSize > 0 ? `, ${catalogSize.toLocaleString('en-IN')} products` : '';
  console.log(`\nWattson API benchmark — ${onPostgres ? 'PostgreSQL' : 'PGlite'}${catalogNote}, ${connections} connections, ${duration} s each, ${new Date().toISOString()}\n`);

  const baseline = await measure(`http://127.0.0.1:${barePort}/`);
  const rows = [{ name: 'bare node http (baseline)', ...baseline, ratio: 1, verdict: '' }];
  for (const [name, budget] of Object.entries(budgets.endpoints)) {
    const url = `http://127.0.0.1:${appPort}${budget.path}`;
    await fetch(url); // warm the cache and the query plan
    const result = await measure(url);
    const ratio = result.rps / baseline.rps;
    const misses = [];
    if (budget.minRatio !== null && ratio < budget.minRatio) misses.push(`ratio < ${budget.minRatio}`);
    if (result.p99 > budget.maxP99Ms) misses.push(`p99 > ${budget.maxP99Ms} ms`);
    if (result.errors > 0) misses.push(`${result.errors} errors`);
    const enforced = onPostgres || result.errors > 0;
    if (misses.length && enforced) failed = true;
    rows.push({ name, ...result, ratio, verdict: misses.length ? `${enforced ? 'MISS' : 'over budget (PGlite: reported only)'}: ${misses.join(', ')}` : 'ok' });
  }

  console.log('| endpoint | req/s | ratio to bare | p99 ms | budget |');
  console.log('|---|---:|---:|---:|---|');
  for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.ratio.toFixed(2)} | ${r.p99} | ${r.verdict} |`);

  if (onPostgres) {
    // Unlimited stock for the run, so every checkout measures the transaction, not a sold-out 409.
    const db = new pg.Client({ connectionString: benchDatabaseUrl });
    await db.connect();
    await db.query('update products set stock = 1000000');
    const { rows: ids } = await db.query('select id from products where deleted_at is null order by id');
    await db.end();
    const c = budgets.checkout;
    const result = await benchCheckout(`http://127.0.0.1:${appPort}`, { shoppers: c.shoppers, durationSeconds: duration, productIds: ids.map((r) => r.id) });
    const misses = [];
    if (result.ordersPerSecond < c.minOrdersPerSecond) misses.push(`< ${c.minOrdersPerSecond} orders/s`);
    if (result.failures > 0) misses.push(`${result.failures} failed checkouts`);
    if (misses.length) failed = true;
    console.log(`\nCheckout (${c.shoppers} concurrent shoppers, add to cart + place order): ${result.ordersPerSecond.toFixed(1)} orders/s, p99 ${result.p99} ms — ${misses.length ? `MISS: ${misses.join(', ')}` : 'ok'}`);
  } else {
    console.log('\nCheckout throughput is measured on PostgreSQL only (set DATABASE_URL).');
  }
} catch (error) {
  if (!(error instanceof SoakDone)) throw error;
} finally {
  bare.kill();
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  if (onPostgres) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${benchDbName} with (force)`);
    await admin.end();
  }
}
process.exit(failed ? 1 : 0);
