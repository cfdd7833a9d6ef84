import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

/** A blog cover is held to the product image rule, a path the shop serves itself. */
let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await createSignedInCustomer(t.database.db, { isAdmin: true })).token;
});
afterAll(async () => {
  await t?.close();
});

const post = { title: 'Choosing MCBs', category: 'Wiring', author: 'Ravi Iyer', shortDescription: 'Amps and curves.', fullText: '<p>Pick C-curve.</p>' };
const save = (imageUrl: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/blogs', headers: { authorization: `Bearer ${token}` }, payload: { ...post, imageUrl } });

describe('blog cover image', () => {
  it.each([
    'javascript:alert(1)',
    'https://evil.example/x.png',
    '//evil.example/x.png',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '/media/../api/auth/profile',
    '/etc/passwd',
    ' ',
  ])('refuses %j with 400 and saves nothing', async (imageUrl) => {
    const res = await save(imageUrl);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('Image must be an uploaded image (a /media/ path)');
  });

  it('accepts an uploaded image and the shop’s own art', async () => {
    for (const imageUrl of ['/media/uploads/2026/cover-1.webp', '/media/art/ceiling-fan-3.svg']) {
      const res = await save(imageUrl);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<{ imgpath: string }>().imgpath).toBe(imageUrl);
    }
  });
});
