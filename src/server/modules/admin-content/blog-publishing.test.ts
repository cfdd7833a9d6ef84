import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlogPost } from '../../../shared/admin/admin-blog.schema.js';
import type { BlogPost, BlogPostSummary, BlogStats } from '../../../shared/content/blog.schema.js';
import { users } from '../../db/schema/users.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

/** ADR 66: drafts and scheduled posts stay off the storefront until their time; related products come from a picker. */
let t: TestApp;
let owner = '';
let shopper = '';

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createSignedInCustomer(t.database.db, { isAdmin: true })).token;
  shopper = (await createSignedInCustomer(t.database.db)).token;
});
afterAll(async () => {
  await t?.close();
});

const asOwner = () => ({ authorization: `Bearer ${owner}` });
const post = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  category: 'Wiring',
  author: 'Meera Pillai',
  shortDescription: 'What a careful electrician checks.',
  fullText: '<p>Switch off the <strong>main</strong> first.</p><ul><li><p>Test</p></li><li><p>Label</p></li></ul>',
  ...extra,
});

async function create(title: string, extra: Record<string, unknown> = {}): Promise<AdminBlogPost> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/blogs', headers: asOwner(), payload: post(title, extra) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminBlogPost>();
}

async function update(id: string, title: string, extra: Record<string, unknown>): Promise<AdminBlogPost> {
  const res = await t.app.inject({ method: 'PUT', url: `/api/admin/blogs/${id}`, headers: asOwner(), payload: post(title, extra) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminBlogPost>();
}

/** Everywhere the storefront could show a post: the list, the page, the sitemap, views, likes and the statistics. */
async function storefrontSees(id: string) {
  const list = (await t.app.inject('/api/blogs')).json<BlogPostSummary[]>().some((p) => p.id === id);
  const filtered = (await t.app.inject('/api/blogs?category=Wiring')).json<BlogPostSummary[]>().some((p) => p.id === id);
  const detail = (await t.app.inject(`/api/blogs/${id}`)).statusCode;
  const sitemap = (await t.app.inject('/sitemap.xml')).body.includes(`/blogs/${id}<`);
  const view = (await t.app.inject({ method: 'POST', url: `/api/blogs/${id}/view` })).statusCode;
  const like = (await t.app.inject({ method: 'GET', url: `/api/blogs/${id}/reactions`, headers: { authorization: `Bearer ${shopper}` } })).statusCode;
  return { list, filtered, detail, sitemap, view, like };
}
const HIDDEN = { list: false, filtered: false, detail: 404, sitemap: false, view: 404, like: 404 };
const SHOWN = { list: true, filtered: true, detail: 200, sitemap: true, view: 204, like: 200 };

const totalPosts = async () => (await t.app.inject('/api/blog-stats')).json<BlogStats>().totalPosts;

describe('drafts', () => {
  it('a draft is listed for staff with its status and is nowhere on the storefront, until it is published', async () => {
    const before = await totalPosts();
    const draft = await create('Earthing a new flat', { status: 'draft' });
    expect(draft).toMatchObject({ status: 'draft', publishAt: null });
    expect(await storefrontSees(draft.id)).toEqual(HIDDEN);
    expect(await totalPosts()).toBe(before);
    const admin = (await t.app.inject({ method: 'GET', url: '/api/admin/blogs', headers: asOwner() })).json<AdminBlogPost[]>();
    expect(admin.find((p) => p.id === draft.id)).toMatchObject({ status: 'draft', blogname: 'Earthing a new flat' });

    const published = await update(draft.id, 'Earthing a new flat', { status: 'published' });
    expect(published.status).toBe('published');
    expect(published.publishAt).not.toBeNull();
    expect(await storefrontSees(draft.id)).toEqual(SHOWN);
    expect(await totalPosts()).toBe(before + 1);

    // Back to draft: off the blog again.
    expect((await update(draft.id, 'Earthing a new flat', { status: 'draft' })).status).toBe('draft');
    expect(await storefrontSees(draft.id)).toEqual(HIDDEN);
  });

  it('a post saved without a status is published at once (what the editor did before drafts)', async () => {
    const saved = await create('MCB or fuse?');
    expect(saved.status).toBe('published');
    expect((await t.app.inject(`/api/blogs/${saved.id}`)).statusCode).toBe(200);
  });

  it('editing a published post keeps its publish time', async () => {
    const saved = await create('Three-pin sockets');
    const edited = await update(saved.id, 'Three-pin sockets, revisited', { status: 'published' });
    expect(edited.publishAt).toBe(saved.publishAt);
    expect(edited.blogname).toBe('Three-pin sockets, revisited');
  });
});

describe('scheduled publishing', () => {
  it('a scheduled post is hidden until its time and then shows without anyone acting', async () => {
    const at = new Date(Date.now() + 3 * 24 * 3600_000);
    const scheduled = await create('Diwali lights without tripping the MCB', { status: 'scheduled', publishAt: at.toISOString() });
    expect(scheduled.status).toBe('scheduled');
    expect(new Date(scheduled.publishAt ?? '').getTime()).toBe(at.getTime());
    // Dated the day it comes out, in India.
    expect(scheduled.publishedOn).toBe(new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10));
    expect(await storefrontSees(scheduled.id)).toEqual(HIDDEN);

    // The clock passes the publish time (moved by SQL: the storefront compares with the database's now()).
    await t.database.db.execute(sql`update blog_posts set publish_at = now() - interval '1 minute' where id = ${scheduled.id}`);
    expect(await storefrontSees(scheduled.id)).toEqual(SHOWN);
    const admin = (await t.app.inject({ method: 'GET', url: '/api/admin/blogs', headers: asOwner() })).json<AdminBlogPost[]>();
    expect(admin.find((p) => p.id === scheduled.id)?.status).toBe('published');
  });

  it('refuses a schedule without a time or with a time that has passed, and saves nothing', async () => {
    const count = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/blogs', headers: asOwner() })).json<AdminBlogPost[]>().length;
    const before = await count();
    const none = await t.app.inject({ method: 'POST', url: '/api/admin/blogs', headers: asOwner(), payload: post('No time', { status: 'scheduled' }) });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toBe('A scheduled post needs a publish time');
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: asOwner(),
      payload: post('Past time', { status: 'scheduled', publishAt: '2020-01-01T10:00:00+05:30' }),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ message: string }>().message).toContain('in the future');
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: asOwner(),
      payload: post('Junk', { status: 'live', publishAt: 'soon' }),
    });
    expect(junk.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('the rich editor’s HTML', () => {
  it('keeps headings, bold, italic, lists, quotes and links, and removes what could run', async () => {
    const html = [
      '<h2>Before you start</h2><h3>Tools</h3>',
      '<p><strong>Bold</strong> and <em>italic</em> and <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.in/guide">a guide</a>.</p>',
      '<ul><li><p>One</p></li></ul><ol><li><p>First</p></li></ol>',
      '<blockquote><p>Test before you touch.</p></blockquote>',
      '<p onclick="alert(1)">x<a href="javascript:alert(1)">bad</a><img src=x onerror=alert(1)></p><script>alert(1)</script>',
    ].join('');
    const saved = await create('Rich text', { fullText: html });
    expect(saved.fullText).toContain('<h2>Before you start</h2><h3>Tools</h3>');
    expect(saved.fullText).toContain('<strong>Bold</strong> and <em>italic</em>');
    expect(saved.fullText).toContain('<a rel="noopener noreferrer" href="https://example.in/guide">a guide</a>');
    expect(saved.fullText).toContain('<ul><li><p>One</p></li></ul><ol><li><p>First</p></li></ol>');
    expect(saved.fullText).toContain('<blockquote><p>Test before you touch.</p></blockquote>');
    expect(saved.fullText).not.toMatch(/script|onerror|onclick|javascript|target=/);
    const shown = (await t.app.inject(`/api/blogs/${saved.id}`)).json<BlogPost>();
    expect(shown.fullText).toBe(saved.fullText);
  });
});

describe('related products', () => {
  it('staff attach products found by SKU; the storefront shows only those it sells, in the chosen order', async () => {
    const table = await t.app.inject({ method: 'GET', url: '/api/admin/products/table?q=ambrose&pageSize=5', headers: asOwner() });
    expect(table.statusCode).toBe(200);
    const found = table.json<{ items: { _id: string; sku: string }[] }>().items;
    expect(found.length).toBeGreaterThan(0);
    const fan = found[0];
    if (!fan) throw new Error('no product found');
    const bySku = (await t.app.inject({ method: 'GET', url: `/api/admin/products/table?q=${encodeURIComponent(fan.sku)}`, headers: asOwner() })).json<{
      items: { _id: string }[];
    }>();
    expect(bySku.items.map((p) => p._id)).toContain(fan._id);

    const saved = await create('Fans that sip power', { relatedProductIds: ['305', fan._id], status: 'published' });
    expect(saved.relatedProducts.map((p) => p.id)).toEqual(['305', fan._id]);
    expect(saved.relatedProducts[1]).toMatchObject({ id: fan._id, sku: fan.sku, listed: true, price: expect.stringMatching(/^₹/) });

    // A product made a draft leaves the storefront's post; staff still see it, marked.
    await t.database.db.execute(sql`update products set status = 'draft' where id = '305'`);
    try {
      const shown = (await t.app.inject(`/api/blogs/${saved.id}`)).json<BlogPost>();
      expect(shown.relatedProducts.map((p) => p.id)).toEqual([fan._id]);
      const admin = (await t.app.inject({ method: 'GET', url: '/api/admin/blogs', headers: asOwner() })).json<AdminBlogPost[]>();
      expect(admin.find((p) => p.id === saved.id)?.relatedProducts.find((p) => p.id === '305')?.listed).toBe(false);
    } finally {
      await t.database.db.execute(sql`update products set status = 'active' where id = '305'`);
    }
  });

  it('refuses an unknown product with 400 and saves nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: asOwner(),
      payload: post('Ghost product', { relatedProductIds: ['no-such'] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Related product no-such does not exist');
  });
});

describe('who may write posts', () => {
  it('a manager may not (the blog stays the owner’s); a customer gets 403', async () => {
    const manager = await createSignedInCustomer(t.database.db, { isAdmin: true });
    await t.database.db.update(users).set({ staffRole: 'manager' }).where(eq(users.id, manager.id));
    const asManager = { authorization: `Bearer ${manager.token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/blogs', headers: asManager, payload: post('Manager post') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/blogs', headers: { authorization: `Bearer ${shopper}` } })).statusCode).toBe(403);
  });
});
