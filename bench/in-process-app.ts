// The shop's app on a copy of a bench catalog, driven through app.inject: what the CPU benches
// (search-cpu.ts, filter-cpu.ts) share, so that they differ only in the requests they time.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, type Database } from '../src/server/db/client.js';
import { prepareDatabase } from '../src/server/db/seed/prepare-database.js';

export async function openBenchApp(url: string): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase({ url });
  // A template seeded by an older version gets this version's migrations first.
  await prepareDatabase(database);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'cpu-bench-')) });
  const app = await buildApp({ config, database, logger: false, webDir: '/nonexistent-web-build' });
  await app.ready();
  await app.catalogIndex.ready;
  // The search index builds in the background after start (as /readyz waits for): timed requests must not share the CPU with it.
  while ((await app.inject({ url: '/readyz' })).statusCode !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
  return { app, database };
}

/**
 * CPU per request of `paths` after the first 100 (unmeasured warm-up), whatever else the machine runs.
 * With `CPU_PROFILE=<file>` the measured requests alone are profiled (V8 .cpuprofile, for bench/cpu-profile-summary.mjs).
 */
export async function cpuPerRequest(app: FastifyInstance, paths: string[], headers: Record<string, string> = {}): Promise<number> {
  for (const path of paths.slice(0, 100)) await app.inject({ url: path, headers });
  const profileFile = process.env.CPU_PROFILE;
  const profiling = profileFile ? { file: profileFile, session: new Session() } : undefined;
  if (profiling) {
    profiling.session.connect();
    await profiling.session.post('Profiler.enable');
    await profiling.session.post('Profiler.start');
  }
  const start = process.cpuUsage();
  const startedAt = performance.now();
  for (const path of paths.slice(100)) {
    const res = await app.inject({ url: path, headers });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} for ${path}`);
  }
  const used = process.cpuUsage(start);
  const wall = performance.now() - startedAt;
  if (profiling) {
    const { profile } = await profiling.session.post('Profiler.stop');
    writeFileSync(profiling.file, JSON.stringify(profile));
    profiling.session.disconnect();
  }
  // CPU counts every thread (collector, zlib); wall time on an idle core, the main thread's share.
  console.log(`wall ${(wall / (paths.length - 100)).toFixed(3)} ms per request`);
  return (used.user + used.system) / 1000 / (paths.length - 100);
}
