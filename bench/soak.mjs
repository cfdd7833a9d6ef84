// `npm run bench -- --soak`: mixed catalog load for `budgets.soak.minutes`, sampling the server's
// resident memory, to show it stays under its ceiling and does not creep upwards.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { SERVER_ENV, SERVER_NODE_FLAGS, startedWithServerRuntime } from '../scripts/server-runtime.mjs';

const SAMPLE_EVERY_MS = 5_000;

function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
  return kilobytes / 1024;
}

/** The server must be the process that serves (start.mjs did not hand over to a child) and run as deployed (ADR 78). */
function checkServerProcess(pid) {
  const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  const environment = Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .map((setting) => [setting.slice(0, setting.indexOf('=')), setting.slice(setting.indexOf('=') + 1)]),
  );
  if (!startedWithServerRuntime(commandLine, environment))
    throw new Error(
      `the soak's server process ${pid} runs without ${[...SERVER_NODE_FLAGS, ...Object.keys(SERVER_ENV)].join(', ')} (scripts/server-runtime.mjs)`,
    );
}

const average = (values) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

/** Several URLs per kind, so the cache is filled and expired again and again, as with real visitors. */
function mixedRequests(productIds) {
  const categories = ['lighting', 'fans', 'switches', 'wiring', 'appliances', 'smart-home'];
  const paths = [];
  for (let i = 0; i < categories.length; i += 1) {
    paths.push(`/api/products?category=${categories[i]}`);
    paths.push(`/api/products?category=${categories[i]}&sort=price-low&page=${1 + (i % 3)}`);
  }
  for (const q of ['ceiling fan', 'led bulb', 'mcb', 'extension cord', 'smart plug']) paths.push(`/api/products?q=${encodeURIComponent(q)}`);
  paths.push('/api/categories', '/', '/products/1', '/shop');
  // A long tail of products and list pages, more than the cache holds (2 000 answers), so it evicts as it fills.
  productIds.forEach((id, i) => {
    paths.push(`/api/products/${encodeURIComponent(id)}`);
    if (i % 3 === 0) paths.push(`/api/products?category=${categories[i % categories.length]}&page=${1 + (i % 4)}`);
  });
  return paths.map((path) => ({ method: 'GET', path }));
}

/** Up to 3 000 real product ids, whatever the catalog size. */
async function someProductIds(baseUrl) {
  const ids = [];
  for (let page = 1; page <= 30; page += 1) {
    const response = await fetch(`${baseUrl}/api/products?pageSize=100&page=${page}&sort=newest`);
    const { items } = await response.json();
    ids.push(...items.map((item) => item._id));
    if (items.length < 100) break;
  }
  return ids;
}

/** Pages people land on, drawn with the long tail: rendered on the server, kept in the page cache. */
function pagePaths(next) {
  let i = 0;
  return () => {
    i += 1;
    if (i % 10 !== 0) return next();
    const path = next();
    const detail = /^\/api\/products\/(.+)$/.exec(path);
    if (detail) return `/products/${detail[1]}`;
    const category = /category=([a-z-]+)/.exec(path);
    return category ? `/categories/${category[1]}` : '/shop';
  };
}

export async function soak({ pid, baseUrl, budgets, connections, headers, next }) {
  const minutes = Number(process.env.SOAK_MINUTES ?? budgets.minutes);
  checkServerProcess(pid);
  const samples = [];
  const timer = setInterval(() => samples.push({ at: Date.now(), mb: residentMegabytes(pid) }), SAMPLE_EVERY_MS);
  const started = Date.now();
  console.log(
    `\nSoak: ${minutes} min of ${next ? 'the long-tail mix with pages' : 'mixed catalog reads'} at ${connections} connections; server RSS sampled every ${SAMPLE_EVERY_MS / 1000} s\n`,
  );
  // On PostgreSQL the soak reads the long tail (bench/long-tail.mjs), a tenth of it as pages; on PGlite a fixed mix.
  const pathOf = next ? pagePaths(next) : null;
  const requests = pathOf ? [{ setupRequest: (request) => ({ ...request, path: pathOf() }) }] : mixedRequests(await someProductIds(baseUrl));
  const result = await autocannon({ url: baseUrl, connections, duration: minutes * 60, headers, requests });
  clearInterval(timer);

  // The first minute is warm-up (JIT, caches, pools); growth is judged after it.
  const warm = samples.filter((s) => s.at - started >= 60_000);
  const judged = warm.length >= 4 ? warm : samples;
  const window = Math.max(1, Math.floor(judged.length / 5));
  const early = average(judged.slice(0, window).map((s) => s.mb));
  const late = average(judged.slice(-window).map((s) => s.mb));
  const peak = Math.max(...samples.map((s) => s.mb));
  const errors = result.errors + result.timeouts + result.non2xx;
  const misses = [];
  if (peak > budgets.maxRssMb) misses.push(`peak RSS ${peak.toFixed(0)} MB > ${budgets.maxRssMb} MB`);
  if (late - early > budgets.maxGrowthMb) misses.push(`RSS grew ${(late - early).toFixed(1)} MB > ${budgets.maxGrowthMb} MB`);
  if (errors > 0) {
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count}× ${code}`);
    misses.push(`${errors} errors (${[...statuses, `${result.timeouts} timeouts`, `${result.errors} socket errors`].join(', ')})`);
  }

  console.log('| minute | RSS MB |');
  console.log('|---:|---:|');
  for (let minute = 0; minute < minutes; minute += 1) {
    const inMinute = samples.filter((s) => Math.floor((s.at - started) / 60_000) === minute);
    if (inMinute.length) console.log(`| ${minute + 1} | ${average(inMinute.map((s) => s.mb)).toFixed(1)} |`);
  }
  console.log(
    `\n${result.requests.total.toLocaleString('en-IN')} requests (${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms); ` +
      `RSS after warm-up ${early.toFixed(1)} MB, at the end ${late.toFixed(1)} MB, peak ${peak.toFixed(1)} MB — ${misses.length ? `MISS: ${misses.join(', ')}` : 'ok'}`,
  );
  return { ok: misses.length === 0 };
}
