// @vitest-environment happy-dom
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useServerValueWhileHydrating, whileHydrating } from '../../lib/hydration';
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

/** As the cart provider: the page's first turn, catching up with this browser's stored count right after it. */
const CountContext = createContext(0);
function CountProvider({ children }: { children: ReactNode }) {
  const stored = useSyncExternalStore(
    noSubscription,
    () => Number(localStorage.getItem('count') ?? 0),
    () => 0,
  );
  return <CountContext.Provider value={stored}>{children}</CountContext.Provider>;
}

/** As the header's cart link, hydrated in a later turn: the count reaches it through context. */
function CountBadge({ guarded }: { guarded: boolean }) {
  const current = useContext(CountContext);
  const guardedCount = useServerValueWhileHydrating(current, 0);
  const count = guarded ? guardedCount : current;
  return (
    <a href="/cart" aria-label={count > 0 ? `Cart, ${count} items` : 'Cart'}>
      {count > 0 ? count : ''}
    </a>
  );
}

function Header({ guarded }: { guarded: boolean }) {
  return (
    <CountProvider>
      <header>
        <HydrateLater>
          <CountBadge guarded={guarded} />
        </HydrateLater>
      </header>
    </CountProvider>
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

  it('shows a value its provider caught up with before its turn once hydrated, not the server’s stale one', async () => {
    const hydrateHeader = async (guarded: boolean) => {
      const container = document.createElement('div');
      localStorage.removeItem('count');
      container.innerHTML = renderToString(<Header guarded={guarded} />);
      document.body.append(container);
      localStorage.setItem('count', '2');
      whileHydrating(() => hydrateRoot(container, <Header guarded={guarded} />));
      await hydrationTurnsDone();
      await rendered();
      return container.querySelector('a');
    };
    // Hydration keeps the server's attributes: without the guard the link keeps the server's name.
    const unguarded = await hydrateHeader(false);
    expect(unguarded?.getAttribute('aria-label')).toBe('Cart');
    const guarded = await hydrateHeader(true);
    await vi.waitFor(() => expect(guarded?.getAttribute('aria-label')).toBe('Cart, 2 items'));
    expect(guarded?.textContent).toBe('2');
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
