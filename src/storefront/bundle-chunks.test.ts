import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const outDir = mkdtempSync(join(tmpdir(), 'wattson-bundle-'));
let manifest: Manifest;

beforeAll(async () => {
  await build({
    configFile: resolve('vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 240_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** A chunk and everything it imports statically: what loads before it can run. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(child, seen);
  return seen;
}

function gzippedSize(keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) total += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  }
  return total;
}

describe('storefront bundle', () => {
  it('loads every route as its own lazy chunk, and never the admin site', () => {
    const entry = manifest['index.html'];
    expect(entry?.dynamicImports?.length ?? 0).toBeGreaterThanOrEqual(15);
    expect(Object.keys(manifest).some((key) => key.includes('src/admin') || key.startsWith('../admin'))).toBe(false);
    const home = Object.keys(manifest).find((key) => key.endsWith('features/home/home-page.tsx'));
    expect(home, 'home page chunk').toBeDefined();
    expect(entry?.imports ?? []).not.toContain(home);
    // Reported, not asserted yet: the size budget of issue 7 needs a lighter runtime than React 19.
    const firstView = new Set([...staticClosure('index.html'), ...staticClosure(home ?? '')]);
    console.info(`first view of /: ${(gzippedSize(firstView) / 1024).toFixed(1)} KB gzipped JS in ${firstView.size} chunks`);
  });
});
