import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniqueEmail } from './fixtures/mailbox';
import { listBlogs, type BlogPostSummary } from './support/content';

/** 'All', then the owner's blog categories as seeded (ADR 66: a lighting shop's, not the spec's furniture chips). */
const CHIPS = ['All', 'Lighting', 'Wiring', 'Safety', 'Energy saving'];

function searchBox(page: Page): Locator {
  return page.getByPlaceholder('Search blogs...');
}

function chip(page: Page, name: string): Locator {
  return page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });
}

/** The results section; its heading reads 'Latest Articles', or 'Matching Articles' while filtering. */
function results(page: Page): Locator {
  return page.getByRole('region', { name: /^(Latest|Matching) Articles$/ });
}

/** Waits until the grid shows exactly these posts, in this order. */
async function expectGrid(page: Page, posts: readonly BlogPostSummary[]): Promise<void> {
  await expect(results(page).getByRole('article').getByRole('heading', { level: 3 })).toHaveText(posts.map((post) => post.blogname));
  await expect(results(page).getByRole('status')).toHaveText(`${posts.length} ${posts.length === 1 ? 'article' : 'articles'} found`);
}

async function expectActiveChip(page: Page, name: string): Promise<void> {
  for (const other of CHIPS) await expect(chip(page, other)).toHaveAttribute('aria-pressed', String(other === name));
}

