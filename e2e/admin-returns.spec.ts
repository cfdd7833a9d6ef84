import type { APIRequestContext } from '@playwright/test';
import type { Order } from '../src/shared/shopping/order.schema';
import { expect, test } from './support/test';
import { signInToAdmin } from './support/admin';
import { createShopper, signInAs, type Shopper } from './support/shopper';

interface MailboxEntry {
  subject: string;
  text: string;
}

/** A shopper's Cash on Delivery order of two units, placed through the API and delivered by staff through it. */
async function deliveredOrder(request: APIRequestContext, staffToken: string, shopper: Shopper): Promise<Order> {
  const headers = { authorization: `Bearer ${shopper.token}` };
  expect((await request.post('/api/carts/add', { headers, data: { productId: '101', quantity: 2 } })).status()).toBe(201);
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      address: { fullName: 'Meera Iyer', phone: '9876543210', line1: '4 Marine Drive', city: 'Kochi', state: 'Kerala', pincode: '682031' },
      paymentMethod: 'cod',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as Order;
  for (const status of ['Shipped', 'Delivered']) {
    const moved = await request.patch(`/api/admin/orders/${order._id}`, { headers: { authorization: `Bearer ${staffToken}` }, data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return order;
}

test('a shopper returns one of two delivered units and staff approve, receive and refund it', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const staffToken = await signInToAdmin(page, request);
  const shopper = await createShopper(request, 'returns');
  const order = await deliveredOrder(request, staffToken, shopper);

  // The shopper asks for the return from the order page.
  const context = await browser.newContext();
  const shopperPage = await context.newPage();
  await signInAs(shopperPage, shopper);
  await shopperPage.goto(`/orders/${order._id}`);
  const returns = shopperPage.getByRole('region', { name: 'Returns' });
  // The order page loads its order, then its returns: on a loaded machine that can take a while.
  await expect(returns.getByText(/Returns accepted until/)).toBeVisible({ timeout: 30_000 });
  await returns.getByRole('button', { name: 'Request a return' }).click();
  const name = order.items[0]?.name ?? '';
  await returns.getByLabel(`Quantity to return of ${name}`).selectOption('1');
  await returns.getByRole('button', { name: 'Request return' }).click();
  await expect(returns.getByRole('alert')).toHaveText('Please choose a reason');
  await returns.getByLabel('Reason').selectOption('Defective or not working');
  await returns.getByLabel('Tell us more (optional)').fill('The second lamp does not light up.');
  await returns.getByRole('textbox', { name: 'UPI id' }).fill('meera.iyer@okaxis');
  await returns.getByRole('button', { name: 'Request return' }).click();
  const card = returns.getByTestId('return-card');
  await expect(card).toContainText('Requested', { timeout: 15_000 });
  await expect(card).toContainText(`1 × ${name}`);
  const number = (await card.getByRole('heading').textContent())?.replace(/\D/g, '') ?? '';

  // Staff work it through from the admin's returns list.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Returns' }).click();
  await page
    .getByRole('rowheader')
    .getByRole('link', { name: `#${number}`, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: `Return #${number}` })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('UPI meera.iyer@okaxis')).toBeVisible();

  const dialog = page.getByRole('alertdialog');
  await page.getByRole('button', { name: 'Approve' }).click();
  await dialog.getByLabel(/Note to the shopper/).fill('Our courier collects it tomorrow.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('button', { name: 'Mark goods received' })).toBeVisible();

  await page.getByRole('button', { name: 'Mark goods received' }).click();
  await dialog.getByLabel(`Restock ${name} (of 1)`).fill('1');
  await dialog.getByRole('button', { name: 'Mark goods received' }).click();
  await expect(page.getByText('1 restocked')).toBeVisible();

  await page.getByRole('button', { name: 'Refund' }).click();
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByRole('alert')).toContainText('UTR');
  await dialog.getByLabel('Payment reference (UTR)').fill('AXISN52026112712345');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('nothing more happens to it')).toBeVisible();

  // The shopper sees it refunded, with every step, and was mailed at each.
  await shopperPage.reload();
  await expect(card).toContainText('Refunded', { timeout: 30_000 });
  await expect(card).toContainText('Our courier collects it tomorrow.');
  const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(shopper.email)}`)).json()) as MailboxEntry[];
  for (const status of ['Requested', 'Approved', 'Received', 'Refunded']) {
    expect(mails.some((m) => m.subject === `Wattson return #${number} (order #${order.number}): ${status}`)).toBe(true);
  }
  await context.close();
});
