import type { Page } from '@playwright/test';
import { storefrontPages } from '../src/shared/web/storefront-pages';
import { expect, test } from './support/test';
import { productCards } from './support/cards';
import { createShopper, signInAs, type Shopper } from './support/shopper';

/**
 * Every address of the route table (src/shared/web/storefront-pages.ts) as a real URL: parameters
 * filled with things that exist, so each page shows its full content rather than a not-found panel.
 */
function everyRoute(orderId: string): string[] {
  const fill: Record<string, string> = { productId: '1', category: 'lighting', sub: 'ceiling', id: 'ceiling-fans-for-chennai-humidity', orderId };
  return Object.values(storefrontPages)
    .flatMap((page) => page.paths)
    .filter((path) => path !== 'logout')
    .map((path) => `/${path.replace(/:([a-zA-Z]+)/g, (_, name: string) => fill[name] ?? name)}`);
}

async function placeOrder(request: Parameters<typeof createShopper>[0], shopper: Shopper): Promise<string> {
  const auth = { Authorization: `Bearer ${shopper.token}` };
  expect((await request.post('/api/carts/add', { headers: auth, data: { productId: '2', quantity: 1 } })).status()).toBe(201);
  const placed = await request.post('/api/orders', {
    headers: { ...auth, 'Idempotency-Key': `layout-${Date.now()}-${Math.random()}` },
    data: {
      address: { fullName: 'Layout Check', phone: '9876543210', line1: '1 Main Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      paymentMethod: 'cod',
    },
  });
  expect(placed.ok(), `order ${placed.status()}`).toBe(true);
  return ((await placed.json()) as { _id: string })._id;
}

/** How far the page scrolls sideways: 0 when nothing is wider than the window. */
async function sidewaysOverflow(page: Page): Promise<{ overflow: number; widest: string }> {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    let widest = '';
    if (overflow > 0) {
      for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        const box = element.getBoundingClientRect();
        if (box.right > window.innerWidth + 0.5 && box.width > 0) {
          widest = `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)} right=${Math.round(box.right)}`;
          break;
        }
      }
    }
    return { overflow, widest };
  });
}

for (const width of [360, 390]) {
  for (const signedIn of [false, true]) {
    test(`no page scrolls sideways at ${width} px, ${signedIn ? 'signed in' : 'signed out'}`, async ({ page, request }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 800 });
      let orderId = 'no-such-order';
      if (signedIn) {
        const shopper = await createShopper(request, `layout${width}`);
        orderId = await placeOrder(request, shopper);
        await signInAs(page, shopper);
      }
      const problems: string[] = [];
      for (const path of everyRoute(orderId)) {
        await page.goto(path);
        // Late content (lists, images, the header's own state) settles before measuring.
        await page.waitForLoadState('networkidle');
        const { overflow, widest } = await sidewaysOverflow(page);
        if (overflow > 0) problems.push(`${path}: ${overflow} px (${widest})`);
      }
      expect(problems, `pages wider than ${width} px`).toEqual([]);
    });
  }
}

