import { expect, test } from './support/test';
import { getProduct } from './support/catalog';
import { createShopper, rupees, signInAs } from './support/shopper';

const PRODUCT_ID = '2';

test('a shopper buys from the product page: cart totals, checkout with address checks, order page, My Orders', async ({ page, request }) => {
  // A whole journey (account by API, several pages, a 2 s sign-in redirect) on a machine shared with other runs.
  test.slow();
  const shopper = await createShopper(request);
  await signInAs(page, shopper);
  // Product 2, not 1: specs run in parallel on one database and product-detail.spec relies on product 1's stock of 50.
  const product = await getProduct(request, PRODUCT_ID);
  const nav = page.getByRole('navigation', { name: 'Main' });

  // Totals worked out here, independently of the app: GST 18% of the subtotal, free shipping, 2 decimals.
  const subtotalPaise = Math.round(product.price * 100) * 2;
  const taxPaise = Math.round(subtotalPaise * 0.18);
  const subtotal = rupees(subtotalPaise / 100);
  const tax = rupees(taxPaise / 100);
  const total = rupees((subtotalPaise + taxPaise) / 100);

  await page.goto(`/products/${PRODUCT_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('2');
  // The purchase panel's button comes first; related-product cards below have their own.
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(nav.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link', { name: product.name })).toBeVisible();
  await expect(line.getByTestId('line-quantity')).toHaveText('2');
  await expect(line.getByTestId('line-total')).toHaveText(subtotal);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByText('Subtotal', { exact: true }).locator('xpath=..')).toContainText(subtotal);
  await expect(summary.getByText('Tax (18%)', { exact: true }).locator('xpath=..')).toContainText(tax);
  await expect(summary.getByText('Shipping', { exact: true }).locator('xpath=..')).toContainText('Free');
  await expect(summary.getByTestId('order-total')).toHaveText(total);
  // Spec §5: the quantity never drops below 1.
  await line.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
  await expect(line.getByTestId('line-quantity')).toHaveText('1');
  await expect(line.getByRole('button', { name: `Decrease quantity of ${product.name}` })).toBeDisabled();
  await line.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect(line.getByTestId('line-quantity')).toHaveText('2');
  await expect(summary.getByTestId('order-total')).toHaveText(total);

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  const checkoutSummary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(checkoutSummary.getByText('GST (18%)', { exact: true }).locator('xpath=..')).toContainText(tax);
  await expect(checkoutSummary.getByTestId('order-total')).toHaveText(total);

  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('Address line 1').fill('12, Lamp Street, Indiranagar');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  // Delivery to another state than the shop's (Maharashtra): the GST shows as IGST.
  await expect(checkoutSummary.getByText('IGST (18%)', { exact: true }).locator('xpath=..')).toContainText(tax);
  await page.getByLabel('Pincode').fill('56001');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Pincode must be 6 digits')).toBeVisible();
  await expect(page.getByLabel('Pincode')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Pincode')).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByLabel('Pincode').fill('560038');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  const orderUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
  await expect(page.getByText('Processing', { exact: true })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await expect(page.getByText('Cash on Delivery')).toBeVisible();
  await expect(page.getByText('Bengaluru, Karnataka 560038')).toBeVisible();
  // The cart is empty on the server now, so the badge has gone.
  await expect(nav.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  const orderNumber = (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Order ', '') ?? '';

  // Reachable on its own (a fresh load, not the cached answer of the checkout).
  await page.goto(orderUrl);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeVisible();

  await page.goto('/profile?section=orders');
  await expect(page.getByText(`Order ${orderNumber}`)).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test("another shopper's order is 'Order not found'", async ({ page, request }) => {
  const [owner, other] = await Promise.all([createShopper(request, 'owner'), createShopper(request, 'other')]);
  const auth = { Authorization: `Bearer ${owner.token}` };
  expect((await request.post('/api/carts/add', { headers: auth, data: { productId: '2', quantity: 1 } })).status()).toBe(201);
  const placed = await request.post('/api/orders', {
    headers: { ...auth, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    data: {
      address: { fullName: 'Owner', phone: '9876543210', line1: '1 Main Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { _id: string };

  await signInAs(page, other);
  await page.goto(`/orders/${order._id}`);
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/profile?section=orders');
});

test('a shopper cancels a Processing order after confirming', async ({ page, request }) => {
  const shopper = await createShopper(request, 'canceller');
  const auth = { Authorization: `Bearer ${shopper.token}` };
  expect((await request.post('/api/carts/add', { headers: auth, data: { productId: '3', quantity: 1 } })).status()).toBe(201);
  const placed = await request.post('/api/orders', {
    headers: { ...auth, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    data: {
      address: { fullName: 'Canceller', phone: '9876543210', line1: '1 Main Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      paymentMethod: 'cod',
    },
  });
  const order = (await placed.json()) as { _id: string; number: number };

  await signInAs(page, shopper);
  await page.goto(`/orders/${order._id}`);
  await expect(page.getByText('Processing', { exact: true })).toBeVisible();
  // The shop's own dialog asks, with the same words the browser's confirm() had (ADR 39).
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const ask = page.getByRole('alertdialog', { name: `Cancel order #${order.number}?` });
  await expect(ask).toContainText('This cannot be undone.');
  await ask.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});
