import { expect, test } from './support/test';
import { signInToAdmin } from './support/admin';
import { getProduct } from './support/catalog';
import { createShopper, rupees, signInAs } from './support/shopper';

// Not 1 or 2: other journeys rely on those products' stock.
const PRODUCT_ID = '1005';

test('staff create a coupon; a shopper applies it in the cart and places the order with the discount', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  // Staff: a 10% coupon on the whole order, at most 5 uses.
  await signInToAdmin(page, request);
  await page.getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await page.getByRole('button', { name: 'New promotion' }).click();
  const form = page.getByRole('form', { name: 'New promotion' });
  await form.getByLabel('Name').fill('Journey ten');
  await form.getByLabel('Coupon code').fill(code.toLowerCase());
  await form.getByLabel('Percent off').fill('10');
  await form.getByLabel('Total uses').fill('5');
  await form.getByRole('button', { name: 'Create promotion' }).click();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('10% off the order');
  await expect(row).toContainText('0 / 5');

  // Expected figures worked out here: 10% of the goods, rounded to the paisa; GST on what is left.
  const product = await getProduct(request, PRODUCT_ID);
  const rateBp = Math.round((product.gstRate ?? 18) * 100);
  const subtotalPaise = Math.round(product.price * 100) * 2;
  const discountPaise = Math.round(subtotalPaise / 10);
  const taxPaise = Math.round(((subtotalPaise - discountPaise) * rateBp) / 10_000);
  const total = rupees((subtotalPaise - discountPaise + taxPaise) / 100);

  // The shopper, in a browser of their own.
  const shopper = await createShopper(request, 'coupon');
  const added = await request.post('/api/carts/add', { headers: { authorization: `Bearer ${shopper.token}` }, data: { productId: PRODUCT_ID, quantity: 2 } });
  expect(added.status()).toBe(201);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const shop = await context.newPage();
  await signInAs(shop, shopper);
  await shop.goto('/cart');
  await shop.waitForFunction(() => !document.getElementById('page-scripts') || document.documentElement.dataset.hydrated === 'true');
  const summary = shop.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByTestId('order-total')).toHaveText(rupees((subtotalPaise + Math.round((subtotalPaise * rateBp) / 10_000)) / 100));

  // A wrong code: the server says why.
  await summary.getByRole('textbox', { name: 'Coupon code' }).fill('NOSUCH1');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByRole('alert')).toHaveText('This code does not exist. Please check it.');

  await summary.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByRole('status')).toHaveText(`Coupon ${code} applied.`);
  await expect(summary.getByTestId('discount-row')).toContainText(`Discount (Coupon ${code})`);
  await expect(summary.getByTestId('discount-row')).toContainText(rupees(discountPaise / 100));
  await expect(summary.getByTestId('order-total')).toHaveText(total);

  await shop.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const checkoutSummary = shop.getByRole('complementary', { name: 'Order summary' });
  await expect(checkoutSummary.getByTestId('discount-row')).toContainText(rupees(discountPaise / 100));
  await expect(checkoutSummary.getByTestId('order-total')).toHaveText(total);
  await shop.getByLabel('Full name').fill('Meera Iyer');
  await shop.getByLabel('Mobile number').fill('9876543210');
  await shop.getByLabel('Address line 1').fill('12, Lamp Street, Dadar');
  await shop.getByLabel('City').fill('Mumbai');
  await shop.getByLabel('State').selectOption('Maharashtra');
  await shop.getByLabel('Pincode').fill('400014');
  await shop.getByRole('button', { name: 'Place Order' }).click();
  await expect(shop).toHaveURL(/\/orders\/[^/]+$/);
  await expect(shop.getByTestId('discount-row')).toContainText(`Discount (Coupon ${code})`);
  await expect(shop.getByTestId('order-total')).toHaveText(total);
  await context.close();

  // The use is counted.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('1 / 5');
});
