import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedBody } from './cached-body.js';

const json = JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ _id: String(i), name: `Ceiling fan ${i}`, price: 1000 + i })));

describe('cachedBody', () => {
  it('keeps each answer in a memory block of its own, not a slice of a shared pool or zlib chunk', () => {
    const small = cachedBody('{"_id":"1","name":"Ceiling fan"}');
    expect(small.body.buffer.byteLength).toBe(small.body.length);
    const cached = cachedBody(json);
    const gzipped = cached.gzipped();
    expect(gzipped?.body.buffer.byteLength).toBe(gzipped?.body.length);
    expect(gunzipSync(gzipped?.body ?? Buffer.alloc(0)).toString('utf8')).toBe(json);
    expect(cached.gzipped()).toBe(gzipped);
  });
});
