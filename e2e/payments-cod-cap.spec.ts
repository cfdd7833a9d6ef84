import { expect, test } from './support/test';
import { getProduct } from './support/catalog';
import { createShopper, signInAs } from './support/shopper';

test('above the COD limit, checkout explains why Cash on Delivery is unavailable and offers online payment', async ({ page, request }) => {
  const shopper = await createShopper(request, 'bigorder');
  // Enough of a costly product to pass ₹50,000 with GST (the default limit), within its stock.
  const product = await getProduct(request, '603');
  const quantity = Math.ceil(50_000 / (product.price * 1.18)) + 1;
  expect(product.stock, 'the seeded product has the stock for a large order').toBeGreaterThanOrEqual(quantity);
  expect((await request.post('/api/carts/add', { headers: { Authorization: `Bearer ${shopper.token}` }, data: { productId: '603', quantity } })).status()).toBe(
    201,
  );
  await signInAs(page, shopper);
  await page.goto('/checkout');
  const cod = page.getByRole('radio', { name: /Cash on Delivery/ });
  await expect(cod).toBeDisabled();
  await expect(cod).not.toBeChecked();
  await expect(page.getByTestId('cod-unavailable')).toHaveText('Cash on Delivery is available for orders up to ₹50,000.00. Please pay online.');
  await expect(page.getByRole('radio', { name: /Pay online/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Place Order and Pay' })).toBeEnabled();
});
