import { expect, test } from './support/test';
import { createShopper, signInAs } from './support/shopper';

const address = async (page: import('@playwright/test').Page) => {
  await page.getByLabel('Full name').fill('Kavya Menon');
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('Address line 1').fill('4 Marine Drive');
  await page.getByLabel('City').fill('Kochi');
  await page.getByLabel('State').selectOption('Kerala');
  await page.getByLabel('Pincode').fill('682031');
};

test('a shopper pays online through Razorpay Checkout (the stand-in) and the order is confirmed', async ({ page, request }) => {
  test.slow();
  const shopper = await createShopper(request, 'upi');
  expect(
    (await request.post('/api/carts/add', { headers: { Authorization: `Bearer ${shopper.token}` }, data: { productId: '601', quantity: 1 } })).status(),
  ).toBe(201);
  await signInAs(page, shopper);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // COD stays the default; online is offered beside it.
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await page.getByRole('radio', { name: /Pay online \(UPI, cards, netbanking\)/ }).check();
  await address(page);
  const total = (await page.getByTestId('order-total').textContent()) ?? '';
  await page.getByRole('button', { name: 'Place Order and Pay' }).click();

  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  await expect(page.getByText('Pending payment', { exact: true })).toBeVisible();
  // Checkout opens in the page, for the server's amount.
  const checkout = page.frameLocator('iframe[title="Razorpay Checkout"]');
  await expect(checkout.getByTestId('stand-in-amount')).toHaveText(total);
  await checkout.getByRole('button', { name: /^Pay / }).click();

  await expect(page.getByText('Thank you! Your payment was received and your order is confirmed. A confirmation email is on its way.')).toBeVisible();
  await expect(page.getByText('Processing', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment summary' })).toContainText('Payment method: Paid online (Razorpay)');
  // The paid goods left the cart.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('a failed payment says no money was taken, and the shopper chooses Cash on Delivery instead', async ({ page, request }) => {
  test.slow();
  const shopper = await createShopper(request, 'declined');
  expect(
    (await request.post('/api/carts/add', { headers: { Authorization: `Bearer ${shopper.token}` }, data: { productId: '602', quantity: 1 } })).status(),
  ).toBe(201);
  await signInAs(page, shopper);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Pay online/ }).check();
  await address(page);
  await page.getByRole('button', { name: 'Place Order and Pay' }).click();

  const checkout = page.frameLocator('iframe[title="Razorpay Checkout"]');
  await checkout.getByRole('button', { name: 'Fail this payment' }).click();
  await expect(page.getByText('Payment failed — no money was taken. Try again or choose Cash on Delivery.')).toBeVisible();
  await checkout.getByRole('button', { name: 'Close checkout' }).click();
  await expect(page.locator('iframe[title="Razorpay Checkout"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  await page.getByRole('button', { name: 'Pay on delivery instead' }).click();
  await expect(page.getByText('Your order is confirmed: pay on delivery.')).toBeVisible();
  await expect(page.getByText('Processing', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment summary' })).toContainText('Payment method: Cash on Delivery');
});
