// `npm run bench`: the shop's API under load, measured against ceilings measured in the same run.
// - cache-hit rows: the same four URLs again and again (what the answer cache serves), as ratios to a bare Node http server;
// - long tail (PostgreSQL): every product, ≥ 1 000 searches, random filters, sorts and pages, per kind, with hit rates;
//   detail as a ratio to a bare Node server doing one primary-key SELECT through pg;
// - a sale: the long-tail reads while shoppers order 20 times a second and staff edit prices;
// - checkout throughput.
// `--filters`: the faceted-listing bench with a brute-force check of its counts. `--soak`: the memory soak.
// See bench/README.md.
import { fork, spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, loadavg, cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchCheckout } from './checkout.mjs';
import { benchDatabase } from './bench-database.mjs';
import { checkFacetCounts, filterRequests } from './filter-bench.mjs';
import { catalogFacets, catalogVocabulary, longTail, mixed, randomGenerator, searchQueries } from './long-tail.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-runtime.mjs';
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
  options: {
    soak: { type: 'boolean', default: false },
    filters: { type: 'boolean', default: false },
    products: { type: 'string', default: '0' },
    ceiling: { type: 'boolean', default: false },
    /** Comma-separated: cached, longtail, sale, checkout (default: all). */
    only: { type: 'string', default: 'cached,longtail,sale,checkout' },
  },
});
const sections = new Set(options.only.split(','));
const catalogSize = Number(options.products);
if (!Number.isInteger(catalogSize) || catalogSize < 0) throw new Error('--products must be a whole number');
// Clients of a shop are browsers: they all ask for compressed answers.
const clientHeaders = { 'accept-encoding': 'gzip, deflate, br' };
const METRICS_TOKEN = 'bench-metrics-token';
const ADMIN_PASSWORD = 'bench-admin-password';
const ADMIN_EMAIL = 'bench-admin@wattson.local';

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
async function warmUp(url, next, conns = connections) {
  if (warmUpSeconds > 0) await measure(url, { next, conns, seconds: warmUpSeconds });
}

