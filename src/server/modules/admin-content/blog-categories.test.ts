import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlogCategory, AdminBlogPost } from '../../../shared/admin/admin-blog.schema.js';
import type { BlogCategory, BlogPostSummary, BlogStats } from '../../../shared/content/blog.schema.js';
import { users } from '../../db/schema/users.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

/** ADR 66: the blog's categories are the owner's to edit; a lighting shop's, not a furniture shop's. */
let t: TestApp;
const tokens = { owner: '', manager: '', support: '' };

beforeAll(async () => {
  t = await createTestApp();
  tokens.owner = (await createSignedInCustomer(t.database.db, { isAdmin: true })).token;
  for (const role of ['manager', 'support'] as const) {
    const made = await createSignedInCustomer(t.database.db, { isAdmin: true });
    await t.database.db.update(users).set({ staffRole: role }).where(eq(users.id, made.id));
    tokens[role] = made.token;
  }
});
afterAll(async () => {
  await t?.close();
});

const as = (role: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[role]}` });
const URL = '/api/admin/blog-categories';
const chips = async () => (await t.app.inject('/api/blog-categories')).json<BlogCategory[]>();
const adminList = async () => (await t.app.inject({ method: 'GET', url: URL, headers: as('owner') })).json<AdminBlogCategory[]>();

describe('the seeded categories', () => {
  it('are lighting, wiring, safety and energy saving, in that order, and every sample post has one of them', async () => {
    expect(await chips()).toEqual([
      { name: 'Lighting', slug: 'lighting' },
      { name: 'Wiring', slug: 'wiring' },
      { name: 'Safety', slug: 'safety' },
      { name: 'Energy saving', slug: 'energy-saving' },
    ]);
    const posts = (await t.app.inject('/api/blogs')).json<BlogPostSummary[]>();
    expect(Object.fromEntries(posts.map((p) => [p.id, p.category]))).toEqual({
      'layering-light-mumbai-apartment': 'Lighting',
      'smart-home-retrofit-bengaluru': 'Wiring',
      'safe-diy-wiring-checklist': 'Wiring',
      'ceiling-fans-for-chennai-humidity': 'Energy saving',
    });
    const counts = await adminList();
    expect(counts.map((c) => [c.name, c.posts])).toEqual([
      ['Lighting', 1],
      ['Wiring', 2],
      ['Safety', 0],
      ['Energy saving', 1],
    ]);
  });
});

describe('creating, renaming and deleting', () => {
  it('the owner adds a category (slug from the name, last in order); the storefront offers it as a chip', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, headers: as('owner'), payload: { name: 'Solar & Inverters' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<AdminBlogCategory>()).toMatchObject({ name: 'Solar & Inverters', slug: 'solar-inverters', position: 5, posts: 0 });
    expect((await chips()).at(-1)).toEqual({ name: 'Solar & Inverters', slug: 'solar-inverters' });
  });

  it('a manager may edit categories; support may not', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, headers: as('manager'), payload: { name: 'Smart home', slug: 'smart-home', position: 0 } });
    expect(res.statusCode, res.body).toBe(201);
    expect((await chips())[0]).toEqual({ name: 'Smart home', slug: 'smart-home' });
    expect((await t.app.inject({ method: 'GET', url: URL, headers: as('support') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: URL, headers: as('support'), payload: { name: 'Nope' } })).statusCode).toBe(403);
  });

  it('refuses bad input with 400 naming the field, and a taken name (any case) or slug with 409; nothing changes', async () => {
    const before = await adminList();
    for (const [payload, message] of [
      [{}, 'Name is required'],
      [{ name: '   ' }, 'Name is required'],
      [{ name: 'x'.repeat(61) }, 'Name must be at most 60 characters'],
      [{ name: 'All' }, 'Name cannot be "All"'],
      [{ name: 'Good', slug: 'Not A Slug' }, 'Slug must be lower-case letters, digits and dashes'],
      [{ name: 'Good', position: -1 }, 'Order must be 0 or more'],
      [{ name: 'Good', position: 1.5 }, 'Order must be a whole number'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: URL, headers: as('owner'), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    const sameName = await t.app.inject({ method: 'POST', url: URL, headers: as('owner'), payload: { name: 'wiring' } });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json<{ message: string }>().message).toBe('A blog category named wiring already exists');
    const sameSlug = await t.app.inject({ method: 'POST', url: URL, headers: as('owner'), payload: { name: 'Wiring again', slug: 'wiring' } });
    expect(sameSlug.statusCode).toBe(409);
    expect(sameSlug.json<{ message: string }>().message).toBe('A blog category with the slug wiring already exists');
    expect(await adminList()).toEqual(before);
  });

  it('a rename carries over to every post of the category', async () => {
    const wiring = (await adminList()).find((c) => c.name === 'Wiring');
    if (!wiring) throw new Error('Wiring missing');
    const res = await t.app.inject({ method: 'PUT', url: `${URL}/${wiring.id}`, headers: as('owner'), payload: { name: 'Wiring & switches', slug: 'wiring' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminBlogCategory>()).toMatchObject({ name: 'Wiring & switches', posts: 2, position: wiring.position });
    const posts = (await t.app.inject('/api/blogs?category=wiring')).json<BlogPostSummary[]>();
    expect(posts.map((p) => [p.id, p.category])).toEqual([
      ['smart-home-retrofit-bengaluru', 'Wiring & switches'],
      ['safe-diy-wiring-checklist', 'Wiring & switches'],
    ]);
    expect((await t.app.inject('/api/blogs/smart-home-retrofit-bengaluru')).json<BlogPostSummary>().category).toBe('Wiring & switches');
    // Back, so the other tests read the seeded names.
    await t.app.inject({ method: 'PUT', url: `${URL}/${wiring.id}`, headers: as('owner'), payload: { name: 'Wiring', slug: 'wiring' } });
  });

  it('a post can only be filed under a category that exists', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: as('owner'),
      payload: { title: 'Sofas', category: 'Furniture', author: 'A', shortDescription: 'S', fullText: '<p>x</p>' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Category Furniture does not exist');
  });

  it('deleting a category in use is a 409 that says what to do; an unused one goes; an unknown one is 404', async () => {
    const wiring = (await adminList()).find((c) => c.name === 'Wiring');
    if (!wiring) throw new Error('Wiring missing');
    const inUse = await t.app.inject({ method: 'DELETE', url: `${URL}/${wiring.id}`, headers: as('owner') });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json<{ message: string }>().message).toBe('The blog category Wiring is used by 2 posts; move them to another category first');
    expect((await chips()).map((c) => c.name)).toContain('Wiring');

    // A draft counts too: publishing it later must not find its category gone.
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: as('owner'),
      payload: { title: 'Panel upgrades', category: 'Solar & Inverters', author: 'A', shortDescription: 'S', fullText: '<p>x</p>', status: 'draft' },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const solar = (await adminList()).find((c) => c.name === 'Solar & Inverters');
    if (!solar) throw new Error('Solar missing');
    expect(solar.posts).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${solar.id}`, headers: as('owner') })).statusCode).toBe(409);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/blogs/${draft.json<AdminBlogPost>().id}`, headers: as('owner') });

    const gone = await t.app.inject({ method: 'DELETE', url: `${URL}/${solar.id}`, headers: as('owner') });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await chips()).map((c) => c.name)).not.toContain('Solar & Inverters');
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${solar.id}`, headers: as('owner') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/not-a-uuid`, headers: as('owner') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `${URL}/${solar.id}`, headers: as('owner'), payload: { name: 'Back' } })).statusCode).toBe(404);
  });

  it('the statistics count only categories with posts shoppers can read', async () => {
    const stats = (await t.app.inject('/api/blog-stats')).json<BlogStats>();
    // Lighting, Wiring and Energy saving; Safety and the new ones have no post yet.
    expect(stats.totalCategories).toBe(3);
    expect(stats.popularCategories[0]).toEqual({ name: 'Wiring', count: 2 });
  });
});
