import { Suspense, type ReactElement } from 'react';
import { isHydrating } from '../../lib/hydration';
import { takeHydrationTurn } from '../../lib/hydration-turns';

function WaitForTurn({ children }: { children: ReactElement }) {
  // Preact keeps the server's markup of a component that suspends while hydrating and hydrates it
  // when the promise resolves (node_modules/preact/src/diff/index.js, compat/src/suspense.js).
  if (isHydrating()) throw takeHydrationTurn();
  return children;
}

/**
 * Hydrates its child in a later task than the rest of the page (ADR 71): the page's hydration is split
 * into tasks short enough not to block input. Elsewhere (the server, a page the browser renders, a
 * later navigation) it is its child.
 *
 * - The child must be one element: Preact keeps one server node for a suspended component.
 * - Nothing inside may call `useId`: its ids are counted in render order, and a part hydrated later
 *   would count them after the rest of the page, apart from the server's markup.
 * - Inside, `isHydrating()` is false: state read from this browser must go through a server snapshot
 *   (`useSyncExternalStore`, which Preact answers from the server's side while it hydrates the part).
 *   Such state that arrives through context (the header's cart count) has caught up by the part's
 *   turn: `useServerValueWhileHydrating` (lib/hydration.ts) gives the part the server's value first.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
