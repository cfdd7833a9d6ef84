import { expect, test, type Page } from '@playwright/test';
import { expectCards } from './support/cards';
import { getProduct, listProducts } from './support/catalog';
import { holdPageCode } from './support/page-code';
import { createShopper, rupees, signInAs } from './support/shopper';

/** Every console error and uncaught exception the page reports from now on. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('pages arrive rendered by the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a product page shows its name, price and way back to its category', async ({ page, request }) => {
      const product = await getProduct(request, '1');
      await page.goto('/products/1');
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByRole('main').getByText(rupees(product.price)).first()).toBeVisible();
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Lighting' }).click();
      await expect(page).toHaveURL(/\/categories\/lighting$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Lighting' })).toBeVisible();
    });

    test('the shop lists its first page, and the main menu leads there from the home page', async ({ page, request }) => {
      const first = await listProducts(request, { sort: 'featured', page: 1, pageSize: 12 });
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click();
      await expect(page).toHaveURL(/\/shop$/);
      await expectCards(
        page.getByRole('main'),
        first.items.map((item) => item._id),
        'first page of the shop',
      );
    });
  });

  test('the key pages hydrate without a console error and answer the visitor at once', async ({ page }) => {
    // Nine pages, each loaded and opened: more than 30 s when other work loads the machine.
    test.slow();
    const errors = recordErrors(page);
    for (const path of ['/', '/shop', '/products/1', '/categories/lighting', '/blogs', '/about', '/contact', '/faq', '/no-such-page']) {
      await page.goto(path);
      // Clicked at once: a click before the page's code has taken over the server's markup is held and replayed.
      await page.getByRole('button', { name: 'Need help? Chat with us' }).click();
      await expect(page.getByRole('dialog', { name: 'Need help?' }), path).toBeVisible();
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    }
    expect(
      errors.filter((text) => !text.includes('404')),
      'console errors',
    ).toEqual([]);
  });

  test('a form filled in and sent before the page is live still sends what was typed', async ({ page }) => {
    // The page's code is held back until the form has been filled in and sent.
    const release = await holdPageCode(page);
    await page.goto('/blogs');
    const box = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
    const email = `early-${Date.now()}@example.com`;
    await box.getByRole('textbox', { name: /email/i }).fill(email);
    await box.getByRole('button', { name: /subscribe/i }).click();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
    const subscribed = page.waitForResponse((response) => response.url().includes('/api/newsletter') && response.request().method() === 'POST');
    release();
    const response = await subscribed;
    expect(response.request().postDataJSON()).toMatchObject({ email });
  });

  test('a visitor who scrolled before the page went live keeps their place', async ({ page }) => {
    const release = await holdPageCode(page);
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    release();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    // Long enough for the router's scroll handling, which runs as the page goes live, to have moved it.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  });

  test("a signed-in shopper's reload shows their session and cart, though the server rendered the page for a visitor", async ({ page, request }) => {
    const shopper = await createShopper(request, 'ssr');
    const added = await request.post('/api/carts/add', {
      headers: { authorization: `Bearer ${shopper.token}` },
      data: { productId: '1', name: 'ignored', price: 1, imageUrl: '/x.svg', quantity: 1 },
    });
    expect(added.ok(), `add to cart ${added.status()}`).toBe(true);
    await signInAs(page, shopper);
    await page.goto('/shop');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
    await expect(bar.getByRole('link', { name: 'My profile' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });
});
