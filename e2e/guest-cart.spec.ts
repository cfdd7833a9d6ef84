import { expect, test } from './support/test';
import { productCards } from './support/cards';
import { getProduct } from './support/catalog';
import { createShopper, rupees } from './support/shopper';
import { dismissToasts } from './support/toasts';

test("a visitor's cart joins the account's cart at sign-in", async ({ page, request }) => {
  // A whole journey (account by API, several pages, a 2 s sign-in redirect) on a machine shared with other runs.
  test.slow();
  const shopper = await createShopper(request, 'guest');
  const nav = page.getByRole('navigation', { name: 'Main' });

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();

  await page.goto('/');
  const card = productCards(page)
    .filter({ hasNot: page.getByText('Out of stock') })
    .first();
  const name = ((await card.locator('h3 a').textContent()) ?? '').trim();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${name} has been added to the cart!`)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await dismissToasts(page);
  await nav.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByTestId('cart-line').getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to checkout' })).toBeVisible();
  // Survives a reload: it lives in the browser.
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();

  // The line is now on the account's cart on the server.
  const cart = await request.get('/api/carts', { headers: { Authorization: `Bearer ${shopper.token}` } });
  const lines = (await cart.json()) as { quantity: number; product: { name: string } }[];
  expect(lines.map((line) => [line.product.name, line.quantity])).toEqual([[name, 1]]);

  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
});

test('a visitor chooses Buy Now, signs in from the checkout and comes back to it with the product', async ({ page, request }) => {
  const [shopper, product] = await Promise.all([createShopper(request, 'buynow'), getProduct(request, '4')]);

  // ADR 62: a visitor checks out as a guest; with nothing in the browser's cart there is nothing to check out.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();

  await page.goto('/products/4');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout\?buy=4&qty=1$/);
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Spec §9: the redirect waits 2 s; it goes back to checkout, not home.
  await expect(page).toHaveURL(/\/checkout\?buy=4&qty=1$/, { timeout: 6000 });
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText(product.name)).toBeVisible();
  await expect(summary.getByText(`1 × ${rupees(product.price)}`)).toBeVisible();
});
