// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_SCRIPTS_ELEMENT_ID } from '../../shared/web/page-data';
import { fetchPageScripts } from './page-scripts';

function listScripts(text: string): void {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = PAGE_SCRIPTS_ELEMENT_ID;
  list.textContent = text;
  document.body.append(list);
}

function preloads(): HTMLLinkElement[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("the page's scripts", () => {
  it('are preloaded as modules with CORS, in the order listed, skipping what is not a URL', async () => {
    listScripts(JSON.stringify(['/assets/start-app-1.js', 7, '/assets/page-2.js', '/assets/card-3.js']));
    await fetchPageScripts();
    const links = preloads();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/start-app-1.js', '/assets/page-2.js', '/assets/card-3.js']);
    for (const link of links) {
      expect(link.getAttribute('crossorigin')).toBe('');
    }
  });

  it('are requested one link per task, so that no one task requests them all', async () => {
    listScripts(JSON.stringify(['/a.js', '/b.js', '/c.js']));
    const done = fetchPageScripts();
    expect(preloads()).toHaveLength(1);
    // Microtasks run in the same task: a link appended from one would still be in it.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(preloads()).toHaveLength(1);
    await done;
    expect(preloads()).toHaveLength(3);
  });

  it('are left to the imports when the list is damaged or missing', async () => {
    listScripts('["/a.js",');
    await fetchPageScripts();
    expect(preloads()).toHaveLength(0);
    document.body.innerHTML = '';
    await fetchPageScripts();
    expect(preloads()).toHaveLength(0);
  });
});
