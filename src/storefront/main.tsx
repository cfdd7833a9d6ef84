import './styles/tokens.css';
import './styles/global.css';
import { holdEarlyInteractions } from './lib/early-interactions';
import { fetchPageScripts } from './lib/page-scripts';

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
      // The import starts after the last link, so that no file is requested by both.
      void fetchPageScripts().then(start).then(replay);
    }, 0),
  );
} else {
  void start();
}