test.describe('blog list', () => {
  test('shows the newest post as the featured hero and every post in the grid', async ({ page, request }) => {
    const all = await listBlogs(request);
    expect(all.length, 'the seeded blog has posts').toBeGreaterThan(1);
    const [newest] = all;
    if (!newest) throw new Error('no posts');

    await page.goto('/blogs');
    await expect(page).toHaveTitle('Blog | Wattson');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();

    const hero = page.getByRole('region', { name: newest.blogname });
    await expect(hero.getByRole('heading', { level: 2 })).toHaveText(newest.blogname);
    await expect(hero).toContainText('Featured');
    await expect(hero).toContainText(newest.category);
    await expect(hero).toContainText(newest.shortDescription);
    await expect(hero).toContainText(newest.author);
    await expect(hero).toContainText(newest.date);
    await expect(hero).toContainText(newest.readTime);

    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('Latest Articles');
    await expectGrid(page, all);
    // Each card shows its category, author, date and read time, and links to its post.
    for (const [index, post] of all.entries()) {
      const card = results(page).getByRole('article').nth(index);
      for (const text of [post.category, post.shortDescription, post.author, post.date, post.readTime]) await expect(card).toContainText(text);
      await expect(card.getByRole('link', { name: post.blogname })).toHaveAttribute('href', `/blogs/${post.id}`);
    }
    await expectActiveChip(page, 'All');

    const readMore = hero.getByRole('link', { name: 'Read Full Article' });
    await expect(readMore).toHaveAttribute('href', `/blogs/${newest.id}`);
    await readMore.click();
    await expect(page).toHaveURL(`/blogs/${newest.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.blogname);
  });

  test('search is case-insensitive over author, title and category', async ({ page, request }) => {
    const all = await listBlogs(request);
    await page.goto('/blogs');
    await expectGrid(page, all);

    // Odd-case fragments of an author, a title and a category of the seeded posts.
    const author = all.find((post) => post.author.length > 6);
    if (!author) throw new Error('no post with a long author name');
    const queries = [
      scramble(author.author.split(' ').at(-1)?.slice(1, 6) ?? author.author),
      scramble(all[all.length - 1]?.blogname.split(' ').slice(1, 3).join(' ') ?? ''),
      scramble('energy sav'),
    ];

    for (const query of queries) {
      const expected = await listBlogs(request, { q: query });
      expect(expected.length, `the API finds posts for "${query}"`).toBeGreaterThan(0);
      expect(expected.length, `"${query}" narrows the list`).toBeLessThan(all.length);
      // The API agrees with itself whatever the case: the page must show the same posts.
      expect((await listBlogs(request, { q: query.toLowerCase() })).map((post) => post.id)).toEqual(expected.map((post) => post.id));

      await searchBox(page).fill(query);
      await expectGrid(page, expected);
      await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('Matching Articles');
      for (const card of await results(page).getByRole('article').all()) await expect(card).toContainText(query, { ignoreCase: true });
      // The featured hero stays the newest post whatever the filters say.
      await expect(page.getByRole('region', { name: all[0]?.blogname ?? '' })).toBeVisible();
    }

    await searchBox(page).fill('');
    await expectGrid(page, all);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('Latest Articles');
  });

  test('chips filter by category and can be combined with the search', async ({ page, request }) => {
    const all = await listBlogs(request);
    await page.goto('/blogs');
    await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('button')).toHaveText(CHIPS);
    await expectGrid(page, all);

    for (const name of CHIPS.slice(1)) {
      const expected = all.filter((post) => post.category === name);
      expect((await listBlogs(request, { category: name })).map((post) => post.id)).toEqual(expected.map((post) => post.id));
      await chip(page, name).click();
      await expectActiveChip(page, name);
      if (expected.length === 0) {
        await expect(page.getByRole('heading', { name: 'No blogs found' })).toBeVisible();
      } else {
        await expectGrid(page, expected);
        for (const card of await results(page).getByRole('article').all()) await expect(card).toContainText(name);
      }
    }

    // A chip and a search narrow together: a post of one category found by its author, then the same author under another chip.
    const post = all.find((candidate) => all.filter((other) => other.category === candidate.category).length >= 2) ?? all[0];
    if (!post) throw new Error('no posts');
    const authorQuery = post.author.toUpperCase();
    await chip(page, post.category).click();
    await searchBox(page).fill(authorQuery);
    await expectGrid(page, await listBlogs(request, { q: authorQuery, category: post.category }));
    await expect(results(page).getByRole('article').getByRole('heading', { level: 3 })).toContainText([post.blogname]);

    const otherCategory = CHIPS.slice(1).find((name) => name !== post.category && !all.some((p) => p.category === name && p.author === post.author));
    if (!otherCategory) throw new Error('every chip holds a post of this author');
    await chip(page, otherCategory).click();
    await expect(page.getByRole('heading', { name: 'No blogs found' })).toBeVisible();

    await chip(page, 'All').click();
    await expectActiveChip(page, 'All');
    await expectGrid(page, await listBlogs(request, { q: authorQuery }));
  });

  test('a search with no match shows the empty state, and Clear Filters resets both the search and the chip', async ({ page, request }) => {
    const all = await listBlogs(request);
    const category = all[0]?.category ?? 'Lighting';
    await page.goto('/blogs');
    await expectGrid(page, all);

    await chip(page, category).click();
    await expectGrid(page, await listBlogs(request, { category }));
    const query = 'Xylophone Quasar';
    expect(await listBlogs(request, { q: query })).toEqual([]);
    await searchBox(page).fill(query);

    await expect(page.getByRole('heading', { level: 3, name: 'No blogs found' })).toBeVisible();
    await expect(page.getByText('No blogs match your current search criteria.')).toBeVisible();
    await expect(results(page).getByRole('article')).toHaveCount(0);
    await expect(results(page).getByRole('status')).toHaveText('0 articles found');

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expectActiveChip(page, 'All');
    await expectGrid(page, all);
    await expect(page.getByRole('heading', { name: 'No blogs found' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  });

  test('shows blog statistics counted from the posts', async ({ page, request }) => {
    const posts = await listBlogs(request);
    const byCategory = new Map<string, number>();
    for (const post of posts) byCategory.set(post.category, (byCategory.get(post.category) ?? 0) + 1);
    await page.goto('/blogs');
    const stats = page.getByRole('region', { name: 'Blog Statistics' });
    await expect(stats.getByRole('term')).toHaveText(['Total Posts', 'Total Views', 'Categories']);
    await expect(stats.getByRole('definition').first()).toHaveText(String(posts.length));
    await expect(stats.getByRole('definition').nth(2)).toHaveText(String(byCategory.size));
    await expect(stats.getByRole('heading', { name: 'Popular Categories' })).toBeVisible();
    const top = [...byCategory.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    await expect(stats.getByRole('listitem').first()).toHaveText(new RegExp(`^${top[0]}\\s*${top[1]} posts?$`));
  });

  test('the newsletter box subscribes, says so, and knows an address it already has', async ({ page }) => {
    await page.goto('/blogs');
    const box = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
    const email = box.getByLabel('Email address');
    const status = box.getByRole('status');

    await email.fill('not-an-email');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(status).toHaveText('Please enter a valid email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    const address = uniqueEmail('blog-news');
    await email.fill(address);
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/newsletter') && res.request().method() === 'POST'),
      box.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    expect(response.status()).toBe(201);
    await expect(status).toHaveText('Thank you for subscribing!');
    await expect(email).toHaveValue('');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    // Stored: the same address (in another case) is recognised.
    await email.fill(address.toUpperCase());
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(status).toHaveText('You are already subscribed.');
  });
});

/** 'ceiling fan' → 'cEiLiNg FaN': a query in odd case. */
function scramble(text: string): string {
  return [...text].map((letter, index) => (index % 2 === 0 ? letter.toLowerCase() : letter.toUpperCase())).join('');
}
