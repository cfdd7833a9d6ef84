// Long-tail search load: every request a different query from bench/search-queries.mjs, against a
// running shop (`SEARCH_BENCH_URL`, default http://127.0.0.1:3000). The pool is larger than the
// number of requests a run sends, so no query repeats within the 5 s answer cache: every answer is a
// cache miss. Prints req/s, p50, p99, errors and how many requests the run sent.
//   node bench/search-long-tail.mjs [--connections 20] [--duration 10] [--path /api/products]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { searchQueries } from './search-queries.mjs';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    path: { type: 'string', default: '/api/products' },
    pool: { type: 'string', default: '60000' },
    warmup: { type: 'string', default: '3' },
  },
});
const base = process.env.SEARCH_BENCH_URL ?? 'http://127.0.0.1:3000';
const queries = searchQueries(Number(values.pool));
let sent = 0;
const nextPath = () => `${values.path}?q=${encodeURIComponent(queries[sent++ % queries.length])}`;

async function run(duration) {
  return autocannon({
    url: base,
    connections: Number(values.connections),
    duration,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
}

// The warm-up uses the pool's tail end, so the measured run never meets a query it cached.
if (Number(values.warmup) > 0) {
  sent = Math.floor(queries.length / 2);
  await run(Number(values.warmup));
}
sent = 0;
const result = await run(Number(values.duration));
const summary = {
  path: values.path,
  connections: Number(values.connections),
  durationSeconds: Number(values.duration),
  distinctQueriesInPool: queries.length,
  requestsSent: sent,
  repeatsInRun: Math.max(0, sent - queries.length),
  reqPerSec: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  maxMs: result.latency.max,
  errors: result.errors + result.timeouts + result.non2xx,
};
console.log(JSON.stringify(summary, null, 2));
