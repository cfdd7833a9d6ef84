import './styles/tokens.css';
import './styles/global.css';
import { PAGE_SCRIPTS_ELEMENT_ID } from '../shared/web/page-data';
import { holdEarlyInteractions } from './lib/early-interactions';

/**
 * The script files the server listed for this page (server: modules/web/page-html.ts), fetched together.
 * Plain preloads, not `modulepreload`: Chromium sets up a module fetch synchronously for each
 * `modulepreload` link appended, about 5 ms a link on a throttled phone (22 links on /shop, one task
 * of ~100 ms). A preload still starts its request here, on the main thread: about 1–3 ms a link on a
 * cold cache at 4× throttling, so every script file a page lists costs time after its first paint.
 * The import then finds the file in the memory cache (same URL, CORS mode and credentials) and
 * compiles it when it runs.
 */
function fetchPageScripts(): void {
  let scripts: unknown = [];
  try {
    scripts = JSON.parse(document.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent ?? '[]');
  } catch {
    // A damaged list only costs the waterfall: start-app still imports what it needs.
  }
  if (!Array.isArray(scripts)) return;
  for (const href of scripts) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

function start(): Promise<void> {
  return import('./app/start-app').then(({ startApp }) => startApp());
}

const rootElement = document.getElementById('root');
/*
 * A page the server rendered is readable as it arrives: the browser paints it first, with the line to
 * itself, and only then fetches and runs the (much larger) code that makes it interactive; what the
 * visitor does meanwhile is held and replayed. A page left empty for the browser starts at once (its
 * scripts were preloaded with the HTML).
 */
if (rootElement?.firstElementChild) {
  const replay = holdEarlyInteractions(rootElement);
  requestAnimationFrame(() =>
    setTimeout(() => {
      fetchPageScripts();
      void start().then(replay);
    }, 0),
  );
} else {
  void start();
}
