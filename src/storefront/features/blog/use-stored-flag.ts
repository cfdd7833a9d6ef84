import { useSyncExternalStore } from 'react';

const CHANGE_EVENT = 'wattson:stored-flag-change';
/** Choices this visit could not store (private mode, a full quota): they still hold until the tab closes. */
const unstored = new Map<string, boolean>();

function readFlag(key: string): boolean {
  const held = unstored.get(key);
  if (held !== undefined) return held;
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string, on: boolean): void {
  try {
    if (on) window.localStorage.setItem(key, '1');
    else window.localStorage.removeItem(key);
    unstored.delete(key);
  } catch {
    unstored.set(key, on);
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * A yes/no choice remembered in this browser (likes and bookmarks have no account behind them). Off on
 * the server and while hydrating, as the server rendered it; this browser's choice shows right after.
 */
export function useStoredFlag(key: string): [boolean, () => void] {
  const on = useSyncExternalStore(
    subscribe,
    () => readFlag(key),
    () => false,
  );
  return [on, () => writeFlag(key, !on)];
}