test.describe('phones (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('product grids show two cards a row with name, price and GST, rating and a compact add button', async ({ page }) => {
    await page.goto('/products');
    await page.goto('/shop');
    const cards = productCards(page.getByRole('main'));
    await expect(cards.first()).toBeVisible();
    const [first, second, third] = await Promise.all([0, 1, 2].map((index) => cards.nth(index).boundingBox()));
    expect(first && second && third, 'three cards laid out').toBeTruthy();
    expect(Math.abs(first!.y - second!.y), 'the first two share a row').toBeLessThan(2);
    expect(third!.y, 'the third starts the next row').toBeGreaterThan(first!.y + first!.height - 2);
    expect(first!.width).toBeLessThan(200);
    const card = cards.first();
    await expect(card.locator('h3 a')).toBeVisible();
    await expect(card.getByText(/\+ \d+% GST/)).toBeVisible();
    await expect(
      card
        .getByRole('img', { name: /Rated/ })
        .or(card.getByText(/\(\d+\)/))
        .first(),
    ).toBeVisible();
    const add = card.getByRole('button', { name: 'Add to Cart' });
    await expect(add).toBeVisible();
    // Compact: the visible word is 'Add' ('to Cart' stays in its name for screen readers, drawn 1 px wide).
    expect((await add.boundingBox())!.height).toBeLessThanOrEqual(40);
    const rest = add.getByText('to Cart');
    expect((await rest.boundingBox())!.width).toBeLessThanOrEqual(1);
  });

  test('the compact bar does not move the page: a small scroll stays where it is', async ({ page }) => {
    await page.goto('/shop');
    await expect(productCards(page.getByRole('main')).first()).toBeVisible();
    for (const y of [11, 15, 20, 40]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // Longer than the bar's 200 ms change.
      await page.waitForTimeout(400);
      expect(await page.evaluate(() => window.scrollY), `scrolled to ${y}`).toBe(y);
    }
    // The page content keeps its place when the bar turns compact.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    const before = await page.getByRole('main').evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
    await page.evaluate(() => window.scrollTo(0, 15));
    await page.waitForTimeout(400);
    const after = await page.getByRole('main').evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
    expect(after).toBe(before);
  });

  test('the footer is on every kind of page, the product, cart and checkout pages too', async ({ page }) => {
    for (const path of ['/products/1', '/cart', '/checkout', '/blogs', '/about', '/sign-in', '/no-such-page']) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer, path).toBeAttached();
      await expect(footer.getByRole('navigation', { name: 'Customer Service' }).getByRole('link', { name: 'Return Policy' }), path).toBeAttached();
    }
  });

  test("the header's Category opens the categories with their sub-menus on any page, without leaving it", async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const category = nav.getByRole('button', { name: 'Category' });
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/about$/);
    const menu = page.locator(`[id="${await category.getAttribute('aria-controls')}"]`);
    await expect(menu.getByRole('link', { name: 'Lighting', exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'Show Fans sub-categories' }).click();
    await expect(menu.getByRole('link', { name: 'View All Fans Products' })).toBeVisible();
    await menu.getByRole('group', { name: 'Fans sub-categories' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/categories\/fans\/[a-z-]+$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('back from a product page to a list returns to where the shopper was', async ({ page }) => {
    await page.goto('/shop');
    const cards = productCards(page.getByRole('main'));
    await expect(cards.nth(9)).toBeVisible();
    const target = cards.nth(9);
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(600);
    await target.locator('h3 a').click();
    await expect(page).toHaveURL(/\/products\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/shop$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'scroll restored' }).toBeGreaterThan(before - 5);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(5);
  });
});

test.describe('desktop', () => {
  test("the header's Category opens a menu whose sub-menu follows the pointer and the arrow keys", async ({ page }) => {
    await page.goto('/contact');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const category = nav.getByRole('button', { name: 'Category' });
    await category.focus();
    await page.keyboard.press('Enter');
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${await category.getAttribute('aria-controls')}"]`);
    await expect(menu.getByRole('link', { name: 'View All Lighting Products' })).toBeVisible();
    // Arrow keys: into the list, down to Switches, right into its sub-menu.
    await category.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Lighting', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Switches', exact: true })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'View All Switches Products' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(menu.getByRole('group', { name: 'Switches sub-categories' }).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await expect(category).toBeFocused();

    // The pointer: hovering opens it, hovering a category shows its sub-menu, a still pointer keeps it open.
    await category.hover();
    await expect(menu.getByRole('link', { name: 'Fans', exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Fans', exact: true }).hover();
    await expect(menu.getByRole('link', { name: 'View All Fans Products' })).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(menu.getByRole('link', { name: 'View All Fans Products' })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(menu).toBeHidden();
  });

  test('a menu under a still pointer stays open when the page moves beneath it', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 1400 });
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Shop by Category' });
    const tile = strip.getByRole('link', { name: 'Lighting', exact: true });
    const panel = page.locator(`[id="${await tile.getAttribute('aria-controls')}"]`);
    await tile.hover();
    await expect(panel).toBeVisible();
    // The pointer rests a moment; then content appearing above the strip moves it down under the pointer.
    await page.waitForTimeout(400);
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '300px';
      document.getElementById('main')?.prepend(spacer);
    });
    await page.waitForTimeout(500);
    await expect(panel).toBeVisible();
    // The next real movement outside closes it.
    await page.mouse.move(5, 5);
    await page.mouse.move(6, 6);
    await expect(panel).toBeHidden();
  });

  test('the strip has ten tab stops; arrow keys open a sub-menu and move through it', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Shop by Category' });
    const tabStops = await strip.evaluate(
      (root) => Array.from(root.querySelectorAll<HTMLElement>('a, button')).filter((element) => element.tabIndex >= 0 && !element.closest('[hidden]')).length,
    );
    expect(tabStops).toBe(10);
    const tile = strip.getByRole('link', { name: 'Fans', exact: true });
    await tile.focus();
    await expect(tile).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(tile).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await tile.getAttribute('aria-controls')}"]`);
    const links = panel.getByRole('link');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(panel.getByRole('link', { name: 'View All Fans Products' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(tile).toBeFocused();
    // Tab goes on to the next tile, not into the sub-menu.
    await page.keyboard.press('Tab');
    await expect(strip.getByRole('link', { name: 'Appliances', exact: true })).toBeFocused();
  });
});
