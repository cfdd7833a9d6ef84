import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectCards } from './support/cards';
import { getProduct, listProducts } from './support/catalog';

/** The catalog API requests the page makes from now on, as `path?query`. */
function recordCatalogRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/(products|categories|blogs)/.test(url.pathname)) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

test.describe('first view: the page arrives with its data', () => {
  test('a product page shows its product and menu without asking the API for them', async ({ page, request }) => {
    const product = await getProduct(request, '1');
    const requests = recordCatalogRequests(page);
    await page.goto('/products/1');
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    expect(requests).not.toContain('/api/products/1');
    expect(requests).not.toContain('/api/categories');
  });

  test('the shop shows its first page without a list request, and later changes still reach the API', async ({ page, request }) => {
    const first = await listProducts(request, { sort: 'featured', page: 1, pageSize: 12 });
    const requests = recordCatalogRequests(page);
    await page.goto('/shop');
    await expectCards(
      page.getByRole('main'),
      first.items.map((item) => item._id),
      'first page of the shop',
    );
    expect(requests.filter((url) => url.startsWith('/api/products?'))).toEqual([]);

    const newest = await listProducts(request, { sort: 'newest', page: 1, pageSize: 12 });
    await page.getByLabel('Sort by').selectOption('newest');
    await expectCards(
      page.getByRole('main'),
      newest.items.map((item) => item._id),
      'newest first',
    );
    expect(requests.some((url) => url.startsWith('/api/products?') && url.includes('sort=newest'))).toBe(true);
  });

  test('a category opened with a sort in its address arrives sorted, and the next page still reaches the API', async ({ page, request }) => {
    const cheapest = await listProducts(request, { category: 'fans', sort: 'price-low', page: 1, pageSize: 12 });
    const requests = recordCatalogRequests(page);
    await page.goto('/categories/fans?sort=price-low');
    await expectCards(
      page.getByRole('main'),
      cheapest.items.map((item) => item._id),
      'fans, cheapest first',
    );
    expect(requests.filter((url) => url.startsWith('/api/products?'))).toEqual([]);

    const pricier = await listProducts(request, { category: 'fans', sort: 'price-high', page: 1, pageSize: 12 });
    await page.getByLabel('Sort by').selectOption('price-high');
    await expectCards(
      page.getByRole('main'),
      pricier.items.map((item) => item._id),
      'fans, dearest first',
    );
    expect(requests.some((url) => url.includes('category=fans') && url.includes('sort=price-high'))).toBe(true);
  });
});
