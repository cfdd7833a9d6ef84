import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { readCards } from './support/cards';
import { getProduct, getSuggestions, listProducts } from './support/catalog';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Waits until the type-ahead shows the API's suggestions for the whole query (not those of a prefix typed earlier). */
async function expectSuggestions(page: Page, names: readonly string[]): Promise<Locator> {
  const options = page.getByRole('list', { name: 'Suggestions' }).getByRole('link');
  await expect(options).toHaveText(names.map((name) => new RegExp(`^${escapeRegExp(name)}`)));
  return options;
}

async function openNavSearch(page: Page): Promise<Locator> {
  const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search products' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Close search' })).toHaveAttribute('aria-expanded', 'true');
  const box = page.getByPlaceholder('Search products...');
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  return box;
}

test.describe('search', () => {
  test('a query with a typo finds the ceiling fan from the navigation search', async ({ page, request }) => {
    const expected = await listProducts(request, { q: 'ceilng fan', pageSize: 12 });
    expect(expected.total).toBeGreaterThan(0);

    await page.goto('/');
    const box = await openNavSearch(page);
    await box.fill('ceilng fan');
    await box.press('Enter');

    await expect(page).toHaveURL(/\/search\?q=ceilng%20fan$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "ceilng fan"' })).toBeVisible();
    // The navigation search closes once it has done its job; the page has its own box with the query.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search products' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search products' })).toHaveValue('ceilng fan');

    const main = page.getByRole('main');
    await expect(main.getByRole('article').first()).toBeVisible();
    const cards = await readCards(main);
    expect(cards.map((card) => card.id)).toEqual(expected.items.map((item) => item._id));
    const ceilingFans = cards.filter((card) => /ceiling fan/i.test(card.name));
    expect(ceilingFans.length, 'a ceiling fan is found despite the typo').toBeGreaterThan(0);
    // Relevance first: the top hit is a ceiling fan, and the Havells Ambrose is among the hits.
    expect(cards[0]!.name).toMatch(/ceiling fan/i);
    expect(cards.some((card) => card.name.startsWith('Havells Ambrose 1200 mm Ceiling Fan'))).toBe(true);
    await expect(main.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(new RegExp(`of ${expected.total} products?$`));
  });

  test('a new search from the results page replaces the query and the back button returns to the previous one', async ({ page }) => {
    await page.goto('/search?q=ceilng%20fan');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search products' });
    await box.fill('philps bulb');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=philps\+bulb$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "philps bulb"' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Philips 9W LED Bulb B22 Cool Daylight' })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "ceilng fan"' })).toBeVisible();
    await expect(box).toHaveValue('ceilng fan');
  });

  test('type-ahead suggestions appear for "philips" and a click opens that product', async ({ page, request }) => {
    test.slow();
    const product = await getProduct(request, '1');
    await page.goto('/shop');
    const box = await openNavSearch(page);
    await box.pressSequentially('philips', { delay: 20 });

    const expected = await getSuggestions(request, 'philips');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(8);
    expect(expected.map((item) => item._id)).toContain('1');
    const options = await expectSuggestions(
      page,
      expected.map((item) => item.name),
    );
    const count = expected.length;
    for (const text of await options.allTextContents()) expect(text.toLowerCase()).toContain('philips');
    await expect(page.getByRole('status').filter({ hasText: /suggestions?, press the down arrow/ })).toHaveText(
      `${count} suggestion${count === 1 ? '' : 's'}, press the down arrow to browse.`,
    );

    await options.filter({ hasText: product.name }).click();
    await expect(page).toHaveURL(/\/products\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByPlaceholder('Search products...')).toHaveCount(0);
  });

  test('suggestions can be browsed with the arrow keys and opened with Enter', async ({ page, request }) => {
    test.slow();
    const expected = await getSuggestions(request, 'havells');
    expect(expected.length).toBeGreaterThan(1);
    await page.goto('/');
    const box = await openNavSearch(page);
    await box.pressSequentially('havells', { delay: 20 });
    const options = await expectSuggestions(
      page,
      expected.map((item) => item.name),
    );
    await box.press('ArrowDown');
    await expect(options.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toBeFocused();
    // Up from the first suggestion returns to the box.
    await page.keyboard.press('ArrowUp');
    await expect(box).toBeFocused();
    await box.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    const chosen = expected[1]!;
    await expect(page).toHaveURL(new RegExp(`/products/${escapeRegExp(chosen._id)}$`));
    await expect(page.getByRole('heading', { level: 1, name: chosen.name })).toBeVisible();
  });

  test('Escape closes the navigation search and returns focus to its button', async ({ page }) => {
    await page.goto('/');
    const box = await openNavSearch(page);
    await box.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search products' })).toBeFocused();
  });
});