/** autocannon against `url`; with `next`, every request asks for the path it returns (the long tail). */
function measure(url, { next, conns = connections, seconds = duration } = {}) {
  const opts = { url, connections: conns, duration: seconds, pipelining: 1, headers: clientHeaders };
  if (next) opts.requests = [{ setupRequest: (request) => ({ ...request, path: next() }) }];
  return autocannon(opts).then((r) => ({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
    statuses: Object.entries(r.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count}× ${code}`)
      .join(', '),
  }));
}

// BENCH_PORT_BASE moves all four, so that two runs (a soak beside a bench) do not collide.
const portBase = Number(process.env.BENCH_PORT_BASE ?? 3296);
const barePort = portBase + 3;
const appPort = portBase + 2;
const replayPort = portBase + 1;
const pgBarePort = portBase;
const appUrl = `http://127.0.0.1:${appPort}`;
const bare = fork(join(root, 'bench/bare-server.mjs'), { env: { ...process.env, PORT: String(barePort) } });
const dataDir = mkdtempSync(join(tmpdir(), 'wattson-bench-'));

// On a PostgreSQL server the bench gets a database of its own, copied from a seeded template, dropped at the end.
let benchDb = null;
if (onPostgres) benchDb = await benchDatabase({ root, baseUrl: process.env.DATABASE_URL, products: catalogSize });
else if (catalogSize > 0) {
  // Before the server starts: embedded PGlite takes one process at a time.
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'src/server/db/seed/seed-cli.ts'), '--products', String(catalogSize)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
}

// development mode keeps the dev mailbox, through which the sale and checkout sign their shoppers and staff up.
// BENCH_CPU_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (what the time went to).
const profileArgs = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
// With the server's runtime settings given here, start.mjs runs the server in this very process, whose memory the soak samples.
const app = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profileArgs, join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    ...SERVER_ENV,
    ...(benchDb ? { DATABASE_URL: benchDb.url } : {}),
    PORT: String(appPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    METRICS_TOKEN,
    AUTH_IP_LIMIT_PER_HOUR: '100000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const pgBare = benchDb ? fork(join(root, 'bench/pg-bare-server.mjs'), { env: { ...process.env, PORT: String(pgBarePort), DATABASE_URL: benchDb.url } }) : null;

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

/** CPU seconds a process has used (user + system), from /proc: robust to how busy the machine is. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
/** Runs a measurement and adds the CPU milliseconds the process `pid` spent per request answered. */
async function withCpu(pid, run) {
  const before = cpuSeconds(pid);
  const result = await run();
  return { ...result, cpuMs: ((cpuSeconds(pid) - before) * 1000) / Math.max(1, result.total) };
}

/** The shop's own counters: requests answered and answers built (cache misses), per route. */
async function counters() {
  const text = await (await fetch(`${appUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const sum = (pattern) =>
    text
      .split('\n')
      .filter((line) => pattern.test(line))
      .reduce((total, line) => total + Number(line.split(' ').pop()), 0);
  return {
    requests: (route) => sum(new RegExp(`^wattson_http_requests_total\\{method="GET",route="${route.replace(/[/:]/g, '\\$&')}",status="\\d+"\\}`)),
    loads: (route) => sum(new RegExp(`^wattson_catalog_loads_total\\{route="${route.replace(/[/:]/g, '\\$&')}"\\}`)),
  };
}
async function hitRate(route, run) {
  const before = await counters();
  const result = await run();
  const after = await counters();
  const requests = after.requests(route) - before.requests(route);
  const loads = after.loads(route) - before.loads(route);
  // Loads of requests the client gave up on (timeouts) are counted but not their answers: never below 0.
  return { ...result, hitRate: requests > 0 ? Math.max(0, 1 - loads / requests) : null };
}

const machine = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} on ${cpus().length} cores`;
const ms = (v) => (v === null || v === undefined ? '' : String(Math.round(v)));
const pct = (v) => (v === null || v === undefined ? '' : `${Math.round(v * 100)} %`);

let failed = false;
const misses = [];
function judge(name, checks) {
  const missed = checks.filter(([ok]) => !ok).map(([, text]) => text);
  if (missed.length && onPostgres) {
    failed = true;
    misses.push(`${name}: ${missed.join(', ')}`);
  }
  return missed.length ? `${onPostgres ? 'MISS' : 'over (PGlite: reported only)'}: ${missed.join(', ')}` : 'ok';
}

/** Ends the try block after a soak run, which measures nothing else. */
class SoakDone extends Error {}
try {
  await waitFor(`http://127.0.0.1:${barePort}/`, 10_000);
  await waitFor(`${appUrl}/readyz`, 600_000);
  if (pgBare) await waitFor(`http://127.0.0.1:${pgBarePort}/api/products/1`, 10_000);
  const catalogNote = catalogSize > 0 ? `, ${catalogSize.toLocaleString('en-IN')} products` : '';
  console.log(`\nWattson API benchmark — ${onPostgres ? 'PostgreSQL' : 'PGlite'}${catalogNote}, ${new Date().toISOString()}, ${machine()}\n`);

  const vocabulary = benchDb ? await catalogVocabulary(benchDb.url) : null;
  const traffic = async (seed) => {
    const categories = await catalogFacets(appUrl);
    const queries = searchQueries(vocabulary, budgets.longTail.searchQueries, randomGenerator(seed));
    return { categories, queries, generators: longTail({ ids: vocabulary.ids, queries, categories }, seed) };
  };

  if (options.soak) {
    const mix = vocabulary ? mixed((await traffic(11)).generators, 12) : null;
    const result = await soak({ pid: app.pid, baseUrl: appUrl, budgets: budgets.soak, connections, headers: clientHeaders, next: mix });
    if (!result.ok) failed = true;
    throw new SoakDone();
  }

  if (options.filters) {
    if (!benchDb) throw new Error('the filter bench runs on PostgreSQL (set DATABASE_URL)');
    const f = budgets.filters;
    const { categories, generators } = await traffic(21);
    const next = filterRequests(generators, categories, 22);
    await warmUp(appUrl, next, f.connections);
    const rounds = [];
    for (let round = 0; round < roundCount; round += 1)
      rounds.push(await hitRate('/api/products', () => withCpu(app.pid, () => measure(appUrl, { next, conns: f.connections, seconds: f.durationSeconds }))));
    const exact = await checkFacetCounts({ baseUrl: appUrl, databaseUrl: benchDb.url, next: filterRequests(generators, categories, 23), sample: f.sample });
    const p99 = Math.max(...rounds.map((r) => r.p99));
    const errors = rounds.reduce((s, r) => s + r.errors, 0);
    console.log(`Filtered, faceted listings: ${f.connections} connections, ${roundCount} rounds of ${f.durationSeconds} s, random filter combinations\n`);
    const rss = Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${app.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    console.log('| catalog | req/s (rounds) | p50 ms | p99 ms | cache hits | errors | server CPU ms/request | server RSS MB | counts checked | budget |');
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---|---|');
    const verdict = judge('filters', [
      [p99 <= f.maxP99Ms, `p99 > ${f.maxP99Ms} ms`],
      [errors === 0, `${errors} errors (${rounds.map((r) => r.statuses).join(' ')})`],
      [exact.problems.length === 0, `${exact.problems.length} counts differ`],
    ]);
    console.log(
      `| ${catalogSize.toLocaleString('en-IN')} | ${Math.round(median(rounds.map((r) => r.rps)))} (${rounds.map((r) => Math.round(r.rps)).join('/')}) | ${ms(median(rounds.map((r) => r.p50)))} | ${p99} | ${pct(median(rounds.map((r) => r.hitRate)))} | ${errors} | ${median(rounds.map((r) => r.cpuMs)).toFixed(3)} | ${rss.toFixed(0)} | ${exact.compared} counts in ${f.sample} lists, ${exact.problems.length} differ | ${verdict} |`,
    );
    for (const problem of exact.problems.slice(0, 20)) console.log(`  - ${problem}`);
    throw new SoakDone();
  }

  // The baseline is measured again right before each round of each endpoint: this machine's speed drifts
  // by ±30 % within minutes, and a ratio to a baseline taken a minute earlier measures that drift.
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  await warmUp(bareUrl);
  const bareRuns = [];
  if (sections.has('cached')) {
    const rows = [];
    for (const [name, budget] of Object.entries(budgets.endpoints)) {
      const url = `${appUrl}${budget.path}`;
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
      const verdict = judge(name, [
        [budget.minRatio === null || result.ratio >= budget.minRatio, `ratio < ${budget.minRatio}`],
        [result.p99 <= budget.maxP99Ms, `p99 > ${budget.maxP99Ms} ms`],
        [result.errors === 0, `${result.errors} errors`],
      ]);
      rows.push({ name, ...result, verdict });
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
    console.log(
      `Cache hits: the same URL again and again, ${connections} connections, ${roundCount} rounds of ${duration} s, each after ${duration} s of the bare server\n`,
    );
    const ceilingHead = options.ceiling ? ' same bytes, bare server |' : '';
    console.log(`| endpoint | req/s | ratio to bare | (each round) | p99 ms | budget |${ceilingHead}`);
    console.log(`|---|---:|---:|---|---:|---|${options.ceiling ? '---:|' : ''}`);
    for (const r of rows) {
      const ceiling = options.ceiling ? ` ${r.ceiling === null || r.ceiling === undefined ? '' : r.ceiling.toFixed(2)} |` : '';
      console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.ratio.toFixed(2)} | ${r.spread} | ${r.p99} | ${r.verdict} |${ceiling}`);
    }
  }

  const lt = budgets.longTail;
  let mixBaseline = null;
  let generators = null;
  if (benchDb && (sections.has('longtail') || sections.has('sale'))) ({ generators } = await traffic(31));
  if (benchDb && sections.has('longtail')) {
    const pgBareUrl = `http://127.0.0.1:${pgBarePort}`;
    console.log(
      `\nLong tail: ${lt.connections} connections, ids uniform over ${vocabulary.ids.length.toLocaleString('en-IN')} products, ${lt.searchQueries}+ distinct searches, random filters, sorts and pages; ${roundCount} rounds of ${lt.durationSeconds} s per kind, each after a round of its ceiling — ${machine()}\n`,
    );
    console.log(
      '| kind | req/s (rounds) | ceiling req/s | ratio to ceiling | p50 ms | p99 ms | cache hits | errors | server CPU ms/request (ceiling) | budget |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---|---|');
    const bareIds = randomGenerator(41);
    const ceilingNext = () => `/api/products/${encodeURIComponent(vocabulary.ids[Math.floor(bareIds() * vocabulary.ids.length)])}`;
    await warmUp(pgBareUrl, ceilingNext, lt.connections);
    for (const [kind, budget] of Object.entries(lt.kinds).filter(([k]) => !process.env.BENCH_KINDS || process.env.BENCH_KINDS.split(',').includes(k))) {
      const next = generators[kind];
      const route = kind === 'detail' ? '/api/products/:id' : '/api/products';
      await warmUp(appUrl, next, lt.connections);
      const rounds = [];
      for (let round = 0; round < roundCount; round += 1) {
        const ceiling =
          kind === 'detail'
            ? await withCpu(pgBare.pid, () => measure(pgBareUrl, { next: ceilingNext, conns: lt.connections, seconds: lt.durationSeconds }))
            : await withCpu(bare.pid, () => measure(bareUrl, { conns: lt.connections, seconds: lt.durationSeconds }));
        const run = await hitRate(route, () => withCpu(app.pid, () => measure(appUrl, { next, conns: lt.connections, seconds: lt.durationSeconds })));
        rounds.push({ ...run, ceiling: ceiling.rps, ceilingCpuMs: ceiling.cpuMs, ratio: run.rps / ceiling.rps });
      }
      const r = {
        rps: median(rounds.map((x) => x.rps)),
        ceiling: median(rounds.map((x) => x.ceiling)),
        ratio: median(rounds.map((x) => x.ratio)),
        p50: median(rounds.map((x) => x.p50)),
        p99: Math.max(...rounds.map((x) => x.p99)),
        hitRate: median(rounds.map((x) => x.hitRate)),
        errors: rounds.reduce((s, x) => s + x.errors, 0),
        cpuMs: median(rounds.map((x) => x.cpuMs)),
        ceilingCpuMs: median(rounds.map((x) => x.ceilingCpuMs)),
      };
      const checks = [
        [r.p99 <= budget.maxP99Ms, `p99 > ${budget.maxP99Ms} ms`],
        [r.errors === 0, `${r.errors} errors (${rounds.map((x) => x.statuses).join(' ')})`],
      ];
      if (budget.minRatio) checks.push([r.ratio >= budget.minRatio, `ratio < ${budget.minRatio}`]);
      if (budget.minRps) checks.push([r.rps >= budget.minRps, `< ${budget.minRps} req/s`]);
      const verdict = judge(`long tail ${kind}`, checks);
      const ceilingName = kind === 'detail' ? 'bare pg' : 'bare http';
      console.log(
        `| ${kind}${budget.note ? ` (${budget.note})` : ''} | ${Math.round(r.rps)} (${rounds.map((x) => Math.round(x.rps)).join('/')}) | ${Math.round(r.ceiling)} ${ceilingName} | ${r.ratio.toFixed(2)} | ${ms(r.p50)} | ${r.p99} | ${pct(r.hitRate)} | ${r.errors} | ${r.cpuMs.toFixed(3)} (${r.ceilingCpuMs.toFixed(3)}) | ${verdict} |`,
      );
    }
  }

  if (benchDb && sections.has('sale')) {
    const s = budgets.sale;
    const db = new pg.Client({ connectionString: benchDb.url });
    await db.connect();
    // Shoppers buy what is on sale and in stock (a draft is a 404); staff edit other products, so an edit's stock figure never undoes an order.
    const { rows: buyable } = await db.query("select id from products where deleted_at is null and status = 'active' and stock >= 50 order by id");
    await db.end();
    const buyIds = buyable.filter((_, i) => i % 2 === 0).map((r) => r.id);
    const editIds = buyable.filter((_, i) => i % 2 === 1).map((r) => r.id);
    const sale = fork(join(root, 'bench/sale.mjs'));
    const ask = (message) =>
      new Promise((resolve, reject) => {
        sale.once('message', (answer) => (answer.error ? reject(new Error(`sale: ${answer.error}`)) : resolve(answer)));
        sale.send(message);
      });
    await ask({
      setup: {
        base: appUrl,
        ordersPerSecond: s.ordersPerSecond,
        editEverySeconds: s.editEverySeconds,
        buyIds,
        editIds,
        adminEmail: ADMIN_EMAIL,
        adminPassword: ADMIN_PASSWORD,
      },
    });
    const mixNext = mixed(generators, 51);
    await warmUp(appUrl, mixNext, s.connections);
    const rounds = [];
    for (let round = 0; round < roundCount; round += 1) {
      const quiet = await withCpu(app.pid, () => measure(appUrl, { next: mixNext, conns: s.connections, seconds: s.durationSeconds }));
      const [busy, { result }] = await Promise.all([
        withCpu(app.pid, () => measure(appUrl, { next: mixNext, conns: s.connections, seconds: s.durationSeconds })),
        ask({ go: { durationSeconds: s.durationSeconds } }),
      ]);
      rounds.push({ quiet, busy, orders: result, ratio: busy.rps / quiet.rps });
    }
    sale.kill();
    mixBaseline = median(rounds.map((r) => r.quiet.rps));
    const busyRps = median(rounds.map((r) => r.busy.rps));
    const ratio = median(rounds.map((r) => r.ratio));
    const readP99 = Math.max(...rounds.map((r) => r.busy.p99));
    const readErrors = rounds.reduce((sum, r) => sum + r.busy.errors, 0);
    const orderFailures = rounds.reduce((sum, r) => sum + r.orders.failed, 0);
    const verdict = judge('sale', [
      [readP99 <= s.maxReadP99Ms, `read p99 > ${s.maxReadP99Ms} ms`],
      [ratio >= s.minThroughputRatio, `throughput < ${s.minThroughputRatio} of the mix without orders`],
      [readErrors === 0, `${readErrors} read errors`],
      [orderFailures === 0, `${orderFailures} failed orders or edits (${rounds.map((r) => JSON.stringify(r.orders.failures)).join(' ')})`],
    ]);
    console.log(
      `\nA sale: the long-tail mix (${Object.entries(budgets.sale.mix ?? { detail: 0.45, list: 0.25, filter: 0.15, search: 0.15 })
        .map(([k, v]) => `${k} ${Math.round(v * 100)} %`)
        .join(
          ', ',
        )}) at ${s.connections} connections while ${s.ordersPerSecond} shoppers a second add to cart and order, and staff edit a price every ${s.editEverySeconds} s; ${roundCount} rounds of ${s.durationSeconds} s, each after the same mix without orders — ${machine()}\n`,
    );
    console.log(
      '| | reads req/s (rounds) | read p50 ms | read p99 ms | read errors | orders/s | order p50 / p99 ms | edits | failed orders or edits | server CPU ms/read |',
    );
    console.log('|---|---|---:|---:|---:|---:|---|---:|---:|---:|');
    console.log(
      `| mix without orders | ${Math.round(mixBaseline)} (${rounds.map((r) => Math.round(r.quiet.rps)).join('/')}) | ${ms(median(rounds.map((r) => r.quiet.p50)))} | ${Math.max(...rounds.map((r) => r.quiet.p99))} | ${rounds.reduce((sum, r) => sum + r.quiet.errors, 0)} | | | | | ${median(rounds.map((r) => r.quiet.cpuMs)).toFixed(3)} |`,
    );
    console.log(
      `| during the sale | ${Math.round(busyRps)} (${rounds.map((r) => Math.round(r.busy.rps)).join('/')}) — ${ratio.toFixed(2)} of the mix without orders | ${ms(median(rounds.map((r) => r.busy.p50)))} | ${readP99} | ${readErrors} | ${median(rounds.map((r) => r.orders.ordersPerSecond)).toFixed(1)} | ${median(rounds.map((r) => r.orders.p50))} / ${Math.max(...rounds.map((r) => r.orders.p99))} | ${rounds.reduce((sum, r) => sum + r.orders.edits, 0)} | ${orderFailures} | ${median(rounds.map((r) => r.busy.cpuMs)).toFixed(3)} |`,
    );
    console.log(`\nSale budget: ${verdict}`);
  }

  if (sections.has('checkout')) {
    if (benchDb) {
      // Unlimited stock for the run, so every checkout measures the transaction, not a sold-out 409.
      const db = new pg.Client({ connectionString: benchDb.url });
      await db.connect();
      await db.query('update products set stock = 1000000');
      const { rows: ids } = await db.query("select id from products where deleted_at is null and status = 'active' order by id");
      await db.end();
      const c = budgets.checkout;
      const result = await benchCheckout(appUrl, { shoppers: c.shoppers, durationSeconds: duration, productIds: ids.map((r) => r.id) });
      const verdict = judge('checkout', [
        [result.ordersPerSecond >= c.minOrdersPerSecond, `< ${c.minOrdersPerSecond} orders/s`],
        [result.failures === 0, `${result.failures} failed checkouts`],
      ]);
      console.log(
        `\nCheckout (${c.shoppers} concurrent shoppers, add to cart + place order, closed loop): ${result.ordersPerSecond.toFixed(1)} orders/s, p99 ${result.p99} ms — ${verdict}`,
      );
    } else {
      console.log('\nThe long tail, the sale and checkout are measured on PostgreSQL only (set DATABASE_URL).');
    }
  }
  console.log(`\n${machine()} at the end.${misses.length ? `\nMissed budgets:\n${misses.map((m) => `- ${m}`).join('\n')}` : ''}`);
} catch (error) {
  if (!(error instanceof SoakDone)) throw error;
} finally {
  bare.kill();
  pgBare?.kill();
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  await benchDb?.drop();
}
process.exit(failed ? 1 : 0);
