import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.js';

/** A load the test finishes by hand, counting how often the cache started it. */
function controlledLoad() {
  let resolve: (value: string) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<string>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { load, finish: (value: string) => resolve(value), fail: (error: Error) => reject(error) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('TtlCache', () => {
  it('runs one load for many concurrent misses of one key', async () => {
    const cache = new TtlCache<string>(5_000, { maxEntries: 10 });
    const { load, finish } = controlledLoad();
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.getOrLoad('k', load)));
    finish('v1');
    expect(await answers).toEqual(Array(50).fill('v1'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers from an expired entry while one load rebuilds it, then serves the new value', async () => {
    const cache = new TtlCache<string>(5_000, { maxEntries: 10 });
    cache.set('k', 'old');
    vi.advanceTimersByTime(5_001);
    const { load, finish } = controlledLoad();
    expect(await cache.getOrLoad('k', load)).toBe('old');
    expect(await cache.getOrLoad('k', load)).toBe('old');
    expect(load).toHaveBeenCalledTimes(1);
    finish('new');
    await vi.runAllTimersAsync();
    expect(await cache.getOrLoad('k', load)).toBe('new');
    expect(cache.get('k')).toBe('new');
  });

  it('sends exactly one of the requests that find an expired entry to rebuild it', () => {
    const cache = new TtlCache<string>(5_000, { maxEntries: 10 });
    cache.set('k', 'old');
    vi.advanceTimersByTime(5_001);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.get('k')).toBe('old');
    expect(cache.get('k')).toBe('old');
    // A claimed refresh that never came back is handed to another request after a second.
    vi.advanceTimersByTime(1_001);
    expect(cache.get('k')).toBeUndefined();
  });

  it('peek serves fresh entries and expired ones being refreshed, but never claims the refresh itself', async () => {
    const cache = new TtlCache<string>(5_000, { maxEntries: 10 });
    cache.set('k', 'old');
    expect(cache.peek('k')).toBe('old');
    vi.advanceTimersByTime(5_001);
    // Expired and nobody refreshing: peek leaves it to get(), whose first caller is sent to load it.
    expect(cache.peek('k')).toBeUndefined();
    expect(cache.peek('k')).toBeUndefined();
    expect(cache.get('k')).toBeUndefined();
    expect(cache.peek('k')).toBe('old');
    const { load, finish } = controlledLoad();
    expect(await cache.getOrLoad('k', load)).toBe('old');
    // The claim has lapsed, but the load runs: still servable.
    vi.advanceTimersByTime(1_001);
    expect(cache.peek('k')).toBe('old');
    finish('new');
    await vi.runAllTimersAsync();
    expect(cache.peek('k')).toBe('new');
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.peek('missing')).toBeUndefined();
  });

  it('never serves an entry more than one TTL past its expiry', async () => {
    const cache = new TtlCache<string>(5_000, { maxEntries: 10 });
    cache.set('k', 'old');
    vi.advanceTimersByTime(10_001);
    expect(cache.peek('k')).toBeUndefined();
    expect(cache.get('k')).toBeUndefined();
    const { load, finish } = controlledLoad();
    const answer = cache.getOrLoad('k', load);
    finish('new');
    expect(await answer).toBe('new');
  });

  it('does not let a load that started before clear() put its old answer back', async () => {
    const cache = new TtlCache<string>(5_000, { maxEntries: 10 });
    const { load, finish } = controlledLoad();
    const answer = cache.getOrLoad('k', load);
    cache.clear();
    finish('before the write');
    expect(await answer).toBe('before the write');
    expect(cache.get('k')).toBeUndefined();
    const again = controlledLoad();
    const fresh = cache.getOrLoad('k', again.load);
    again.finish('after the write');
    expect(await fresh).toBe('after the write');
  });

  it('passes a failed load to its callers and keeps nothing, so the next request tries again', async () => {
    const cache = new TtlCache<string>(5_000, { maxEntries: 10 });
    const { load, fail } = controlledLoad();
    const answer = cache.getOrLoad('k', load);
    fail(new Error('database down'));
    await expect(answer).rejects.toThrow('database down');
    const again = controlledLoad();
    const retried = cache.getOrLoad('k', again.load);
    again.finish('v');
    expect(await retried).toBe('v');
  });

  it('drops an expired entry whose rebuild failed', async () => {
    const cache = new TtlCache<string>(5_000, { maxEntries: 10 });
    cache.set('k', 'old');
    vi.advanceTimersByTime(5_001);
    const { load, fail } = controlledLoad();
    expect(await cache.getOrLoad('k', load)).toBe('old');
    fail(new Error('database down'));
    await vi.runAllTimersAsync();
    expect(cache.get('k')).toBeUndefined();
  });

  it('evicts the oldest key when full', () => {
    const cache = new TtlCache<string>(5_000, { maxEntries: 2 });
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('2');
    expect(cache.get('c')).toBe('3');
  });

  it('evicts the oldest fills until the values fit their byte budget', () => {
    const cache = new TtlCache<string>(5_000, { maxEntries: 10, maxBytes: 10, sizeOf: (value) => value.length });
    cache.set('a', '1234');
    cache.set('b', '1234');
    expect(cache.totalBytes).toBe(8);
    cache.set('c', '12345');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('1234');
    expect(cache.totalBytes).toBe(9);
    // Too big for the whole budget: not kept, and nothing evicted for it.
    cache.set('huge', '12345678901');
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.totalBytes).toBe(9);
    cache.clear();
    expect(cache.totalBytes).toBe(0);
  });

  it('counts a refilled key as the newest, so a hot answer is not the first evicted', async () => {
    const cache = new TtlCache<string>(5_000, { maxEntries: 2 });
    cache.set('hot', 'v1');
    cache.set('other', 'x');
    vi.advanceTimersByTime(5_001);
    const { load, finish } = controlledLoad();
    await cache.getOrLoad('hot', load);
    finish('v2');
    await vi.runAllTimersAsync();
    cache.set('new', 'y');
    expect(cache.get('hot')).toBe('v2');
    expect(cache.get('other')).toBeUndefined();
  });

  it('keeps the old value when a reload brings the same one', async () => {
    const cache = new TtlCache<{ text: string }>(5_000, { maxEntries: 10, sameValue: (previous, loaded) => previous.text === loaded.text });
    const first = { text: 'same' };
    cache.set('k', first);
    vi.advanceTimersByTime(5_001);
    const reload = vi.fn(async () => ({ text: 'same' }));
    expect(await cache.getOrLoad('k', reload)).toBe(first);
    await vi.runAllTimersAsync();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(cache.get('k')).toBe(first);
    vi.advanceTimersByTime(5_001);
    const changed = { text: 'changed' };
    await cache.getOrLoad('k', async () => changed);
    await vi.runAllTimersAsync();
    expect(cache.get('k')).toBe(changed);
  });
  it('drops by tag exactly the entries that carry it, whether one entry or several carry a tag', () => {
    const tagsOf = (value: { tags: string[] }) => value.tags;
    const cache = new TtlCache<{ tags: string[] }>(5_000, { maxEntries: 3, tagsOf });
    cache.set('a', { tags: ['list:*', 'product:1'] });
    cache.set('b', { tags: ['list:*', 'product:2'] });
    // Refilling a key with the same tags keeps one carrier per tag, not two.
    cache.set('a', { tags: ['list:*', 'product:1', 'product:1'] });
    expect(cache.taggedCount('product:1')).toBe(1);
    expect(cache.taggedCount('list:*')).toBe(2);
    // Evicted as the oldest fill: its tags go with it.
    cache.set('c', { tags: ['product:3'] });
    cache.set('d', { tags: ['product:2'] });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.taggedCount('list:*')).toBe(1);
    expect(cache.taggedCount('product:2')).toBe(1);
    expect(cache.evictTagged(['product:2'])).toBe(1);
    expect(cache.get('d')).toBeUndefined();
    expect(cache.taggedCount('product:2')).toBe(0);
    expect(cache.evictTagged(['list:*', 'product:3'])).toBe(2);
    expect([cache.get('a'), cache.get('c'), cache.size]).toEqual([undefined, undefined, 0]);
    expect(cache.taggedCount('product:1')).toBe(0);
  });
});
