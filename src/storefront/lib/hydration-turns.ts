import { nextTask } from './next-task';

/**
 * The turns of the parts of a page hydrated after the rest (components/hydrate-later, ADR 71). Each
 * turn begins in a task of its own (after whatever the current task still has to do: the render a
 * resolved turn starts), after the previous turn's part has hydrated, so no one task
 * hydrates the whole page and the browser can answer input between them.
 */
let lastTurn: Promise<void> = Promise.resolve();

/** Resolves in a task of its own once every turn taken before it has come. */
export function takeHydrationTurn(): Promise<void> {
  lastTurn = lastTurn.then(nextTask);
  return lastTurn;
}

/**
 * Resolves once every turn taken so far has come and its part has hydrated (the part renders right as
 * its turn resolves). Turns are taken while the page hydrates, so after it this covers them all.
 */
export function hydrationTurnsDone(): Promise<void> {
  return lastTurn.then(nextTask);
}
