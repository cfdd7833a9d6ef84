import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { beforeAll, describe, expect, it, inject } from 'vitest';

/** The budget of JavaScript for the first view of `/`, gzipped (budgets also listed in bench/budgets.json). */
const FIRST_VIEW_JS_BUDGET_KB = 100;

/** The production build of the run (src/server/test/web-build-setup.ts). */
const outDir = join(inject('webBuildDir'), 'storefront');
let manifest: Manifest;

beforeAll(() => {
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
});

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

/**
 * Everything that runs for a first view of a page: the entry, the code that starts the app (which the
 * entry imports once the server-rendered page has painted) and the page's chunk, each with its imports.
 */
function firstViewOf(page: string): Set<string> {
  const pageKey = Object.keys(manifest).find((key) => key.endsWith(page)) ?? '';
  const start = Object.keys(manifest).find((key) => key.endsWith('app/start-app.tsx')) ?? '';
  expect(pageKey, `${page} chunk`).not.toBe('');
  expect(start, 'start-app chunk').not.toBe('');
  return new Set([...staticClosure('index.html'), ...staticClosure(start), ...staticClosure(pageKey)]);
}

const firstViewOfHome = () => firstViewOf('features/home/home-page.tsx');

/** The pages whose Lighthouse budgets `npm run bench:web` checks (their TBT is the hydration). */
const benchedPages = [
  'features/home/home-page.tsx',
  'features/shop/shop-page.tsx',
  'features/product-detail/product-detail-page.tsx',
  'features/category/category-page.tsx',
  'features/blog/blog-list-page.tsx',
];

function sourceOf(keys: Iterable<string>): string {
  return [...keys].map((key) => readFileSync(join(outDir, manifest[key]?.file ?? ''), 'utf8')).join('\n');
}

describe('storefront bundle', () => {
  it('loads every route as its own lazy chunk, and never the admin site', () => {
    const start = Object.keys(manifest).find((key) => key.endsWith('app/start-app.tsx')) ?? '';
    expect(manifest[start]?.dynamicImports?.length ?? 0).toBeGreaterThanOrEqual(15);
    expect(Object.keys(manifest).some((key) => key.includes('src/admin') || key.startsWith('../admin'))).toBe(false);
    const home = Object.keys(manifest).find((key) => key.endsWith('features/home/home-page.tsx'));
    expect(home, 'home page chunk').toBeDefined();
    expect([...staticClosure('index.html'), ...staticClosure(start)]).not.toContain(home);
  });

  it('keeps the JavaScript of the first view of / within its budget', () => {
    const firstView = firstViewOfHome();
    const kilobytes = gzippedSize(firstView) / 1024;
    console.info(`first view of /: ${kilobytes.toFixed(1)} KB gzipped JS in ${firstView.size} chunks`);
    expect(kilobytes).toBeLessThanOrEqual(FIRST_VIEW_JS_BUDGET_KB);
  });

  it('loads zod, the toast library and the help panel only when they are used', () => {
    const source = sourceOf(firstViewOfHome());
    expect(source.includes('Toastify__'), 'react-toastify in the first view').toBe(false);
    expect(source.includes('Help widget message'), 'the help panel in the first view').toBe(false);
  });

  it.each(benchedPages)("hydrates %s without zod and without Intl's locale data", (page) => {
    const source = sourceOf(firstViewOf(page));
    // zod's own error text: present in any bundle that carries zod.
    expect(source.includes('Invalid input'), `zod in the first view of ${page}`).toBe(false);
    // A page's first Intl formatter loads the locale data: ~35 ms of main thread here (shared/money.ts).
    expect(source.match(/Intl\.\w+|\.toLocale\w*String\(/g) ?? [], `Intl in the first view of ${page}`).toEqual([]);
  });
});
