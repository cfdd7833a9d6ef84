import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { RenderSlots } from './render-slots.js';

describe('RenderSlots', () => {
  it('runs at most its size at once, all in the end, and frees a slot when work fails', async () => {
    const slots = new RenderSlots(2);
    let running = 0;
    let most = 0;
    const work = (i: number) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        await delay(5);
        running--;
        if (i === 3) throw new Error('render failed');
        return i;
      });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => work(i)));
    expect(most).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(9);
    expect(slots.queued).toBe(0);
    expect(await slots.run(async () => 'after')).toBe('after');
  });
});
