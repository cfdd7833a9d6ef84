import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, BlogReactions, BlogStats } from '../../../shared/content/blog.schema.js';
import { queryRows } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';
import { saveBlogPost } from './blogs.service.js';

let t: TestApp;
const SEEDED = 'ceiling-fans-for-chennai-humidity';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function post(id: string): Promise<BlogPost> {
  const res = await t.app.inject({ method: 'GET', url: `/api/blogs/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BlogPost>();
}

async function react(method: 'PUT' | 'DELETE', id: string, kind: string, token: string) {
  return t.app.inject({ method, url: `/api/blogs/${id}/${kind}`, headers: bearer(token) });
}

async function newPost(title: string, category: 'Lighting' | 'Wiring' = 'Lighting', authorAvatar = ''): Promise<BlogPost> {
  return saveBlogPost(t.database.db, {
    publishedOn: '2026-01-10',
    imageUrl: '/media/seed/blog/layering-light.webp',
    title,
    author: 'Anil Kumar Menon',
    authorAvatar,
    shortDescription: 'A short note.',
    category,
    fullHtml: '<p>Body text.</p>',
  });
}

describe('blog statistics are counted', () => {
  it('counts posts, views and categories as they are, and follows a new post and new views', async () => {
    const stats = async () => (await t.app.inject({ method: 'GET', url: '/api/blog-stats' })).json<BlogStats>();
    const before = await stats();
    const [real] = await queryRows<{ posts: number; views: number; categories: number }>(
      t.database.db,
      sql`select count(*)::int as posts, coalesce(sum(views), 0)::int as views, count(distinct category)::int as categories from blog_posts`,
    );
    expect(before).toMatchObject({ totalPosts: real?.posts, totalViews: real?.views, totalCategories: real?.categories });
    expect(before.totalPosts).toBe(4);
    expect(before.popularCategories.reduce((sum, c) => sum + c.count, 0)).toBeLessThanOrEqual(4);

    await newPost('Armoured cable for a garden light', 'Wiring');
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ method: 'POST', url: `/api/blogs/${SEEDED}/view` })).statusCode).toBe(204);
    const after = await stats();
    expect(after.totalPosts).toBe(before.totalPosts + 1);
    expect(after.totalViews).toBe(before.totalViews + 3);
    expect(after.popularCategories[0]).toMatchObject({ name: expect.any(String), count: expect.any(Number) });
    expect((await t.app.inject({ method: 'POST', url: '/api/blogs/no-such-post/view' })).statusCode).toBe(404);
  });
});

describe('likes and bookmarks persist per signed-in shopper', () => {
  it('a seeded post keeps its 124 likes; a new post starts at 0', async () => {
    expect((await post(SEEDED)).likes).toBe(124);
    const fresh = await newPost('Brass switches in a heritage home');
    expect(fresh.likes).toBe(0);
    expect((await post(fresh.id)).likes).toBe(0);
  });

  it('a like counts once per shopper, survives a new session and can be taken back', async () => {
    const fresh = await newPost('Cable trays done right');
    const asha = await createSignedInCustomer(t.database.db);
    const ravi = await createSignedInCustomer(t.database.db);
    expect((await react('PUT', fresh.id, 'like', asha.token)).json<BlogReactions>()).toEqual({ likes: 1, liked: true, bookmarked: false });
    // Again: still one like.
    expect((await react('PUT', fresh.id, 'like', asha.token)).json<BlogReactions>().likes).toBe(1);
    expect((await react('PUT', fresh.id, 'like', ravi.token)).json<BlogReactions>()).toEqual({ likes: 2, liked: true, bookmarked: false });
    expect((await post(fresh.id)).likes).toBe(2);

    const mine = await t.app.inject({ method: 'GET', url: `/api/blogs/${fresh.id}/reactions`, headers: bearer(asha.token) });
    expect(mine.json<BlogReactions>()).toEqual({ likes: 2, liked: true, bookmarked: false });
    expect((await react('DELETE', fresh.id, 'like', asha.token)).json<BlogReactions>()).toEqual({ likes: 1, liked: false, bookmarked: false });
  });

  it('bookmarks are per shopper and apart from likes', async () => {
    const asha = await createSignedInCustomer(t.database.db);
    const ravi = await createSignedInCustomer(t.database.db);
    expect((await react('PUT', SEEDED, 'bookmark', asha.token)).json<BlogReactions>()).toMatchObject({ bookmarked: true, liked: false });
    const theirs = await t.app.inject({ method: 'GET', url: `/api/blogs/${SEEDED}/reactions`, headers: bearer(ravi.token) });
    expect(theirs.json<BlogReactions>()).toMatchObject({ bookmarked: false });
    expect((await react('DELETE', SEEDED, 'bookmark', asha.token)).json<BlogReactions>()).toMatchObject({ bookmarked: false });
  });

  it('needs a session, a known post and a known kind', async () => {
    const asha = await createSignedInCustomer(t.database.db);
    expect((await t.app.inject({ method: 'PUT', url: `/api/blogs/${SEEDED}/like` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/blogs/${SEEDED}/reactions` })).statusCode).toBe(401);
    expect((await react('PUT', 'no-such-post', 'like', asha.token)).statusCode).toBe(404);
    const bad = await react('PUT', SEEDED, 'love', asha.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'must be like or bookmark', field: 'kind' });
  });
});

describe('author portraits', () => {
  it('a post written without an avatar shows the initials portrait', async () => {
    const fresh = await newPost('Conduits behind plaster');
    expect(fresh.authorAvatar).toBe('/media/avatars/anil-kumar-menon.svg');
    const svg = await t.app.inject({ method: 'GET', url: fresh.authorAvatar });
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain('>AM</text>');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/blogs' })).json<BlogPost[]>().find((p) => p.id === fresh.id);
    expect(listed?.authorAvatar).toBe('/media/avatars/anil-kumar-menon.svg');
  });
});
