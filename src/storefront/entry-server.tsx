/**
 * The storefront rendered on the server (built by `vite build --ssr`, loaded by the server's
 * modules/web/page-renderer.ts). Each page is rendered with the answers to the public catalog reads
 * it makes, so its HTML shows the page before any script has run (largest contentful paint, bench/budgets.json).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { createMemoryRouter, type DataRouter } from 'react-router';
import type { GetJson, PageQueries, RenderPage } from '../shared/web/page-data';
import { App } from './app/app';
import { routes } from './app/router';
import { answerReadsOnServer } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { collectNotFoundOnServer } from './lib/not-found-status';
import { collectTitlesOnServer } from './lib/use-document-title';

/**
 * A page whose reads depend on earlier answers needs a render per step; the catalog pages need one.
 * Past this many, what is still missing is left for the browser to fetch.
 */
const MAX_FETCH_ROUNDS = 3;

interface RenderInProgress {
  getJson: GetJson;
  title?: string;
  notFound?: boolean;
}

// Renders interleave while they wait on reads: each read is answered by the getJson of its own render.
const currentRender = new AsyncLocalStorage<RenderInProgress>();
answerReadsOnServer((path) => {
  const render = currentRender.getStore();
  return render ? render.getJson(path) : Promise.reject(new Error(`No page render in progress for ${path}`));
});
collectNotFoundOnServer(() => {
  const render = currentRender.getStore();
  if (render) render.notFound = true;
});
// The page component renders after the layout, so the last title set is the page's own.
collectTitlesOnServer((title) => {
  const render = currentRender.getStore();
  if (render) render.title = title;
});

function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** A query some component rendered that nobody has fetched yet, and that is not switched off (e.g. waiting for a session). */
function wantsFetch(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  const on = typeof enabled === 'function' ? enabled(query) : enabled;
  return on !== false && queryFn !== skipToken && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

async function fetchRound(queryClient: QueryClient, attempted: Set<string>): Promise<boolean> {
  const cache = queryClient.getQueryCache();
  const due = cache.getAll().filter((query) => !attempted.has(query.queryHash) && wantsFetch(query));
  if (due.length === 0) return false;
  for (const query of due) attempted.add(query.queryHash);
  await Promise.all(due.map((query) => query.fetch().catch(() => undefined)));
  // A read the server could not answer (an account's data, a missing product) is left to the browser:
  // rendered as loading here, exactly as the browser's first render will show it before its own fetch.
  for (const query of cache.getAll()) if (query.state.status === 'error') cache.remove(query);
  return true;
}

export const renderPage: RenderPage = (url, getJson) => {
  const render: RenderInProgress = { getJson };
  return currentRender.run(render, async () => {
    const queryClient = createQueryClient();
    // A failed read is handed to the browser at once, not retried while the shopper waits for the HTML.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const router = createMemoryRouter(routes, { initialEntries: [url] });
    try {
      await routerReady(router);
      const page = <App router={router} queryClient={queryClient} />;
      const attempted = new Set<string>();
      let html = renderToString(page);
      for (let round = 0; round < MAX_FETCH_ROUNDS && (await fetchRound(queryClient, attempted)); round += 1) {
        // Only the last render's not-found panel counts: an earlier one may have been waiting for its data.
        render.notFound = false;
        html = renderToString(page);
      }
      const queries: PageQueries = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'success')
        .map((query) => [query.queryKey, query.state.data]);
      return { html, queries, ...(render.title ? { title: render.title } : {}), ...(render.notFound ? { status: 404 } : {}) };
    } finally {
      router.dispose();
      queryClient.clear();
    }
  });
};
