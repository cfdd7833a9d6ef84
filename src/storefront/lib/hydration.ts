import { useSyncExternalStore } from 'react';

let hydrating = false;

/**
 * True while the browser hydrates the server's markup. A state initialiser that reads this browser's
 * storage must then start from what the server knew (no session, empty guest cart) and catch up in an
 * effect: hydration keeps the server's attributes, so a first render that differed would leave the
 * page showing the server's version of them.
 */
export function isHydrating(): boolean {
  return hydrating;
}

/** Runs a (synchronous) hydration with isHydrating() true. */
export function whileHydrating(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

const noSubscription = () => () => {};

/**
 * `serverValue` while the calling component hydrates, `value` from the next render on. For a value of
 * this browser's (the guest cart's count) that reaches a part hydrated later (ADR 71) through context:
 * by that part's turn its provider has caught up already, and hydration keeps the server's attributes,
 * so the part must first render what the server did, then catch up.
 */
export function useServerValueWhileHydrating<T>(value: T, serverValue: T): T {
  return useSyncExternalStore(
    noSubscription,
    () => value,
    () => serverValue,
  );
}
