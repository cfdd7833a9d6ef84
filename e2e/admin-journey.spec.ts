import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { Order } from '../src/shared/shopping/order.schema';
import { readCode } from './fixtures/mailbox';
import { createShopper } from './support/shopper';

const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@wattson.local';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'e2e-admin-password';

/** A real 1×1 PNG: the server checks the bytes, so a renamed text file would not do. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * Signs in at /admin/ with the password and the mailed code. Other journeys sign the same admin in
 * concurrently and a new code voids the previous one, so a refused code is retried with a fresh one.
 * The server mails at most 5 codes an hour per address: this file signs in once and checks the
 * hand-off with that same session.
 */
async function signInToAdmin(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  let sentAt = new Date();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible();

  for (let attempt = 1; ; attempt += 1) {
    await page.getByLabel('Sign-in code').fill(await readCode(request, ADMIN_EMAIL, sentAt));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    const dashboard = page.getByRole('heading', { name: 'Dashboard' });
    const refusal = page.getByRole('alert');
    await expect(dashboard.or(refusal)).toBeVisible();
    if (await dashboard.isVisible()) return;
    if (attempt === 3) throw new Error(`The admin code was refused three times: ${await refusal.textContent()}`);
    sentAt = new Date();
    await page.getByRole('button', { name: 'Send a new code' }).click();
  }
}

/** A shopper's Cash on Delivery order for one product, placed through the API. */
async function placeOrder(request: APIRequestContext, productId: string): Promise<Order> {
  const shopper = await createShopper(request, 'admin-journey');
  const headers = { authorization: `Bearer ${shopper.token}` };
  const added = await request.post('/api/carts/add', { headers, data: { productId, quantity: 2 } });
  expect(added.ok(), `add to cart ${added.status()}`).toBe(true);
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      address: { fullName: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      paymentMethod: 'cod',
    },
  });
  expect(placed.status(), 'place order').toBe(201);
  return (await placed.json()) as Order;
}

test('an admin signs in with the second code, creates a product with a photo and ships an order', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  await signInToAdmin(page, request);
  // The session is the browser's, shared by its tabs (ADR 56), and nothing is left in the address.
  expect(await page.evaluate(() => localStorage.getItem('wattsonAdminToken'))).toBeTruthy();
  expect(page.url()).not.toContain('token');
  await expect(page.getByText('Orders today')).toBeVisible();

  // Create a product with every kind of field, and an uploaded picture.
  const name = `E2E Brass Pendant Lamp ${Date.now()}`;
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();

  // Saving an empty form shows the shared schema's words on the fields.
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Brand').fill('Wattson Test');
  await page.getByLabel('Description').fill('A hand-finished brass pendant for dining tables.');
  await page.getByLabel('Category', { exact: true }).selectOption('lighting');
  await page.getByLabel('Sub-category').selectOption('ceiling');
  await page.getByLabel('Price before GST (₹)').fill('2499.50');
  await page.getByLabel('Discount (%)').fill('10');
  await page.getByRole('spinbutton', { name: 'Stock', exact: true }).fill('25');
  await page.getByRole('button', { name: 'Add feature' }).click();
  await page.getByRole('textbox', { name: 'Feature 1', exact: true }).fill('Solid brass shade with a matt finish.');
  await page.getByRole('button', { name: 'Add specification' }).click();
  await page.getByRole('textbox', { name: 'Specification 1 name', exact: true }).fill('Material');
  await page.getByRole('textbox', { name: 'Specification 1 value', exact: true }).fill('Brass');
  await page.getByLabel('Upload images').setInputFiles({ name: 'pendant.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('img', { name: 'Product view 1 (main)' })).toHaveAttribute('src', /^\/media\//);
  await page.getByRole('checkbox', { name: 'New', exact: true }).check();
  await page.getByRole('button', { name: 'Create product' }).click();

  await expect(page).toHaveURL(/\/admin\/products\/[^/]+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const productId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  expect(productId).not.toBe('new');

  // The shop shows it at once.
  await page.goto(`/products/${encodeURIComponent(productId)}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // A shopper orders it; staff move the order to Shipped.
  const order = await placeOrder(request, productId);
  await page.goto('/admin/orders');
  await page.getByLabel('Search').fill(String(order.number));
  await page.getByRole('link', { name: `#${order.number}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible();
  await expect(page.getByText('Asha Rao').first()).toBeVisible();
  // Only the moves the transition table allows from Processing are offered.
  await expect(page.getByRole('button', { name: 'Mark as Delivered' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Mark as Shipped' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('The shopper is emailed');
  await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();

  await expect(page.getByRole('heading', { name: `Order #${order.number}` })).toContainText('Shipped');
  await expect(page.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Shipped' })).toHaveCount(0);

  // Shipping issued the tax invoice: staff download it as a PDF named after its number.
  const invoiceButton = page.getByRole('button', { name: /^Tax invoice WS\/\d{2}-\d{2}\/\d{6} \(PDF\)$/ });
  await expect(invoiceButton).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), invoiceButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^WS-\d{2}-\d{2}-\d{6}\.pdf$/);
  const pdfPath = await download.path();
  expect(pdfPath && readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');

  await test.step('a hand-off code opens the admin site once and leaves the address at once', async () => {
    const token = await page.evaluate(() => localStorage.getItem('wattsonAdminToken'));
    const handoff = await request.post('/api/admin/handoff', { headers: { authorization: `Bearer ${token}` } });
    expect(handoff.status()).toBe(201);
    const { code } = (await handoff.json()) as { code: string };

    // Another browser (nothing stored): only the code can sign it in.
    const elsewhere = await browser.newContext();
    const tab = await elsewhere.newPage();
    await tab.goto(`/admin/orders#handoff=${code}`);
    await expect(tab.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
    expect(tab.url()).not.toContain(code);
    expect(await tab.evaluate(() => localStorage.getItem('wattsonAdminToken'))).toBeTruthy();

    const third = await browser.newContext();
    const again = await third.newPage();
    await again.goto(`/admin/#handoff=${code}`);
    await expect(again.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    expect(again.url()).not.toContain(code);
    await elsewhere.close();
    await third.close();
  });
});
