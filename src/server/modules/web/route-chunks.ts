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

function closure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closure(manifest, child, seen);
  return seen;
}

/** What a page needs of the build besides the entry: its stylesheets (as head tags) and its script files. */
export interface PageChunks {
  stylesheetTags: string;
  scripts: string[];
}

const NO_CHUNKS: PageChunks = { stylesheetTags: '', scripts: [] };

/**
 * Every page is a lazy chunk, which the browser would only discover after the entry chunk has run:
 * the server names the page's chunks and their CSS in the HTML instead, so a server-rendered page is
 * styled at its first paint and its code can be fetched without a waterfall. Returns them for a list
 * of page modules (see server-rendered-pages.ts), computed once per list from the build manifest.
 */
export function loadRouteChunks(storefrontDir: string): (modules: readonly string[]) => PageChunks {
  const file = join(storefrontDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => NO_CHUNKS;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  // The entry's own chunks are already in index.html.
  const loadedByEntry = closure(manifest, 'index.html', new Set());
  const chunksByModules = new Map<readonly string[], PageChunks>();
  return (modules) => {
    const known = chunksByModules.get(modules);
    if (known) return known;
    const chunks = [...modules.reduce((seen, key) => closure(manifest, key, seen), new Set<string>())].filter((chunk) => !loadedByEntry.has(chunk));
    const css = new Set(chunks.flatMap((chunk) => manifest[chunk]?.css ?? []));
    const found: PageChunks = {
      stylesheetTags: [...css].map((href) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(href)}">`).join('\n    '),
      scripts: chunks.flatMap((chunk) => (manifest[chunk]?.file ? [`/${manifest[chunk].file}`] : [])),
    };
    // Keyed by the table's own arrays, so the cache holds one entry per page kind.
    chunksByModules.set(modules, found);
    return found;
  };
}
