import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine } from '../../shared/shopping/cart.schema.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { multipartFile } from '../test/multipart.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { expectRefused } from './attack-helpers.js';
import { bearer } from './shop-fixture.js';

/** Payload tricks: duplicate keys, prototype pollution, odd and oversized bodies, disguised uploads. */
let t: TestApp;
let admin: string;
let shopper: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createSignedInCustomer(t.database.db, { isAdmin: true })).token;
  shopper = (await createSignedInCustomer(t.database.db)).token;
});
afterAll(async () => {
  await t?.close();
});

const rawJson = (url: string, body: string, token = shopper) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: body });
const upload = (filename: string, type: string, content: Buffer) => {
  const { payload, headers } = multipartFile('file', filename, type, content);
  return t.app.inject({ method: 'POST', url: '/api/admin/uploads', headers: { ...bearer(admin), ...headers }, payload });
};
const storedUploads = () => readdirSync(join(t.app.config.dataDir, 'media', 'uploads')).sort();
const cart = async () => (await t.app.inject({ method: 'GET', url: '/api/carts', headers: bearer(shopper) })).json<CartLine[]>();

describe('payload tricks', () => {
  it('duplicate JSON keys: the last one counts, and it is the one validated (no parser mismatch)', async () => {
    await expectRefused(t, 400, () => rawJson('/api/carts/add', '{"productId":"1","quantity":1,"quantity":-5}'));
    const res = await rawJson('/api/carts/add', '{"productId":"1","quantity":900,"quantity":2}');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<CartLine>().quantity).toBe(2);
  });

  it('prototype pollution: __proto__ and constructor.prototype in a body are refused and pollute nothing', async () => {
    for (const body of [
      '{"productId":"1","quantity":1,"__proto__":{"isAdmin":true}}',
      '{"productId":"1","quantity":1,"constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      await expectRefused(t, 400, () => rawJson('/api/carts/add', body));
    }
    expect(Object.prototype).not.toHaveProperty('isAdmin');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(shopper) })).statusCode).toBe(403);
  });

  it('prototype pollution: __proto__ in a query string is just an unknown parameter', async () => {
    const res = await t.app.inject('/api/products?__proto__[isAdmin]=true&constructor[prototype][isAdmin]=true&pageSize=1');
    expect(res.statusCode).toBe(200);
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });

  it('a body over 1 MB is refused with 413 before any handler runs', async () => {
    const message = 'x'.repeat(1024 * 1024 + 10);
    const res = await expectRefused(t, 413, () =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: { fullName: 'A', email: 'a@example.in', subject: 'S', message } }),
    );
    expect(res.json<{ message: string }>().message).toBe('Request body is too large');
  });

  it('a long field inside the limit is refused by its own maximum (400), not stored cut', async () => {
    await expectRefused(t, 400, () =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: { fullName: 'A', email: 'a@example.in', subject: 'S', message: 'y'.repeat(100_000) } }),
    );
  });

  it('JSON nested thousands deep is a 400, not a stack overflow', async () => {
    await expectRefused(t, 400, () => rawJson('/api/carts/merge', `{"items":${'['.repeat(20_000)}${']'.repeat(20_000)}}`));
    await expectRefused(t, 400, () => rawJson('/api/carts/add', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`));
  });

  it('a body that is not JSON, or not an object, is refused with a plain message', async () => {
    for (const body of ['{"productId":"1",', 'null', '[{"productId":"1","quantity":1}]', '"1"']) {
      await expectRefused(t, 400, () => rawJson('/api/carts/add', body), [body]);
    }
    const typed = (type: string) => () =>
      t.app.inject({ method: 'POST', url: '/api/carts/add', headers: { ...bearer(shopper), 'content-type': type }, payload: 'productId=1&quantity=1' });
    await expectRefused(t, 400, typed('text/plain'));
    await expectRefused(t, 415, typed('application/x-www-form-urlencoded'));
    await expectRefused(t, 415, typed('application/xml'));
    expect(await cart()).toHaveLength(1);
  });

  it('an upload over 5 MB is refused with 413', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024, 1)]);
    await expectRefused(t, 413, () => upload('huge.jpg', 'image/jpeg', big));
  });

  it.each([
    ['an HTML page named .jpg', 'page.jpg', 'image/jpeg', '<!doctype html><script>alert(document.cookie)</script>'],
    ['an SVG with a script named .jpg', 'icon.jpg', 'image/jpeg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'],
    ['a script named .png', 'x.png', 'image/png', 'fetch("/api/auth/profile").then(r => r.text()).then(alert)'],
    ['an SVG declared as such', 'icon.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['a JPEG header followed by HTML (polyglot)', 'poly.jpg', 'image/jpeg', `\xff\xd8\xff\xe0<html><script>alert(1)</script></html>`],
  ])('rejects %s with 415 and stores nothing', async (_what, filename, type, content) => {
    const before = storedUploads();
    await expectRefused(t, 415, () => upload(filename, type, Buffer.from(content, 'latin1')));
    expect(storedUploads()).toEqual(before);
  });

  it('a real image with a script in its metadata and a traversal name is stored re-encoded, under a random name', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ffcc00' } })
      .png()
      .withMetadata({ exif: { IFD0: { ImageDescription: '<script>alert(1)</script>' } } })
      .toBuffer();
    const res = await upload('../../../etc/passwd<script>.png', 'image/png', png);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{20}-md\.webp$/);
    const served = await t.app.inject(url);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('a broken multipart form (no boundary, cut short) is a 400, not a 500', async () => {
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=xyz']) {
      await expectRefused(t, 400, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/uploads',
          headers: { ...bearer(admin), 'content-type': type },
          payload: '--xyz\r\nContent-Disposition: form-data; name="file"',
        }),
      );
    }
  });

  it('control characters in the uploaded file name are dropped, not a 500 after the files were written', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await upload('lamp\u0000\r\n.png', 'image/png', png);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('served uploads cannot be used to read files outside the uploads folder', async () => {
    for (const path of ['/media/uploads/../../../etc/passwd', '/media/uploads/..%2f..%2f..%2fetc%2fpasswd', '/media/uploads/%2e%2e/%2e%2e/package.json']) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, path).toBeLessThan(500);
      expect(res.body).not.toMatch(/root:x:0:0|"name": "wattson"/);
    }
  });
});
