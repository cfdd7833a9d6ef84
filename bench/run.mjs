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
/** Each endpoint is measured in this many rounds, each right after a round of the bare server; the median ratio counts. */
const roundCount = Number(process.env.BENCH_ROUNDS ?? budgets.rounds ?? 3);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
const connections = budgets.connections;
const onPostgres = Boolean(process.env.DATABASE_URL);
const { values: options } = parseArgs({
  options: { soak: { type: 'boolean', default: false }, products: { type: 'string', default: '0' }, ceiling: { type: 'boolean', default: false } },
});
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

/** Both servers get the same unmeasured burst first, so neither is measured while its JIT is still cold. */
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 2);
async function warmUp(url) {
  if (warmUpSeconds > 0) await autocannon({ url, connections, duration: warmUpSeconds, pipelining: 1, headers: clientHeaders });
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
const replayPort = 3297;
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

/** With --ceiling: a bare server sending the endpoint's own answer, captured after its warm-up (bench/replay-server.mjs). */
async function startReplay(url) {
  const child = fork(join(root, 'bench/replay-server.mjs'), {
    env: { ...process.env, PORT: String(replayPort), SOURCE_URL: url, ACCEPT_ENCODING: clientHeaders['accept-encoding'] },
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the replay server exited with ${code}`)));
  });
  return child;
}

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
  console.log(
    `\nWattson API benchmark — ${onPostgres ? 'PostgreSQL' : 'PGlite'}${catalogNote}, ${connections} connections, ${roundCount} rounds of ${duration} s per endpoint, each after ${duration} s of the bare server, ${new Date().toISOString()}\n`,
  );

  // The baseline is measured again right before each round of each endpoint: this machine's speed drifts
  // by ±30 % within minutes, and a ratio to a baseline taken a minute earlier measures that drift.
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  await warmUp(bareUrl);
  const rows = [];
  const bareRuns = [];
  for (const [name, budget] of Object.entries(budgets.endpoints)) {
    const url = `http://127.0.0.1:${appPort}${budget.path}`;
    await warmUp(url); // the catalog cache, the query plan and the JIT
    const replay = options.ceiling ? await startReplay(url) : null;
    const replayUrl = `http://127.0.0.1:${replayPort}${budget.path}`;
    if (replay) await warmUp(replayUrl);
    const rounds = [];
    for (let round = 0; round < roundCount; round += 1) {
      const bareRound = await measure(bareUrl);
      const replayRound = replay ? await measure(replayUrl) : null;
      const endpointRound = await measure(url);
      bareRuns.push(bareRound);
      rounds.push({ ...endpointRound, ratio: endpointRound.rps / bareRound.rps, ceiling: replayRound ? replayRound.rps / bareRound.rps : null });
    }
    replay?.kill();
    const result = {
      rps: median(rounds.map((r) => r.rps)),
      ratio: median(rounds.map((r) => r.ratio)),
      ceiling: replay ? median(rounds.map((r) => r.ceiling)) : null,
      p99: Math.max(...rounds.map((r) => r.p99)),
      errors: rounds.reduce((sum, r) => sum + r.errors, 0),
      spread: rounds.map((r) => r.ratio.toFixed(2)).join('/'),
    };
    const { ratio } = result;
    const misses = [];
    if (budget.minRatio !== null && ratio < budget.minRatio) misses.push(`ratio < ${budget.minRatio}`);
    if (result.p99 > budget.maxP99Ms) misses.push(`p99 > ${budget.maxP99Ms} ms`);
    if (result.errors > 0) misses.push(`${result.errors} errors`);
    const enforced = onPostgres || result.errors > 0;
    if (misses.length && enforced) failed = true;
    rows.push({ name, ...result, verdict: misses.length ? `${enforced ? 'MISS' : 'over budget (PGlite: reported only)'}: ${misses.join(', ')}` : 'ok' });
  }
  const bareRps = bareRuns.map((r) => r.rps);
  rows.unshift({
    name: 'bare node http (baseline)',
    rps: median(bareRps),
    ratio: 1,
    p99: Math.max(...bareRuns.map((r) => r.p99)),
    spread: `${Math.round(Math.min(...bareRps))}–${Math.round(Math.max(...bareRps))} req/s`,
    verdict: '',
  });

  // The ceiling: the ratio a bare server reaches sending the endpoint's answer, byte for byte.
  const ceilingHead = options.ceiling ? ' same bytes, bare server |' : '';
  console.log(`| endpoint | req/s | ratio to bare | (each round) | p99 ms | budget |${ceilingHead}`);
  console.log(`|---|---:|---:|---|---:|---|${options.ceiling ? '---:|' : ''}`);
  for (const r of rows) {
    const ceiling = options.ceiling ? ` ${r.ceiling === null || r.ceiling === undefined ? '' : r.ceiling.toFixed(2)} |` : '';
    console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.ratio.toFixed(2)} | ${r.spread} | ${r.p99} | ${r.verdict} |${ceiling}`);
  }

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
    console.log(
      `\nCheckout (${c.shoppers} concurrent shoppers, add to cart + place order): ${result.ordersPerSecond.toFixed(1)} orders/s, p99 ${result.p99} ms — ${misses.length ? `MISS: ${misses.join(', ')}` : 'ok'}`,
    );
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
