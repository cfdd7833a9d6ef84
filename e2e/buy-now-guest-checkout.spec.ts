import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { uniqueEmail } from './fixtures/mailbox';
import { getProduct } from './support/catalog';
import { createShopper, signInAs } from './support/shopper';

// Buy Now and guest checkout (ADR 62): at phone size.
test.use({ viewport: { width: 390, height: 844 } });

async function fillAddress(page: Page) {
  await page.getByLabel('Full name').fill('Kiran Das');
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('Address line 1').fill('4 Park Street');
  await page.getByLabel('City').fill('Kolkata');
  await page.getByLabel('State').selectOption('West Bengal');
  await page.getByLabel('Pincode').fill('700016');
}

test('Buy Now checks out just that product and quantity, and the rest of the cart stays for later', async ({ page, request }) => {
  test.slow();
  const [shopper, product] = await Promise.all([createShopper(request, 'buynow'), getProduct(request, '4')]);
  const auth = { Authorization: `Bearer ${shopper.token}` };
  expect((await request.post('/api/carts/add', { headers: auth, data: { productId: '3', quantity: 1 } })).status()).toBe(201);
  await signInAs(page, shopper);

  await page.goto('/products/4');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout\?buy=4&qty=2$/);
  await expect(page.getByRole('note')).toContainText('Buying only this item now. Anything in your cart stays there for later.');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  await expect(summary.getByText(product.name)).toBeVisible();
  await expect(summary.getByText(/^2 × /)).toBeVisible();

  await fillAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/orders\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
  await expect(page.getByText(product.name)).toBeVisible();

  // The cart still holds what was there before, for later.
  const cart = (await (await request.get('/api/carts', { headers: auth })).json()) as { quantity: number; product: { _id: string } }[];
  expect(cart.map((l) => [l.product._id, l.quantity])).toEqual([['3', 1]]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('a visitor checks out as a guest with an email, then opens the order from the mailed link and cancels it', async ({ page, browser, request }) => {
  test.slow();
  const product = await getProduct(request, '2');
  const email = uniqueEmail('guest');

  await page.goto('/products/2');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout\?buy=2&qty=1$/);
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(email);
  await fillAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/guest-orders\/[^/?]+\?token=[A-Za-z0-9_-]{43}$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Order #\d+$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Order ', '');

  // The confirmation mail lists the line and carries the signed link.
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { subject: string; text: string }[];
        const mail = mails.find((m) => m.subject === `Wattson order ${number} confirmed`);
        link = /https?:\/\/\S+\/guest-orders\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
        return mail?.text ?? '';
      },
      { timeout: 15_000 },
    )
    .toContain(`1 × ${product.name}`);

  // Opened in a fresh browser (no session, nothing stored), the link shows the order.
  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(other.getByText('Kolkata, West Bengal 700016')).toBeVisible();

  // The guest cancels from the link, through the shop's own dialog, as a signed-in shopper would.
  await other.getByRole('button', { name: 'Cancel Order' }).click();
  const ask = other.getByRole('alertdialog', { name: `Cancel order ${number}?` });
  await expect(ask).toContainText('This cannot be undone.');
  await ask.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(other.getByText('Your order has been cancelled.')).toBeVisible();
  await expect(other.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  // Its mail links to the same signed page, not to the account's order page.
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { subject: string; text: string }[];
        return mails.find((m) => m.subject === `Wattson order ${number}: Cancelled`)?.text ?? '';
      },
      { timeout: 15_000 },
    )
    .toContain(link);
  await other.reload();
  await expect(other.getByText('Cancelled', { exact: true })).toBeVisible();
  // A tampered link shows nothing of it.
  await other.goto(link.replace(/token=(.)/, (_, first: string) => `token=${first === 'A' ? 'B' : 'A'}`));
  await expect(other.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await fresh.close();
});
