import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedBody, compressedCachedBody } from './cached-body.js';

const both = { br: true, gzip: true };
const json = JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ _id: String(i), name: `Ceiling fan ${i}`, price: 1000 + i })));

describe('cachedBody', () => {
  it('gzips once, on the first request that accepts it, with a validator of its own', () => {
    const cached = cachedBody(json);
    const gzipped = cached.encodedFor({ br: false, gzip: true });
    expect(gzipped?.encoding).toBe('gzip');
    expect(gzipped?.etag).toBe(cached.etag.replace(/"$/, '-gz"'));
    expect(gunzipSync(gzipped?.body ?? Buffer.alloc(0)).toString('utf8')).toBe(json);
    expect(cached.encodedFor({ br: false, gzip: true })).toBe(gzipped);
    expect(cached.encodedFor({ br: false, gzip: false })).toBeNull();
  });

  it('keeps each answer in a memory block of its own, not a slice of a shared pool or zlib chunk', () => {
    const small = cachedBody('{"_id":"1","name":"Ceiling fan"}');
    expect(small.identity().buffer.byteLength).toBe(small.length);
    const gzipped = cachedBody(json).encodedFor({ br: false, gzip: true });
    expect(gzipped?.body.buffer.byteLength).toBe(gzipped?.body.length);
  });

  it('can make the gzip form before the answer is stored, byte for byte the one made on demand', async () => {
    const ahead = await compressedCachedBody(json, { route: '/api/products', cacheControl: 'public, max-age=5' }, ['list:*']);
    const gzipped = ahead.encodedFor({ br: false, gzip: true });
    expect(gzipped?.etag).toBe(ahead.etag.replace(/"$/, '-gz"'));
    expect(gzipped?.body.equals(cachedBody(json).encodedFor({ br: false, gzip: true })?.body ?? Buffer.alloc(0))).toBe(true);
    expect(gzipped?.body.buffer.byteLength).toBe(gzipped?.body.length);
    expect(ahead.encodedFor({ br: false, gzip: true })).toBe(gzipped);
    expect(ahead.tags).toEqual(['list:*']);
    expect((await compressedCachedBody('{"items":[]}')).encodedFor(both)).toBeNull();
  });

  it('keeps only the gzip form of a body compressed ahead, and inflates it for a client that takes no compression', async () => {
    const ahead = await compressedCachedBody(json);
    const gzipped = ahead.encodedFor({ br: false, gzip: true });
    expect(ahead.heldBytes()).toBe(gzipped?.body.length);
    expect(ahead.heldBytes()).toBeLessThan(json.length / 4);
    expect(ahead.length).toBe(Buffer.byteLength(json));
    expect(ahead.identity().toString('utf8')).toBe(json);
    // A page-sized body is deflated on the thread pool, and kept the same way.
    const page = JSON.stringify(Array.from({ length: 600 }, (_, i) => ({ _id: String(i), name: `Ceiling fan ${i}`, price: 1000 + i })));
    expect(page.length).toBeGreaterThan(24 * 1024);
    const large = await compressedCachedBody(page);
    expect(large.heldBytes()).toBe(large.encodedFor({ br: false, gzip: true })?.body.length);
    expect(gunzipSync(large.encodedFor({ br: false, gzip: true })?.body ?? Buffer.alloc(0)).toString('utf8')).toBe(page);
    expect(large.identity().toString('utf8')).toBe(page);
    const small = await compressedCachedBody('{"items":[]}');
    expect(small.heldBytes()).toBe(12);
    expect(small.identity().toString('utf8')).toBe('{"items":[]}');
  });

  it('makes brotli from the gzip form when that is all a body keeps', async () => {
    const ahead = await compressedCachedBody(json);
    for (let i = 0; i < 500; i++) ahead.encodedFor(both);
    await expect.poll(() => ahead.encodedFor(both)?.encoding).toBe('br');
    expect(brotliDecompressSync(ahead.encodedFor(both)?.body ?? Buffer.alloc(0)).toString('utf8')).toBe(json);
  });

  it('leaves small bodies uncompressed', () => {
    expect(cachedBody('{"items":[]}').encodedFor(both)).toBeNull();
  });

  it('makes brotli only for an entry in demand, serving gzip until it is ready', async () => {
    const cached = cachedBody(json);
    for (let i = 0; i < 499; i++) expect(cached.encodedFor(both)?.encoding).toBe('gzip');
    // A client that takes brotli only gets the plain body until then.
    expect(cached.encodedFor({ br: true, gzip: false })).toBeNull();
    await expect.poll(() => cached.encodedFor(both)?.encoding).toBe('br');
    const brotli = cached.encodedFor(both);
    expect(brotli?.etag).toBe(cached.etag.replace(/"$/, '-br"'));
    expect(brotliDecompressSync(brotli?.body ?? Buffer.alloc(0)).toString('utf8')).toBe(json);
    expect(brotli?.body.buffer.byteLength).toBe(brotli?.body.length);
    expect(brotli?.body.length).toBeLessThan(cached.encodedFor({ br: false, gzip: true })?.body.length ?? 0);
    expect(cached.encodedFor({ br: true, gzip: false })).toBe(brotli);
  });

  it('compresses one entry at a time: the next in demand starts when the first is done', async () => {
    const first = cachedBody(json);
    const second = cachedBody(`${json} `);
    for (let i = 0; i < 500; i++) first.encodedFor(both);
    for (let i = 0; i < 500; i++) second.encodedFor(both);
    await expect.poll(() => first.encodedFor(both)?.encoding).toBe('br');
    // The second asked while the first ran: it starts on its next request.
    await expect.poll(() => second.encodedFor(both)?.encoding).toBe('br');
  });

  it('never makes brotli for an entry asked for less', async () => {
    const cached = cachedBody(json);
    for (let i = 0; i < 498; i++) cached.encodedFor(both);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cached.encodedFor(both)?.encoding).toBe('gzip');
  });
});
