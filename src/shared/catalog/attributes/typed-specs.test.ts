import { describe, expect, it } from 'vitest';
import { categoryAttributes } from './attribute-declarations.js';
import { typedSpecsOf } from './typed-specs.js';

describe('typedSpecsOf', () => {
  it('reads the first of several rows an attribute may come from', () => {
    expect(typedSpecsOf('protection', { Rating: '63A', Poles: '4', 'MCB Rating': '32A, C-curve' }).values).toEqual({ current: 32, curve: 'C', poles: '4P' });
  });

  it('ignores rows no declaration reads, and categories without declarations', () => {
    expect(typedSpecsOf('tools', { Pieces: '6' })).toEqual({ values: {}, unparsed: [] });
  });

  it('names an unreadable number with what it expected', () => {
    expect(typedSpecsOf('lighting', { Wattage: 'nine watts', Base: 'B22' })).toEqual({
      values: { base: 'B22' },
      unparsed: [{ key: 'wattage', label: 'Wattage', specKey: 'Wattage', written: 'nine watts', expected: 'a number in W' }],
    });
  });

  it('declares keys once per category, in order, with ascending bucket edges', () => {
    for (const list of Object.values(categoryAttributes)) {
      expect(new Set(list.map((a) => a.key)).size).toBe(list.length);
      for (const a of list) if (a.kind === 'number') expect([...a.buckets].sort((x, y) => x - y)).toEqual(a.buckets);
    }
  });
});
