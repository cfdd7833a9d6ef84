import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { whileHydrating } from '../lib/hydration';
import { hydrationTurnsDone } from '../lib/hydration-turns';
import { nextTask } from '../lib/next-task';
import { seedQueriesFromPage } from '../lib/page-data';
import { createQueryClient, dropSessionQueriesOnSignIn } from '../lib/query-client';
import { App } from './app';
import { resolveLazyRoutes } from './resolve-lazy-routes';
import { routes } from './router';

/** Marks the page live, for tests and tools that must wait until the page answers clicks itself. */
function markLive(): void {
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * Called by main.tsx: hydrates a page the server rendered (with the same data and page code the server
 * used), or renders one it left empty (an account's pages). Resolves once the page is live, all of its parts.
 */
export async function startApp(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Missing #root element in index.html');
  const queryClient = createQueryClient();
  dropSessionQueriesOnSignIn(queryClient);
  const renderFresh = () => {
    createRoot(rootElement).render(<App router={createBrowserRouter(routes)} queryClient={queryClient} />);
    markLive();
  };
  if (!rootElement.firstElementChild) {
    renderFresh();
    return;
  }
  // Evaluating the code, reading the page's data and code, making the router and hydrating are tasks of
  // their own (ADR 84): between them the browser can answer input, and none is long on a slow phone.
  await nextTask();
  seedQueriesFromPage(queryClient);
  try {
    await resolveLazyRoutes(routes, window.location);
    await nextTask();
  } catch {
    // The page's code could not be loaded (a deploy replaced it): start over, where the router shows its error page.
    renderFresh();
    return;
  }
  // Hydration data (there are no loaders, so none to carry) tells the router the page is already on screen:
  // it then leaves the scroll position alone instead of jumping to the top under a visitor who has scrolled.
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
  await nextTask();
  whileHydrating(() => hydrateRoot(rootElement, <App router={router} queryClient={queryClient} />));
  // Parts of the page hydrate in tasks of their own after it (ADR 71): held clicks wait for all of them.
  await hydrationTurnsDone();
  markLive();
}
