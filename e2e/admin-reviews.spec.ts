import type { APIRequestContext } from '@playwright/test';
import type { Order } from '../src/shared/shopping/order.schema';
import { sharedAdminToken } from './support/admin-session';
import { listProducts } from './support/catalog';
import { createShopper, signInAs, type Shopper } from './support/shopper';
import { expect, test } from './support/test';

test.describe.configure({ mode: 'serial' });

let adminToken = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  adminToken = await sharedAdminToken(request);
  await request.dispose();
});

/** A shopper whose Cash on Delivery order of the product was shipped and delivered (staff's moves, through the API). */
async function shopperWhoReceived(request: APIRequestContext, productId: string): Promise<Shopper> {
  const shopper = await createShopper(request, 'reviewer');
  const headers = { authorization: `Bearer ${shopper.token}` };
  expect((await request.post('/api/carts/add', { headers, data: { productId, quantity: 1 } })).status()).toBe(201);
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      address: { fullName: 'Meera Iyer', phone: '9876543210', line1: '4 Residency Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560025' },
      paymentMethod: 'cod',
    },
  });
  expect(placed.status(), 'place order').toBe(201);
  const order = (await placed.json()) as Order;
  for (const status of ['Shipped', 'Delivered']) {
    const moved = await request.patch(`/api/admin/orders/${order._id}`, { headers: { authorization: `Bearer ${adminToken}` }, data: { status } });
    expect(moved.ok(), `${status} ${moved.status()}`).toBe(true);
  }
  return shopper;
}

test('a shopper with a delivered order writes a review and sees it on the product page; staff hide it with a reason', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { items } = await listProducts(request, { category: 'fans', pageSize: 24, sort: 'price-high' });
  const product = items.find((item) => item.stock > 5 && item.gstRate !== null) ?? items[0];
  if (!product) throw new Error('no product to review');
  const shopper = await shopperWhoReceived(request, product._id);
  const comment = `Quiet at full speed, and the remote works from across the room ${Date.now()}`;

  await signInAs(page, shopper);
  await page.goto(`/products/${product._id}`);
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.locator('label').filter({ hasText: '4 stars' }).click();
  await form.getByLabel('Title (optional)').fill('Worth it');
  await form.getByLabel('Your review').fill(comment);
  await form.getByRole('button', { name: 'Submit review' }).click();

  const mine = reviews.getByRole('article', { name: 'Review by Meera I.' }).filter({ hasText: comment });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Verified purchase')).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(reviews.getByText('You rated this product 4 stars.')).toBeVisible();
  await expect(reviews.getByRole('list', { name: 'Rating distribution' })).toBeVisible();

  // The product's own rating now comes from its reviews.
  const detail = await request.get(`/api/products/${product._id}`);
  const shown = (await detail.json()) as { reviewCount: number };
  const list = await request.get(`/api/products/${product._id}/reviews`);
  expect(shown.reviewCount).toBe(((await list.json()) as { total: number }).total);

  // Staff hide it with a reason on the admin's reviews page.
  await page.addInitScript((value) => localStorage.setItem('wattsonAdminToken', value), adminToken);
  await page.goto('/admin/reviews');
  const row = page.getByRole('article').filter({ hasText: comment });
  await row.getByRole('button', { name: 'Hide' }).click();
  await page.getByRole('dialog', { name: 'Hide this review' }).getByLabel('Reason').fill('Mentions a competitor price');
  await page.getByRole('dialog', { name: 'Hide this review' }).getByRole('button', { name: 'Hide review' }).click();
  await expect(row.getByText('Hidden: Mentions a competitor price')).toBeVisible();

  await page.goto(`/products/${product._id}`);
  await expect(page.getByText(comment)).toHaveCount(0);
  await expect(page.getByText('Your review is hidden by our team: Mentions a competitor price', { exact: false })).toBeVisible();
});
