import { describe, expect, it } from 'vitest';
import { Counter, Histogram } from './metrics-registry.js';

describe('bound series', () => {
  it('count into the same series as inc() and observe(), and appear only once used', () => {
    const counter = new Counter('requests_total', 'Requests.', ['route', 'status']);
    const histogram = new Histogram('duration_seconds', 'Durations.', ['route'], [0.01, 0.1]);
    const ok = counter.bind({ route: '/a', status: '200' });
    const observe = histogram.bind({ route: '/a' });
    counter.bind({ route: '/never', status: '200' });
    histogram.bind({ route: '/never' });
    expect(counter.render()).not.toContain('/never');
    expect(histogram.render()).not.toContain('/never');

    ok();
    counter.inc({ route: '/a', status: '200' });
    ok();
    expect(counter.value({ route: '/a', status: '200' })).toBe(3);
    observe(0.005);
    histogram.observe({ route: '/a' }, 0.05);
    observe(1);
    const text = histogram.render();
    expect(text).toContain('duration_seconds_bucket{route="/a",le="0.01"} 1\n');
    expect(text).toContain('duration_seconds_bucket{route="/a",le="0.1"} 2\n');
    expect(text).toContain('duration_seconds_count{route="/a"} 3\n');
  });
});
