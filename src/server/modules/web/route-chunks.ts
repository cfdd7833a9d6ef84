import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../../http/escape-html.js';

/** The part of Vite's build manifest we read: each chunk's file, static imports and CSS. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Storefront addresses whose page module is worth fetching with the HTML: the pages people land on. */
const PAGE_MODULES: ReadonlyArray<[RegExp, string]> = [
  [/^\/$/, 'features/home/home-page.tsx'],
  [/^\/shop$/, 'features/shop/shop-page.tsx'],
  [/^\/products$/, 'features/home/products-page.tsx'],
  [/^\/products\/[^/]+$/, 'features/product-detail/product-detail-page.tsx'],
  [/^\/categories\/[^/]+(?:\/[^/]+)?$/, 'features/category/category-page.tsx'],
  [/^\/search$/, 'features/search/search-page.tsx'],
  [/^\/blogs$/, 'features/blog/blog-list-page.tsx'],
  [/^\/blogs\/[^/]+$/, 'features/blog/blog-detail-page.tsx'],
];

function closure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closure(manifest, child, seen);
  return seen;
}

/**
 * Every page is a lazy chunk, which the browser would only discover after the entry chunk has run:
 * naming the page's chunks (and their CSS) in the HTML fetches them alongside the entry instead.
 * Returns the head tags per page module, computed once from the build manifest.
 */
export function loadRouteChunkTags(storefrontDir: string): (path: string) => string {
  const file = join(storefrontDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  // The entry's own chunks are already in index.html.
  const loadedByEntry = closure(manifest, 'index.html', new Set());
  const tagsByModule = new Map<string, string>();
  for (const [, key] of PAGE_MODULES) {
    const chunks = [...closure(manifest, key, new Set())].filter((chunk) => !loadedByEntry.has(chunk));
    const css = new Set(chunks.flatMap((chunk) => manifest[chunk]?.css ?? []));
    const tags = [
      ...[...css].map((href) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(href)}">`),
      ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[chunk]?.file ?? '')}">`),
    ];
    tagsByModule.set(key, tags.join('\n    '));
  }
  return (path) => {
    const key = PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
    return key ? (tagsByModule.get(key) ?? '') : '';
  };
}
