import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { sharedAdminToken } from './support/admin-session';

test.describe.configure({ mode: 'serial' });

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

test('staff import a CSV: the dry run reports each line, then apply creates the products', async ({ page }) => {
  const tag = `E2EIMP${Date.now().toString(36).toUpperCase()}`;
  const csv = [
    'sku,name,category,subCategory,price,stock,features,specifications',
    `${tag}-1,Imported Brass Wall Lamp ${tag},Lighting,wall,1299.50,15,"Brass finish\nWarm light","Wattage: 7 W\nBase: E14"`,
    `${tag}-2,Imported Gang Box ${tag},accessories,,89,200,,`,
    `${tag}-3,Broken Row ${tag},lighting,,twelve,1,,`,
  ].join('\n');

  await openAdmin(page, '/products');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { name: 'Import products' })).toBeVisible();
  await page.getByLabel('Product CSV file').setInputFiles({ name: 'new-products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Upload and check' }).click();

  // The dry run: a report by line, and nothing in the shop yet.
  await expect(page.getByRole('status').filter({ hasText: 'Dry run of 3 rows' })).toHaveText(
    'Dry run of 3 rows: 2 new, 0 to update, 0 unchanged, 1 with errors.',
    {
      timeout: 30_000,
    },
  );
  await page.getByRole('button', { name: 'Errors' }).click();
  const errorRow = page.getByRole('row').filter({ hasText: `${tag}-3` });
  // The first row spans lines 2–4 (two cells hold two lines each), so the broken one is line 6.
  await expect(errorRow.getByRole('rowheader')).toHaveText('6');
  await expect(errorRow).toContainText('price: Price must be a number');
  expect((await page.request.get(`/api/products/suggest?q=${tag}`)).ok()).toBe(true);
  expect(await (await page.request.get(`/api/products/suggest?q=${tag}`)).json()).toEqual([]);

  await page.getByRole('button', { name: 'Apply 2 changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Applied' })).toHaveText('Applied: 2 created, 0 updated, 1 rows skipped.', { timeout: 30_000 });

  // The products are in the admin list and in the shop.
  await page.getByRole('link', { name: 'Back to the products' }).click();
  await page.getByLabel('Search').fill(tag);
  await page.getByLabel('Search').press('Enter');
  await expect(page.getByRole('link', { name: `Imported Brass Wall Lamp ${tag}`, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Imported Gang Box ${tag}`, exact: true })).toBeVisible();
  await expect(page.getByText(`Broken Row ${tag}`)).toHaveCount(0);
  await page.getByRole('link', { name: `Imported Brass Wall Lamp ${tag}`, exact: true }).click();
  const shopLink = page.getByRole('link', { name: 'View in shop' });
  const href = (await shopLink.getAttribute('href')) ?? '';
  await page.goto(href);
  await expect(page.getByRole('heading', { name: `Imported Brass Wall Lamp ${tag}`, level: 1 })).toBeVisible();
});

test('staff select products and raise their prices by 10 %, previewing the change first', async ({ page }) => {
  const tag = `E2EBULK${Date.now().toString(36).toUpperCase()}`;
  const headers = { authorization: `Bearer ${token}` };
  for (const [name, price] of [
    [`${tag} Modular Switch 6 A`, 100],
    [`${tag} Modular Socket 16 A`, 250],
  ] as const) {
    const created = await page.request.post('/api/admin/products', { headers, data: { name, price, category: 'switches', stock: 10 } });
    expect(created.status(), await created.text()).toBe(201);
  }

  await openAdmin(page, `/products?q=${tag}&sort=name&direction=asc`);
  await expect(page.getByRole('link', { name: `${tag} Modular Socket 16 A`, exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select every product on this page' }).check();
  await expect(page.getByRole('region', { name: 'Selected products' })).toContainText('2 selected.');
  await page.getByRole('button', { name: 'Bulk edit…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Bulk edit 2 selected products' });
  await dialog.getByLabel('Change', { exact: true }).selectOption('adjustPrice');
  await dialog.getByLabel('Change (%)').fill('10');
  await dialog.getByRole('button', { name: 'Preview changes' }).click();
  await expect(dialog.getByRole('status')).toHaveText('2 products selected; 2 will change.');
  const switchRow = dialog.getByRole('row').filter({ hasText: `${tag} Modular Switch 6 A` });
  await expect(switchRow.getByRole('cell')).toHaveText(['₹100.00', '₹110.00']);
  await expect(
    dialog
      .getByRole('row')
      .filter({ hasText: `${tag} Modular Socket 16 A` })
      .getByRole('cell'),
  ).toHaveText(['₹250.00', '₹275.00']);

  await dialog.getByRole('button', { name: 'Apply to 2 products' }).click();
  await expect(page.getByText('2 of 2 products price raised by 10%')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('row').filter({ hasText: `${tag} Modular Switch 6 A` })).toContainText('₹110.00');
  await expect(table.getByRole('row').filter({ hasText: `${tag} Modular Socket 16 A` })).toContainText('₹275.00');
});
