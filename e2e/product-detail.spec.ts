import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectCards } from './support/cards';
import { getProduct, listProducts } from './support/catalog';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

function mainImage(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('img', { name: new RegExp(`^${escapeRegExp(name)}, image \\d+ of \\d+$`) });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('product detail', () => {
  test('/products/1 shows name, price, rating, features and the specifications table', async ({ page, request }) => {
    const product = await getProduct(request, '1');
    expect(product.stock).toBe(50);
    await page.goto('/products/1');

    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(product.name)));
    const main = page.getByRole('main');
    await expect(main.getByText(`Price before GST: ${rupees.format(product.price)}`, { exact: true })).toBeVisible();
    if (product.discount > 0) {
      const original = Math.round(product.price / (1 - product.discount / 100));
      await expect(main.getByText(`Original price: ${rupees.format(original)}`, { exact: true })).toBeVisible();
      await expect(main.getByText(`${product.discount}% off`, { exact: true })).toBeVisible();
    }
    const halfSteps = Math.round(product.rating * 2) / 2;
    // Related-product cards have star ratings too; the product's own is the one outside any card.
    await expect(main.locator('[role="img"]:not(article *)')).toHaveAccessibleName(`Rated ${halfSteps} out of 5`);
    await expect(main.getByText(`(${product.reviewCount} reviews)`)).toBeVisible();
    await expect(main.getByText('In stock', { exact: true })).toBeVisible();

    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Lighting' })).toHaveAttribute('href', '/categories/lighting');

    const features = page.getByRole('region', { name: 'Key Features' }).getByRole('listitem');
    await expect(features).toHaveText(product.features);

    const specs = page.getByRole('region', { name: 'Specifications' }).getByRole('table');
    const entries = Object.entries(product.specifications);
    expect(entries.length).toBeGreaterThan(3);
    await expect(specs.getByRole('rowheader')).toHaveText(entries.map(([key]) => key));
    await expect(specs.getByRole('cell')).toHaveText(entries.map(([, value]) => value));
    await expect(specs.getByRole('row', { name: /Wattage/ }).getByRole('cell')).toHaveText('9 W');
  });

  test('the gallery cycles with wrap-around in both directions', async ({ page, request }) => {
    const product = await getProduct(request, '1');
    const count = product.images.length;
    expect(count).toBeGreaterThanOrEqual(2);
    await page.goto('/products/1');

    const image = mainImage(page, product.name);
    const next = page.getByRole('button', { name: 'Next image' });
    const previous = page.getByRole('button', { name: 'Previous image' });
    await expect(image).toHaveAccessibleName(`${product.name}, image 1 of ${count}`);
    await expect(image).toHaveAttribute('src', product.images[0]!);

    for (let index = 2; index <= count; index += 1) {
      await next.click();
      await expect(image).toHaveAccessibleName(`${product.name}, image ${index} of ${count}`);
      await expect(image).toHaveAttribute('src', product.images[index - 1]!);
    }
    // Next from the last shows the first again.
    await next.click();
    await expect(image).toHaveAccessibleName(`${product.name}, image 1 of ${count}`);
    await expect(image).toHaveAttribute('src', product.images[0]!);
    // Previous from the first shows the last.
    await previous.click();
    await expect(image).toHaveAccessibleName(`${product.name}, image ${count} of ${count}`);
    await expect(image).toHaveAttribute('src', product.images[count - 1]!);

    // Thumbnails jump straight to an image and mark the current one.
    await page.getByRole('button', { name: 'Show image 2' }).click();
    await expect(image).toHaveAccessibleName(`${product.name}, image 2 of ${count}`);
    await expect(page.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Show image 1' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('quantity stays within 1 and the stock of 50', async ({ page }) => {
    await page.goto('/products/1');
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    const decrease = page.getByRole('button', { name: 'Decrease quantity' });

    await expect(quantity).toHaveValue('1');
    await expect(decrease).toBeDisabled();
    await increase.click();
    await increase.click();
    await expect(quantity).toHaveValue('3');
    await decrease.click();
    await expect(quantity).toHaveValue('2');

    // Typing more than the stock is clamped to 50, and + can go no further.
    await quantity.fill('999');
    await expect(quantity).toHaveValue('50');
    await expect(increase).toBeDisabled();
    await quantity.fill('49');
    await increase.click();
    await expect(quantity).toHaveValue('50');
    await expect(increase).toBeDisabled();

    // Nothing below 1.
    await quantity.fill('0');
    await expect(quantity).toHaveValue('1');
    await expect(decrease).toBeDisabled();
    await quantity.fill('-7');
    await expect(quantity).toHaveValue('1');
    await increase.click();
    await expect(quantity).toHaveValue('2');
    await decrease.click();
    await expect(quantity).toHaveValue('1');
    await expect(decrease).toBeDisabled();
  });

  test('related products are up to four others from the same category', async ({ page, request }) => {
    const product = await getProduct(request, '1');
    const sameCategory = await listProducts(request, { category: product.category, pageSize: 5 });
    const expected = sameCategory.items.filter((item) => item._id !== product._id).slice(0, 4);
    expect(expected.length).toBe(4);

    await page.goto('/products/1');
    const related = page.getByRole('region', { name: 'Related Products' });
    const cards = await expectCards(
      related,
      expected.map((item) => item._id),
      'related products',
    );
    expect(cards.length).toBeLessThanOrEqual(4);
    expect(cards.map((card) => card.id)).not.toContain('1');

    // Opening one shows that product, with its own related list that excludes it.
    const target = cards[0]!;
    await related.getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    const nextRelated = page.getByRole('region', { name: 'Related Products' });
    await expect(nextRelated.getByRole('article').first()).toBeVisible();
    await expect(nextRelated.getByRole('link', { name: target.name, exact: true })).toHaveCount(0);
    await expect(nextRelated.getByRole('article')).toHaveCount(4);
  });

  test('as a visitor, Add to Cart fills the browser cart with the chosen quantity and Buy Now opens a guest checkout of just that product', async ({
    page,
    request,
  }) => {
    const product = await getProduct(request, '1');
    await page.goto('/products/1');
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');

    // The related-product cards have their own 'Add to Cart' buttons; this is the product's own.
    const addToCart = page.locator('main button:not(article button)', { hasText: 'Add to Cart' });
    await expect(addToCart).toBeEnabled();
    await addToCart.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    const lines = page.getByRole('region', { name: 'Cart items' });
    await expect(lines.getByRole('heading', { name: product.name })).toBeVisible();
    await expect(lines.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText('3');

    // Buy Now checks out just this product as a guest (ADR 62); signing in is offered, not required.
    await page.goto('/products/1');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkout\?buy=1&qty=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Order summary' }).getByRole('listitem')).toHaveCount(1);
  });

  test('an unknown id shows the not-found panel with a Browse Shop link', async ({ page }) => {
    await page.goto('/products/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByText('No product with id "does-not-exist" exists.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
    const browse = page.getByRole('main').getByRole('link', { name: 'Browse Shop' });
    await expect(browse).toHaveAttribute('href', '/shop');
    await browse.click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  });

  test('the HTML served to crawlers carries the title, description, canonical URL and Product JSON-LD', async ({ request, baseURL }) => {
    const product = await getProduct(request, '1');
    const response = await request.get('/products/1');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();

    expect(html).toContain(`<title>${product.name} | Wattson</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]*Philips[^"]*">/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/products/1">`);

    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: '1',
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: product.price.toFixed(2), availability: 'https://schema.org/InStock' },
    });

    // An unknown product still gets the app shell (the page renders its own not-found panel), without product data.
    const missing = await request.get('/products/does-not-exist');
    expect(await missing.text()).not.toContain('application/ld+json');
  });
});
