import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import type { Order } from '../src/shared/shopping/order.schema';
import { signInToAdmin } from './support/admin';
import { createShopper, signInAs, type Shopper } from './support/shopper';
import { getProduct, listProducts } from './support/catalog';

async function placeOrder(request: APIRequestContext): Promise<{ shopper: Shopper; order: Order }> {
  const shopper = await createShopper(request, 'shipping-journey');
  const headers = { authorization: `Bearer ${shopper.token}` };
  // A product other journeys are unlikely to have sold out.
  let productId = '';
  for (const item of (await listProducts(request, { pageSize: 20 })).items.reverse()) {
    if ((await getProduct(request, item._id)).stock > 5) {
      productId = item._id;
      break;
    }
  }
  expect((await request.post('/api/carts/add', { headers, data: { productId, quantity: 1 } })).ok()).toBe(true);
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      address: { fullName: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      paymentMethod: 'cod',
    },
  });
  expect(placed.status(), 'place order').toBe(201);
  return { shopper, order: (await placed.json()) as Order };
}

test('staff add a courier, ship an order with a tracking number, and the shopper follows the tracking link', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const { shopper, order } = await placeOrder(request);
  const courier = `E2E Couriers ${Date.now()}`;
  const tracking = `EE${Date.now()}IN`;

  await signInToAdmin(page, request);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Couriers' }).click();
  await expect(page.getByRole('heading', { name: 'Couriers', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a courier' });
  await form.getByLabel('Name').fill(courier);
  // A pattern without the placeholder is refused with the shared schema's words.
  await form.getByLabel('Tracking URL').fill('https://track.example.in/parcel');
  await form.getByRole('button', { name: 'Add courier' }).click();
  await expect(page.getByText('Tracking URL must contain {tracking} where the tracking number goes')).toBeVisible();
  await form.getByLabel('Tracking URL').fill('https://track.example.in/parcel/{tracking}');
  await form.getByRole('button', { name: 'Add courier' }).click();
  await expect(page.getByRole('row', { name: new RegExp(courier) })).toBeVisible();

  await page.goto(`/admin/orders/${order._id}`);
  const ship = page.getByRole('form', { name: 'Ship items' });
  await ship.getByLabel('Courier').selectOption({ label: courier });
  await ship.getByLabel('Tracking number').fill(tracking);
  await ship.getByLabel('Expected delivery').fill('2030-12-05');
  await ship.getByRole('button', { name: 'Ship these items' }).click();
  await expect(page.getByRole('heading', { name: `Order #${order.number} Shipped` })).toBeVisible();
  const shipments = page.getByRole('list', { name: 'Shipments' });
  await expect(shipments.getByRole('link', { name: tracking })).toHaveAttribute('href', `https://track.example.in/parcel/${tracking}`);
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText('Processing → Shipped');

  // The shopper, in a browser of their own, sees the courier, the link and the expected day; no staff names.
  const context = await browser.newContext();
  const shopperPage = await context.newPage();
  await signInAs(shopperPage, shopper);
  await shopperPage.goto(`/orders/${order._id}`);
  const parcel = shopperPage.getByTestId('shipment');
  await expect(parcel).toContainText(courier);
  await expect(parcel).toContainText('Expected by Thu, 5 Dec');
  await expect(parcel.getByRole('link', { name: tracking })).toHaveAttribute('href', `https://track.example.in/parcel/${tracking}`);
  const history = shopperPage.getByRole('region', { name: 'Order history' });
  await expect(history).toContainText('Shipped');
  await expect(history).toContainText(`Shipped with ${courier}, tracking number ${tracking}`);
  await expect(history).not.toContainText(' by ');
  await context.close();
});
