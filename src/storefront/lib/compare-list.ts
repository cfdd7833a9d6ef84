/**
 * The products a shopper is comparing, kept in this browser's local storage: at most four, all of
 * one category (comparing a fan's sweep with a bulb's lumens means nothing). Read by the cards'
 * and product page's compare buttons and by /compare.
 */
import { useSyncExternalStore } from 'react';

export const COMPARE_LIMIT = 4;
const KEY = 'compareList';
const CHANGE_EVENT = 'wattson:compare-change';

export interface CompareList {
  category: string;
  ids: string[];
}

const empty: CompareList = { category: '', ids: [] };
let cachedText: string | null = null;
let cached: CompareList = empty;

function read(): CompareList {
  if (typeof window === 'undefined') return empty;
  const text = window.localStorage.getItem(KEY);
  if (text === cachedText) return cached;
  cachedText = text;
  try {
    const parsed = JSON.parse(text ?? 'null') as Partial<CompareList> | null;
    const ids = Array.isArray(parsed?.ids) ? parsed.ids.filter((id): id is string => typeof id === 'string').slice(0, COMPARE_LIMIT) : [];
    cached = typeof parsed?.category === 'string' && ids.length > 0 ? { category: parsed.category, ids } : empty;
  } catch {
    cached = empty;
  }
  return cached;
}

function write(list: CompareList): void {
  window.localStorage.setItem(KEY, JSON.stringify(list));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export type CompareAddResult = 'added' | 'full' | 'new-category';

/** Adds a product; one of another category starts a new list (and says so), a fifth is refused. */
export function addToCompare(id: string, category: string): CompareAddResult {
  const list = read();
  if (list.ids.includes(id)) return 'added';
  if (list.ids.length > 0 && list.category !== category) {
    write({ category, ids: [id] });
    return 'new-category';
  }
  if (list.ids.length >= COMPARE_LIMIT) return 'full';
  write({ category, ids: [...list.ids, id] });
  return 'added';
}

export function removeFromCompare(id: string): void {
  const list = read();
  const ids = list.ids.filter((i) => i !== id);
  write(ids.length === 0 ? empty : { ...list, ids });
}

/** Makes the list the one a shared link names. */
export function replaceCompare(list: CompareList): void {
  write(list.ids.length === 0 ? empty : { category: list.category, ids: list.ids.slice(0, COMPARE_LIMIT) });
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  // Another tab changed it.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useCompareList(): CompareList {
  return useSyncExternalStore(subscribe, read, () => empty);
}
