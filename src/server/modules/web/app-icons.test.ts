import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('favicon and app icons', () => {
  it('serves a favicon.ico holding a 32 px PNG, and the SVG', async () => {
    const ico = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    const body = ico.rawPayload;
    expect(body.readUInt16LE(2)).toBe(1);
    expect(body.readUInt16LE(4)).toBe(1);
    const png = body.subarray(body.readUInt32LE(18));
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
    const svg = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('<svg');
  });

  it('serves the touch icon and the manifest icons at their sizes', async () => {
    for (const [path, size] of [
      ['/apple-touch-icon.png', 180],
      ['/icon-192.png', 192],
      ['/icon-512.png', 512],
      ['/icon-maskable-512.png', 512],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(await sharp(res.rawPayload).metadata(), path).toMatchObject({ format: 'png', width: size, height: size });
    }
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const parsed = manifest.json<{ icons: { src: string }[]; name: string }>();
    expect(parsed.name).toContain('Wattson');
    for (const icon of parsed.icons) expect((await t.app.inject({ method: 'GET', url: icon.src })).statusCode).toBe(200);
  });
});
