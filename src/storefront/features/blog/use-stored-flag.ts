import { useState } from 'react';

function readFlag(key: string): boolean {
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
  } catch {
    // Private mode or a full quota: the toggle still works for this visit, it just is not remembered.
  }
}

/** A yes/no choice remembered in this browser (likes and bookmarks have no account behind them). */
export function useStoredFlag(key: string): [boolean, () => void] {
  const [on, setOn] = useState(() => readFlag(key));
  const toggle = () => {
    const next = !on;
    writeFlag(key, next);
    setOn(next);
  };
  return [on, toggle];
}
