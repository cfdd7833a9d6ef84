// @vitest-environment happy-dom
import { useState, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whileHydrating } from '../../lib/hydration';
import { hydrationTurnsDone } from '../../lib/hydration-turns';
import { HydrateLater } from './hydrate-later';

const noSubscription = () => () => undefined;

/** A counter, as a card's button would be; it shows this browser's stored name after hydration. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const stored = useSyncExternalStore(
    noSubscription,
    () => localStorage.getItem('name') ?? 'nobody',
    () => 'nobody',
  );
  return (
    <article data-name={name}>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {name} clicked {count}
      </button>
      <span>{stored}</span>
    </article>
  );
}

function Page() {
  return (
    <main>
      <h1>Cards</h1>
      <ul>
        {['first', 'second'].map((name) => (
          <li key={name}>
            <HydrateLater>
              <Counter name={name} />
            </HydrateLater>
          </li>
        ))}
      </ul>
    </main>
  );
}

function buttonOf(container: HTMLElement, name: string): HTMLButtonElement {
  const button = container.querySelector<HTMLButtonElement>(`[data-name="${name}"] button`);
  if (!button) throw new Error(`no button for ${name}`);
  return button;
}

/** Preact renders a state change in a microtask; the next task has it on screen. */
const rendered = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('HydrateLater (ADR 71)', () => {
  it('leaves its part of the page to a later task, keeping the server’s elements, then makes it live', async () => {
    const consoleErrors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverButtons = ['first', 'second'].map((name) => buttonOf(container, name));
    localStorage.setItem('name', 'Asha');

    whileHydrating(() => hydrateRoot(container, <Page />));

    // The page's own hydration is over; the cards wait for their turns, as the server rendered them.
    buttonOf(container, 'first').click();
    await Promise.resolve();
    expect(container.textContent).toContain('first clicked 0');
    expect(container.textContent).toContain('nobody');

    await hydrationTurnsDone();
    expect(
      ['first', 'second'].map((name) => buttonOf(container, name)),
      'the server’s buttons are kept, not replaced',
    ).toEqual(serverButtons);
    expect(container.querySelectorAll('article')).toHaveLength(2);

    buttonOf(container, 'second').click();
    await rendered();
    expect(buttonOf(container, 'second').textContent).toBe('second clicked 1');
    // Hydrated from the server's side of this browser's state, then caught up.
    await vi.waitFor(() => expect(container.querySelectorAll('span')[0]?.textContent).toBe('Asha'));
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it('is its child at once on a page the browser renders itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(<Page />);
    await rendered();
    buttonOf(container, 'first').click();
    await rendered();
    expect(buttonOf(container, 'first').textContent).toBe('first clicked 1');
  });

  it('renders its child on the server as if it were not there', () => {
    expect(renderToString(<Page />)).toBe(
      renderToString(
        <main>
          <h1>Cards</h1>
          <ul>
            <li>
              <Counter name="first" />
            </li>
            <li>
              <Counter name="second" />
            </li>
          </ul>
        </main>,
      ),
    );
  });
});
