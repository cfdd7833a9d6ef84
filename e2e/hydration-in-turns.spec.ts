import { expect, test, type Page } from '@playwright/test';
import { productCards } from './support/cards';
import { holdPageCode } from './support/page-code';

/**
 * A server-rendered page hydrates in turns (ADR 71): the page first, then each product card, blog card
 * and the footer in tasks of their own. These journeys check that no turn re-renders the server's
 * markup and that every part ends up live. Playwright's own test: the pages are opened before they are live.
 */

const live = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

/** Marks every element the server sent, and returns the markup of the parts hydrated in later turns. */
async function markServerElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    for (const element of document.querySelectorAll('#root *')) element.setAttribute('data-from-server', '');
    return [...document.querySelectorAll('#root article, #root footer')].map((element) => element.outerHTML);
  });
}

test.describe('a page hydrated in turns', () => {
  for (const path of ['/shop', '/products/1', '/categories/lighting', '/blogs']) {
    test(`${path}: keeps every element the server sent and leaves the cards and footer as they were`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
      });
      const release = await holdPageCode(page);
      await page.goto(path);
      const before = await markServerElements(page);
      expect(before.length, 'cards and a footer on the page').toBeGreaterThan(1);
      release();
      await live(page);
      const after = await page.evaluate(() => ({
        replaced: document.querySelectorAll('#root article:not([data-from-server]), #root footer:not([data-from-server])').length,
        parts: [...document.querySelectorAll('#root article, #root footer')].map((element) => element.outerHTML),
      }));
      expect(after.replaced, 'server elements replaced by new ones').toBe(0);
      expect(after.parts).toEqual(before);
      expect(errors, 'console errors').toEqual([]);
    });
  }

  test('a card’s Add to Cart clicked before the page is live adds the product once', async ({ page }) => {
    const release = await holdPageCode(page);
    await page.goto('/shop');
    const card = productCards(page.getByRole('main'))
      .filter({ hasNot: page.getByText('Out of stock') })
      .first();
    const name = ((await card.locator('h3 a').textContent()) ?? '').trim();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    release();
    await live(page);
    await expect(page.getByText(`${name} has been added to the cart!`)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('guestCart') ?? '[]') as Array<{ quantity: number }>);
    expect(stored.map((line) => line.quantity)).toEqual([1]);
  });

  test('once live, the header, the gallery, the cards and the footer all answer', async ({ page }) => {
    await page.goto('/products/1');
    await live(page);
    // The header (first turn).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Category', exact: true }).click();
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /Lighting/ })
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    // The gallery (first turn).
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(page.getByRole('img', { name: /, image 2 of \d+$/ })).toBeVisible();
    // A related product's card (a later turn).
    const card = productCards(page.getByRole('main'))
      .filter({ hasNot: page.getByText('Out of stock') })
      .first();
    const name = ((await card.locator('h3 a').textContent()) ?? '').trim();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(`${name} has been added to the cart!`)).toBeVisible();
    // The footer (a later turn): its links move within the app, without loading a new document.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Return Policy' }).click();
    await expect(page).toHaveURL(/\/return-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Return/i);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });
});
