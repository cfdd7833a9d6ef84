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
