// Summarises a V8 CPU profile (.cpuprofile): the functions with the most self time, and our own
// functions (under src/) by inclusive time (themselves and what they called), in ms and per cent.
// Usage: node bench/cpu-profile-summary.mjs <file.cpuprofile> [rows=30]
import { readFileSync } from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/cpu-profile-summary.mjs <file.cpuprofile> [rows]');
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);

// Time per sample: the gap to the next sample.
const selfUs = new Map();
const deltas = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i += 1) {
  const dt = deltas[i + 1] ?? 0;
  selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + dt);
}
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const idle = [...selfUs].filter(([id]) => ['(idle)', '(program)'].includes(byId.get(id).callFrame.functionName)).reduce((a, [, t]) => a + t, 0);

const label = (cf) => {
  const where = cf.url ? cf.url.replace(/^.*?\/(src|node_modules)\//, '$1/').replace(/^file:\/\//, '') : '';
  return `${cf.functionName || '(anonymous)'} ${where}:${cf.lineNumber + 1}`;
};

const self = new Map();
for (const [id, t] of selfUs) {
  const key = label(byId.get(id).callFrame);
  self.set(key, (self.get(key) ?? 0) + t);
}
// Inclusive: each sample counts once for every distinct frame on its stack whose file matches.
function inclusiveOf(match) {
  const inclusive = new Map();
  for (const [id, t] of selfUs) {
    const seen = new Set();
    for (let n = id; n !== undefined; n = parentOf.get(n)) {
      const cf = byId.get(n).callFrame;
      if (!match(cf.url)) continue;
      const key = label(cf);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + t);
    }
  }
  return inclusive;
}
const inclusive = inclusiveOf((url) => url.includes('/src/'));
const libraries = inclusiveOf((url) => /node_modules\/(drizzle-orm|pg|pg-protocol|pg-pool|fastify|light-my-request|zod|pg-boss)\//.test(url));
// By package or our module: where self time lands.
const byModule = new Map();
for (const [id, t] of selfUs) {
  const url = byId.get(id).callFrame.url;
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  const key = m
    ? m[1]
    : url.includes('/src/')
      ? url.replace(/^.*\/src\//, 'src/')
      : url
        ? 'node:' + url.replace(/^.*\//, '')
        : byId.get(id).callFrame.functionName;
  byModule.set(key, (byModule.get(key) ?? 0) + t);
}

const fmt = (t) => `${(t / 1000).toFixed(1).padStart(8)} ms ${((100 * t) / total).toFixed(1).padStart(5)} %`;
const top = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([k, t]) => `${fmt(t)}  ${k}`)
    .join('\n');
console.log(`total ${(total / 1000).toFixed(0)} ms sampled, idle/program ${(idle / 1000).toFixed(0)} ms\n`);
console.log(`Self time, by function:\n${top(self)}\n`);
console.log(`Self time, by package or source file:\n${top(byModule)}\n`);
console.log(`Inclusive time, our functions (an async function's time after its first await is its caller's no more):\n${top(inclusive)}\n`);
console.log(`Inclusive time, functions of the database and HTTP libraries:\n${top(libraries)}`);
