import { PAGE_SCRIPTS_ELEMENT_ID } from '../../shared/web/page-data';
import { nextTask } from './next-task';

/**
 * Fetches the script files the server listed for this page (server: modules/web/page-html.ts), one
 * `modulepreload` link per task; resolves once all are requested.
 *
 * One link per task: each starts its request on the main thread, and appending them all in one task
 * (15–33 links a page) made one of the page's longest tasks after its first paint. Under Lighthouse,
 * which multiplies the time it observes by 4 and counts what a task takes beyond 50 ms, a task of
 * more than ~12 ms is blocking time; one link takes 3–16 ms here on a cold cache (ADR 83).
 *
 * `modulepreload` rather than a plain preload: the browser fetches the module and compiles it as it
 * arrives, mostly off the main thread, where a plain preload left 23–98 ms of compiling to the
 * import's own task on the product page (ADR 83, which takes back ADR 82's plain preloads now that
 * the links are no longer appended in one task).
 */
export async function fetchPageScripts(): Promise<void> {
  let listed: unknown = [];
  try {
    listed = JSON.parse(document.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent ?? '[]');
  } catch {
    // A damaged list only costs the waterfall: start-app still imports what it needs.
  }
  if (!Array.isArray(listed)) return;
  for (const href of listed) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}
