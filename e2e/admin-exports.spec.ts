import { readFileSync } from 'node:fs';
import type { Order } from '../src/shared/shopping/order.schema';
import { sharedAdminToken } from './support/admin-session';
import { listProducts } from './support/catalog';
import { createShopper, type Shopper } from './support/shopper';
import { expect, test } from './support/test';

test.describe.configure({ mode: 'serial' });

let adminToken = '';
let shopper: Shopper;
let order: Order;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  adminToken = await sharedAdminToken(request);
  shopper = await createShopper(request, 'exported');
  const { items } = await listProducts(request, { category: 'fans', pageSize: 24 });
  const product = items.find((item) => item.stock > 5) ?? items[0];
  if (!product) throw new Error('no product to order');
  const headers = { authorization: `Bearer ${shopper.token}` };
  expect((await request.post('/api/carts/add', { headers, data: { productId: product._id, quantity: 2 } })).status()).toBe(201);
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      address: { fullName: 'Meera Iyer', phone: '9876543210', line1: '4 Residency Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560025' },
      paymentMethod: 'cod',
    },
  });
  expect(placed.status(), 'place order').toBe(201);
  order = (await placed.json()) as Order;
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript((value) => localStorage.setItem('wattsonAdminToken', value), adminToken);
});

test('staff export the orders they filtered as CSV', async ({ page }) => {
  await page.goto(`/admin/orders?status=Processing&q=${encodeURIComponent(shopper.email)}`);
  await expect(page.getByRole('link', { name: `#${order.number}`, exact: true })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^wattson-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path()) ?? '', 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe(
    'order_number,date,customer,email,status,payment_method,payment_status,items,subtotal_rupees,discount_rupees,gst_rupees,shipping_rupees,cod_fee_rupees,total_rupees',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${order.number},`);
  expect(lines[1]).toContain(`,${shopper.email},Processing,cod,due,2,`);
  expect(lines[1]).toMatch(new RegExp(`,${order.total.toFixed(2).replace('.', '\\.')}$`));
});

test('staff export the customers they searched for as CSV', async ({ page }) => {
  await page.goto(`/admin/customers?q=${encodeURIComponent(shopper.email)}`);
  await expect(page.getByRole('cell', { name: shopper.email })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^wattson-customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path()) ?? '', 'utf8')
    .trim()
    .split(/\r\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(shopper.email);
});
