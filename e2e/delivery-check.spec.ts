import type { DeliveryQuote } from '../src/shared/delivery/delivery.schema';
import { expect, test } from './support/test';
import { getProduct } from './support/catalog';

const PRODUCT_ID = '3';

test('a visitor checks delivery to their pincode on a product page; the pincode is remembered', async ({ page, request }) => {
  const product = await getProduct(request, PRODUCT_ID);
  // The promise worked out by the API for today, independently of the page.
  const kochi = (await (await request.get('/api/delivery/quote?pincode=682001')).json()) as DeliveryQuote;

  await page.goto(`/products/${PRODUCT_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const box = page.getByRole('form', { name: 'Check delivery' });
  const pincode = box.getByRole('textbox', { name: 'Check delivery' });
  const answer = box.getByRole('status');

  await pincode.fill('012345');
  await box.getByRole('button', { name: 'Check' }).click();
  await expect(answer).toHaveText('A pincode never starts with 0');
  await expect(pincode).toHaveAttribute('aria-invalid', 'true');

  await pincode.fill('999999');
  await box.getByRole('button', { name: 'Check' }).click();
  await expect(answer).toHaveText('We could not find pincode 999999. Please check it.');

  await pincode.fill('682001');
  await pincode.press('Enter');
  await expect(answer).toHaveText(`Delivery to Ernakulam, Kerala by ${kochi.expectedByText} · COD available`);

  // Another product, later: the box answers for the remembered pincode without being asked.
  await page.goto('/products/4');
  await expect(page.getByRole('form', { name: 'Check delivery' }).getByRole('textbox', { name: 'Check delivery' })).toHaveValue('682001');
  await expect(page.getByRole('form', { name: 'Check delivery' }).getByRole('status')).toHaveText(/^Delivery to Ernakulam, Kerala by /);
});
