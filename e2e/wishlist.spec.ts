import { expect, test } from './support/test';
import { productCards } from './support/cards';
import { getCategories, getProduct } from './support/catalog';
import { createShopper, rupees, signInAs } from './support/shopper';
import { dismissToasts } from './support/toasts';

test('a shopper hearts a product, sees it on /wishlist, removes it, and sees the empty state', async ({ page, request }) => {
  // A whole journey (account by API, several pages, a 2 s sign-in redirect) on a machine shared with other runs.
  test.slow();
  const shopper = await createShopper(request, 'hearts');
  await signInAs(page, shopper);
  const nav = page.getByRole('navigation', { name: 'Main' });

  await page.goto('/');
  const card = productCards(page).first();
  const name = ((await card.locator('h3 a').textContent()) ?? '').trim();
  const id = decodeURIComponent(((await card.locator('h3 a').getAttribute('href')) ?? '').replace('/products/', ''));
  const [product, categories] = await Promise.all([getProduct(request, id), getCategories(request)]);
  const categoryName = categories.find((c) => c.category === product.category)?.name ?? product.category;

  const heart = card.getByRole('button', { name: `Add ${name} to wishlist` });
  await heart.click();
  await expect(page.getByText(`${name} has been added to your wishlist!`)).toBeVisible();
  // The heart now takes it off again, and says so.
  await expect(card.getByRole('button', { name: `Remove ${name} from wishlist` })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  await dismissToasts(page);
  await nav.getByRole('link', { name: 'Wishlist, 1 item' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const entry = page.getByTestId('wishlist-card');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('link', { name })).toBeVisible();
  await expect(entry.getByText(product.description)).toBeVisible();
  await expect(entry.getByText(rupees(product.price))).toBeVisible();
  await expect(entry.getByText(categoryName, { exact: true })).toBeVisible();

  await entry.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
  await expect(page.getByRole('heading', { name: 'Wishlist is Empty' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();
});

test('Move to Cart puts the product in the cart and takes it off the wishlist', async ({ page, request }) => {
  const shopper = await createShopper(request, 'mover');
  const added = await request.post('/api/users/wishlists', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { userId: shopper.user._id, productId: '2' },
  });
  expect(added.status()).toBe(201);
  const product = await getProduct(request, '2');
  await signInAs(page, shopper);
  const nav = page.getByRole('navigation', { name: 'Main' });

  await page.goto('/wishlist');
  await page.getByRole('button', { name: 'Move to Cart' }).click();
  await expect(page.getByText(`${product.name} has been added to the cart!`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wishlist is Empty' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('the heart toggles: a second press takes the product off the wishlist, with its own message', async ({ page, request }) => {
  test.slow();
  const shopper = await createShopper(request, 'toggler');
  await signInAs(page, shopper);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.goto('/shop');
  const card = productCards(page).first();
  const name = ((await card.locator('h3 a').textContent()) ?? '').trim();
  await card.getByRole('button', { name: `Add ${name} to wishlist` }).click();
  await expect(page.getByText(`${name} has been added to your wishlist!`)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  await card.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
  await expect(page.getByText(`${name} has been removed from your wishlist.`)).toBeVisible();
  await expect(card.getByRole('button', { name: `Add ${name} to wishlist` })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();
  const saved = await request.get(`/api/users/wishlists/${shopper.user._id}`, { headers: { Authorization: `Bearer ${shopper.token}` } });
  expect(await saved.json()).toEqual([]);
});

test('the product page has a wishlist button beside Add to Cart that toggles too', async ({ page, request }) => {
  const shopper = await createShopper(request, 'pdp-heart');
  const product = await getProduct(request, '3');
  await signInAs(page, shopper);
  await page.goto('/products/3');
  const add = page.getByRole('button', { name: `Add ${product.name} to wishlist` });
  await expect(add).toBeVisible();
  await add.click();
  await expect(page.getByText(`${product.name} has been added to your wishlist!`)).toBeVisible();
  const remove = page.getByRole('button', { name: `Remove ${product.name} from wishlist` });
  await remove.click();
  await expect(page.getByText(`${product.name} has been removed from your wishlist.`)).toBeVisible();
  await expect(add).toBeVisible();
});

test('a visitor pressing the heart is asked to log in, in a toast (no browser alert)', async ({ page }) => {
  await page.goto('/');
  const card = productCards(page).first();
  const name = ((await card.locator('h3 a').textContent()) ?? '').trim();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await card.getByRole('button', { name: `Add ${name} to wishlist` }).click();
  await expect(page.locator('.Toastify').getByText('Please log in to add to the wishlist.')).toBeVisible();
  expect(dialogs).toEqual([]);
  await expect(card.getByRole('button', { name: `Add ${name} to wishlist` })).toBeVisible();

  await page.goto('/wishlist');
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toBeVisible();
});
