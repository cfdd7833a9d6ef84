import { describe, expect, it } from 'vitest';
import { ReferenceDataCache } from './reference-data-cache.js';

describe('ReferenceDataCache', () => {
  it('loads a key once, until dropped', async () => {
    const cache = new ReferenceDataCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('k', load)).toBe(1);
    expect(await cache.read('k', load)).toBe(1);
    cache.drop();
    expect(await cache.read('k', load)).toBe(2);
  });

  it('never hands a load that was under way at a drop to a reader after it', async () => {
    const cache = new ReferenceDataCache();
    let finish: (value: string) => void = () => undefined;
    const before = cache.read('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.drop();
    const after = cache.read('k', async () => 'new');
    finish('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
  });

  it('reads again once the safety TTL has passed, and after a failed load', async () => {
    let now = 0;
    const cache = new ReferenceDataCache(1_000, () => now);
    let loads = 0;
    await cache.read('k', async () => ++loads);
    now = 999;
    expect(await cache.read('k', async () => ++loads)).toBe(1);
    now = 1_000;
    expect(await cache.read('k', async () => ++loads)).toBe(2);
    await expect(cache.read('f', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('f', async () => 'up')).toBe('up');
  });
});

describe('readReferenceData', () => {
  it('runs a lazy query (a thenable that runs on every then) once for all its readers', async () => {
    const cache = new ReferenceDataCache();
    let runs = 0;
    const query = {
      then<R>(resolve: (value: string) => R) {
        runs += 1;
        return Promise.resolve(resolve('rows'));
      },
    };
    const load = () => query as unknown as Promise<string>;
    expect(await cache.read('q', load)).toBe('rows');
    expect(await cache.read('q', load)).toBe('rows');
    expect(runs).toBe(1);
  });
});
