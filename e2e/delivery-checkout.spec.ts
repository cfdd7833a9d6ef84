import type { DeliveryQuote } from '../src/shared/delivery/delivery.schema';
import { expect, test } from './support/test';
import { createShopper, signInAs } from './support/shopper';

const PRODUCT_ID = '3';
const home = { fullName: 'Meera Iyer', phone: '9876543210', line1: '14 Temple Road', city: 'Ernakulam', state: 'Kerala', pincode: '682031' };

test('a shopper checks out with a saved address: chosen on arrival, delivery date shown, state checked against the pincode', async ({ page, request }) => {
  test.slow();
  const shopper = await createShopper(request);
  const headers = { authorization: `Bearer ${shopper.token}` };
  expect((await request.post('/api/addresses', { headers, data: { address: home } })).status()).toBe(201);
  expect((await request.post('/api/carts/add', { headers, data: { productId: PRODUCT_ID, quantity: 1 } })).status()).toBe(201);
  const quote = (await (await request.get(`/api/delivery/quote?pincode=${home.pincode}`)).json()) as DeliveryQuote;
  await signInAs(page, shopper);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Meera Iyer/ })).toBeChecked();
  await expect(page.getByLabel('Full name')).toHaveValue('Meera Iyer');
  await expect(page.getByLabel('Address line 1')).toHaveValue('14 Temple Road');
  await expect(page.getByLabel('Pincode')).toHaveValue('682031');
  await expect(page.getByTestId('delivery-note')).toHaveText(`Delivery to Ernakulam, Kerala by ${quote.expectedByText}`);

  // A state that disagrees with the pincode is pointed out.
  await page.getByLabel('State').selectOption('Karnataka');
  await expect(page.getByTestId('state-warning')).toHaveText('Pincode 682031 is in Kerala, not Karnataka. Please check the state.');
  await page.getByLabel('State').selectOption('Kerala');
  await expect(page.getByTestId('state-warning')).toHaveCount(0);

  // A new address: the name stays the shopper's, city and state come from the pincode.
  await page.getByRole('radio', { name: 'A new address' }).check();
  await expect(page.getByLabel('Full name')).toHaveValue('Meera Iyer');
  await page.getByLabel('Pincode').fill('999999');
  await expect(page.getByTestId('delivery-note')).toHaveText('We could not find pincode 999999. Please check it.');
  await page.getByLabel('Pincode').fill('110001');
  await expect(page.getByLabel('City')).toHaveValue('Central Delhi');
  await expect(page.getByLabel('State')).toHaveValue('Delhi');

  // Back to the saved one, and order.
  await page.getByRole('radio', { name: /Meera Iyer/ }).check();
  await expect(page.getByLabel('Pincode')).toHaveValue('682031');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  await expect(page.getByText('14 Temple Road')).toBeVisible();
});
