import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, BlogPostSummary } from '../../../shared/content/blog.schema.js';
import { queryRows } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedBlogPosts } from './blog-seed.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function list(query = ''): Promise<BlogPostSummary[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/blogs${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BlogPostSummary[]>();
}

const ids = (posts: BlogPostSummary[]) => posts.map((p) => p.id);

describe('GET /api/blogs', () => {
  it('lists the four seeded posts newest first with the spec fields', async () => {
    const posts = await list();
    expect(posts).toHaveLength(4);
    const days = posts.map((p) => p.publishedOn);
    expect(days).toEqual([...days].sort().reverse());
    const first = posts[0];
    expect(first).toMatchObject({
      id: 'layering-light-mumbai-apartment',
      date: 'March 15, 2025',
      place: 'Mumbai',
      country: 'India',
      blogname: 'Layering Light in a Compact Mumbai Apartment',
      author: 'Priya Raghavan',
      category: 'Lighting',
      readTime: '6 min read',
    });
    for (const key of ['imgpath', 'authorRole', 'authorAvatar', 'shortDescription', 'tags']) expect(first).toHaveProperty(key);
    expect(first).not.toHaveProperty('fullText');
  });

  it('searches title, short description, author and category case-insensitively', async () => {
    expect(ids(await list('?q=MUMBAI'))).toEqual(['layering-light-mumbai-apartment']);
    expect(ids(await list('?q=eighteen%20HOURS'))).toEqual(['ceiling-fans-for-chennai-humidity']);
    expect(ids(await list('?q=kavya'))).toEqual(['smart-home-retrofit-bengaluru']);
    expect(ids(await list('?q=energy%20SAVING'))).toEqual(['ceiling-fans-for-chennai-humidity']);
    expect(await list('?q=nothing%20like%20this')).toEqual([]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect(await list('?q=%25')).toEqual([]);
    expect(await list('?q=_')).toEqual([]);
  });

  it('filters by chip (a category name or slug), with All meaning every post, and combines with the search', async () => {
    expect(ids(await list('?category=Wiring'))).toEqual(['smart-home-retrofit-bengaluru', 'safe-diy-wiring-checklist']);
    expect(ids(await list('?category=energy-saving'))).toEqual(['ceiling-fans-for-chennai-humidity']);
    expect(await list('?category=All')).toHaveLength(4);
    // The furniture shop's old chips are gone: a category that does not exist matches nothing.
    expect(await list('?category=Furniture')).toEqual([]);
    expect(await list('?category=Safety')).toEqual([]);
    expect(ids(await list('?category=Wiring&q=bengaluru'))).toEqual(['smart-home-retrofit-bengaluru']);
    expect(await list('?category=Lighting&q=bengaluru')).toEqual([]);
  });

  it('answers 400 with a message for an over-long category or search', async () => {
    const bad = await t.app.inject({ method: 'GET', url: `/api/blogs?category=${'a'.repeat(61)}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('at most 60');
    const long = await t.app.inject({ method: 'GET', url: `/api/blogs?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
  });
});

describe('GET /api/blogs/:id', () => {
  it('returns the body and related products read from the catalog', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blogs/ceiling-fans-for-chennai-humidity' });
    expect(res.statusCode).toBe(200);
    const post = res.json<BlogPost>();
    expect(post.fullText).toContain('<h2>');
    expect(post.fullText).toContain('<blockquote>');
    expect(post.relatedProducts.map((p) => p.id)).toEqual(['203', '202', '2', '207', '306']);
    expect(post.relatedProducts[2]).toEqual({
      id: '2',
      name: 'Havells Ambrose 1200 mm Ceiling Fan Pearl White',
      image: '/media/art/ceiling-fan-1.svg',
      price: '₹3,899',
    });
  });

  it('drops related products that were soft-deleted', async () => {
    await t.database.db.execute(sql`update products set deleted_at = now() where id = '107'`);
    try {
      const post = (await t.app.inject({ method: 'GET', url: '/api/blogs/layering-light-mumbai-apartment' })).json<BlogPost>();
      expect(post.relatedProducts.map((p) => p.id)).toEqual(['102', '108', '305', '106']);
    } finally {
      await t.database.db.execute(sql`update products set deleted_at = null where id = '107'`);
    }
  });

  it('answers 404 with a message for an unknown id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blogs/no-such-post' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Blog post not found', requestId: expect.any(String) });
  });
});

describe('author avatars', () => {
  it('draws a monogram for every seeded author and refuses odd names', async () => {
    const posts = await list();
    for (const post of posts) {
      const res = await t.app.inject({ method: 'GET', url: post.authorAvatar });
      expect(res.statusCode, post.authorAvatar).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    }
    const avatar = await t.app.inject({ method: 'GET', url: '/media/avatars/priya-raghavan.svg' });
    expect(avatar.body).toContain('>PR<');
    expect((await t.app.inject({ method: 'GET', url: '/media/avatars/%3Cscript%3E.svg' })).statusCode).toBe(400);
  });
});

describe('seeding', () => {
  it('does not add posts again to a blog that has some', async () => {
    expect(await seedBlogPosts(t.database.db)).toBe(false);
    const rows = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from blog_posts`);
    expect(rows[0]?.n).toBe(4);
  });
});
