import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { storefrontPages } from '../src/shared/web/storefront-pages';
import { expect, test } from './support/test';
import { createShopper, signInAs, type Shopper } from './support/shopper';

/** Every page of the route table with its parameters filled with things that exist. */
function everyRoute(orderId: string): string[] {
  const fill: Record<string, string> = { productId: '1', category: 'lighting', sub: 'ceiling', id: 'ceiling-fans-for-chennai-humidity', orderId };
  return Object.values(storefrontPages)
    .flatMap((page) => page.paths)
    .filter((path) => path !== 'logout')
    .map((path) => `/${path.replace(/:([a-zA-Z]+)/g, (_, name: string) => fill[name] ?? name)}`);
}

async function placeOrder(request: Parameters<typeof createShopper>[0], shopper: Shopper): Promise<string> {
  const auth = { Authorization: `Bearer ${shopper.token}` };
  expect((await request.post('/api/carts/add', { headers: auth, data: { productId: '4', quantity: 1 } })).status()).toBe(201);
  const placed = await request.post('/api/orders', {
    headers: { ...auth, 'Idempotency-Key': `axe-${Date.now()}-${Math.random()}` },
    data: {
      address: { fullName: 'Axe Check', phone: '9876543210', line1: '1 Main Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
      paymentMethod: 'cod',
    },
  });
  expect(placed.ok()).toBe(true);
  return ((await placed.json()) as { _id: string })._id;
}

/** Serious and critical findings of axe on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

// Phone signed out, desktop signed in: every page at both sizes, and the account pages both as the
// sign-in prompt and with an account's content. Each scan of every page takes minutes on this machine.
for (const [size, viewport, signedIn] of [
  ['phone', { width: 390, height: 844 }, false],
  ['desktop', { width: 1366, height: 900 }, true],
] as const) {
  {
    test(`axe finds no serious or critical violation on any page (${size}, ${signedIn ? 'signed in' : 'signed out'})`, async ({ page, request }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      let orderId = 'no-such-order';
      if (signedIn) {
        const shopper = await createShopper(request, `axe-${size}`);
        orderId = await placeOrder(request, shopper);
        await signInAs(page, shopper);
      }
      const found: string[] = [];
      for (const path of everyRoute(orderId)) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        for (const line of await seriousViolations(page)) found.push(`${path}: ${line}`);
      }
      // Open menus are part of the page too.
      await page.goto('/about');
      if (size === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Category' }).click();
      await expect(page.getByRole('link', { name: 'View All Lighting Products' })).toBeVisible();
      for (const line of await seriousViolations(page)) found.push(`/about with the category menu open: ${line}`);
      expect(found).toEqual([]);
    });
  }
}
