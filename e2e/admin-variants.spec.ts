import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { sharedAdminToken } from './support/admin-session';
import { createShopper, rupees, signInAs } from './support/shopper';

// Named admin-… so it runs in the admin-site project: staff add a product that the shop's journeys would count.
let token = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  token = await sharedAdminToken(request);
  await request.dispose();
});

async function openAdmin(page: Page, path: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('wattsonAdminToken', value), token);
  await page.goto(`/admin${path}`);
}

test('staff create a product with two variants; a shopper picks one, sees its price and orders it', async ({ page, request, browser }) => {
  test.slow();
  const name = `E2E Variant Bulb ${Date.now().toString(36)}`;

  await test.step('staff create the product and give it a second variant in the admin', async () => {
    await openAdmin(page, '/products/new');
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Category', { exact: true }).selectOption('lighting');
    await page.getByLabel('Price before GST (₹)').fill('200');
    await page.getByRole('spinbutton', { name: 'Stock', exact: true }).fill('8');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/[^/]+$/);

    const variants = page.getByRole('region', { name: 'Variants' });
    await variants.getByLabel('Option 1 name').fill('Wattage');
    await variants.getByLabel('Option 1 value').fill('9 W');
    await variants.getByRole('button', { name: 'Save options' }).click();

    const add = variants.getByRole('form', { name: 'Add a variant' });
    await add.getByLabel('Wattage').fill('12 W');
    await add.getByLabel('Variant SKU').fill(`E2E-VAR-${Date.now().toString(36)}`);
    await add.getByLabel('Variant price (₹, before GST)').fill('275');
    await add.getByLabel('Variant stock').fill('4');
    await add.getByRole('button', { name: 'Add variant' }).click();
    const table = variants.getByRole('table', { name: 'Variants' });
    await expect(table.getByRole('rowheader', { name: '12 W' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: '9 W (main)' })).toBeVisible();
  });
  const mainId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

  const shopper = await createShopper(request, 'variants');
  const context = await browser.newContext();
  const shop = await context.newPage();
  await signInAs(shop, shopper);

  await test.step('the shop lists one card, and the page offers both wattages', async () => {
    const detail = (await (await request.get(`/api/products/${encodeURIComponent(mainId)}`)).json()) as { variantGroup: { variants: { _id: string }[] } };
    const variantId = detail.variantGroup.variants[1]?._id ?? '';
    const list = (await (await request.get('/api/products?category=lighting&sort=newest&pageSize=50')).json()) as { items: { _id: string }[] };
    expect(list.items.map((p) => p._id)).toContain(mainId);
    expect(list.items.map((p) => p._id)).not.toContain(variantId);
    await shop.goto(`/products/${encodeURIComponent(mainId)}`);
    await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
    const wattage = shop.getByRole('group', { name: /^Wattage/ });
    await expect(wattage.getByRole('radio', { name: '9 W' })).toBeChecked();
    await expect(shop.getByText(rupees(200)).first()).toBeVisible();

    await wattage.getByText('12 W', { exact: true }).click();
    await expect(shop).toHaveURL(new RegExp(`/products/${variantId}$`));
    await expect(shop.getByRole('group', { name: /^Wattage/ }).getByRole('radio', { name: '12 W' })).toBeChecked();
    await expect(shop.getByText(rupees(275)).first()).toBeVisible();
    await expect(shop.getByText('Only 4 left')).toBeVisible();
  });

  await test.step('the cart and the order hold the variant', async () => {
    await shop.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(shop).toHaveURL(/\/cart$/);
    const line = shop.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('link', { name: `${name} — 12 W` })).toBeVisible();

    await shop.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(shop.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(shop.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    await shop.getByLabel('Full name').fill('Meera Iyer');
    await shop.getByLabel('Mobile number').fill('9876543210');
    await shop.getByLabel('Address line 1').fill('12, Lamp Street, Indiranagar');
    await shop.getByLabel('City').fill('Bengaluru');
    await shop.getByLabel('State').selectOption('Karnataka');
    await shop.getByLabel('Pincode').fill('560038');
    await shop.getByRole('button', { name: 'Place Order' }).click();
    await expect(shop.getByText('Order placed successfully!')).toBeVisible();
    await expect(shop).toHaveURL(/\/orders\/[^/]+$/);
    await expect(shop.getByText(`${name} — 12 W`).first()).toBeVisible();
  });

  // Stock came off the variant only.
  const group = await request.get(`/api/products/${encodeURIComponent(mainId)}`);
  const detail = (await group.json()) as { stock: number; variantGroup: { variants: { label: string; stock: number }[] } };
  expect(detail.stock).toBe(8);
  expect(detail.variantGroup.variants.map((v) => [v.label, v.stock])).toEqual([
    ['9 W', 8],
    ['12 W', 3],
  ]);
  await context.close();
});
