import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectCards, isAscending, isDescending, readCards } from './support/cards';
import { catalogById, getCategories, listProducts, productsFor, type ProductQuery } from './support/catalog';

const PAGE_SIZE = 12;

function resultCount(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^Showing|^Loading/ });
}

function filters(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Product filters' });
}

function sortSelect(page: Page): Locator {
  return page.getByLabel('Sort by');
}

function minSlider(page: Page): Locator {
  return filters(page).getByRole('slider', { name: /Min price/ });
}

function maxSlider(page: Page): Locator {
  return filters(page).getByRole('slider', { name: /Max price/ });
}

/** The query the page's URL stands for, as the shop sends it to the API. */
function apiQueryFromUrl(page: Page): ProductQuery {
  const url = new URL(page.url());
  const query: ProductQuery = { pageSize: PAGE_SIZE };
  for (const [key, value] of url.searchParams) query[key] = value;
  return query;
}

/** Waits until the grid shows the API's answer for the current URL and returns the cards and the total. */
async function expectGridMatchesUrl(page: Page, request: Parameters<typeof listProducts>[0]) {
  const expected = await listProducts(request, apiQueryFromUrl(page));
  const cards = await expectCards(
    page.getByRole('main'),
    expected.items.map((item) => item._id),
    `cards for ${page.url()}`,
  );
  const pageNumber = expected.page;
  const first = (pageNumber - 1) * PAGE_SIZE + 1;
  if (expected.total > 0) {
    await expect(resultCount(page)).toHaveText(
      `Showing ${first}–${first + cards.length - 1} of ${expected.total} ${expected.total === 1 ? 'product' : 'products'}`,
    );
  }
  return { cards, total: expected.total };
}

/**
 * Ticks or unticks like a shopper does. The boxes are controlled by the URL, which the router updates in a
 * transition, so the box can read its old state for a moment after the click; `locator.check()` would call that
 * a failure, so wait for the state instead.
 */
async function setChecked(control: Locator, checked: boolean): Promise<void> {
  if ((await control.isChecked()) !== checked) await control.click();
  await expect(control).toBeChecked({ checked });
}

function searchParam(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

test.describe('shop page', () => {
  // Each journey changes filters several times and waits for the server's answer each time.
  test.beforeEach(() => {
    test.slow();
  });

  test('lists the real catalog (98 products, 12 a page) with the four sort options and default slider bounds', async ({ page, request }) => {
    const all = await listProducts(request, { pageSize: 1 });
    expect(all.total).toBe(98);
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    const { cards, total } = await expectGridMatchesUrl(page, request);
    expect(total).toBe(98);
    expect(cards).toHaveLength(PAGE_SIZE);
    await expect(sortSelect(page).getByRole('option')).toHaveText(['Featured', 'Newest', 'Price: Low to High', 'Price: High to Low']);
    await expect(sortSelect(page)).toHaveValue('featured');
    await expect(minSlider(page)).toHaveValue('0');
    await expect(maxSlider(page)).toHaveValue('10000');
    await expect(minSlider(page)).toHaveAttribute('step', '100');
    await expect(maxSlider(page)).toHaveAttribute('max', '10000');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('price sliders narrow the results and put minPrice and maxPrice in the URL', async ({ page, request }) => {
    await page.goto('/shop');
    await expectGridMatchesUrl(page, request);

    await maxSlider(page).fill('1000');
    await expect(page).toHaveURL(/[?&]maxPrice=1000(&|$)/);
    expect(searchParam(page, 'minPrice')).toBeNull();
    await expect(filters(page).getByText('₹0 – ₹1,000', { exact: true })).toBeVisible();
    const capped = await expectGridMatchesUrl(page, request);
    expect(capped.total).toBeGreaterThan(0);
    expect(capped.total).toBeLessThan(98);
    const tooDear = capped.cards.filter((card) => card.price > 1000);
    expect(tooDear, 'no card above ₹1,000').toEqual([]);

    await minSlider(page).fill('500');
    await expect(page).toHaveURL(/[?&]minPrice=500(&|$)/);
    expect(searchParam(page, 'maxPrice')).toBe('1000');
    const band = await expectGridMatchesUrl(page, request);
    expect(band.total).toBeGreaterThan(0);
    expect(band.total).toBeLessThan(capped.total);
    const outside = band.cards.filter((card) => card.price < 500 || card.price > 1000);
    expect(outside, 'every card within ₹500–₹1,000').toEqual([]);

    // Moving the max slider back to the top means "no limit" and leaves the URL.
    await maxSlider(page).fill('10000');
    await expect.poll(() => searchParam(page, 'maxPrice')).toBeNull();
    expect(searchParam(page, 'minPrice')).toBe('500');
    const noCap = await expectGridMatchesUrl(page, request);
    expect(noCap.cards.every((card) => card.price >= 500)).toBe(true);
    expect(noCap.total).toBeGreaterThan(band.total);
  });

  test('the category filter shows only that category', async ({ page, request }) => {
    const catalog = await catalogById(request);
    const categories = await getCategories(request);
    await page.goto('/shop');
    const group = filters(page).getByRole('group', { name: 'Category' });
    await expect(group.getByRole('radio')).toHaveCount(11);
    await expect(group.getByRole('radio', { name: 'All' })).toBeChecked();
    for (const category of categories) await expect(group.getByRole('radio', { name: category.name, exact: true })).toBeVisible();

    await setChecked(group.getByRole('radio', { name: 'Fans', exact: true }), true);
    await expect(page).toHaveURL(/[?&]category=fans(&|$)/);
    const fans = await expectGridMatchesUrl(page, request);
    expect(fans.total).toBeGreaterThanOrEqual(5);
    expect(
      productsFor(
        catalog,
        fans.cards.map((card) => card.id),
      ).map((product) => product.category),
    ).toEqual(fans.cards.map(() => 'fans'));
    expect(fans.total).toBe([...catalog.values()].filter((product) => product.category === 'fans').length);

    await setChecked(group.getByRole('radio', { name: 'Tools', exact: true }), true);
    await expect(page).toHaveURL(/[?&]category=tools(&|$)/);
    const tools = await expectGridMatchesUrl(page, request);
    expect(
      new Set(
        productsFor(
          catalog,
          tools.cards.map((card) => card.id),
        ).map((product) => product.category),
      ),
    ).toEqual(new Set(['tools']));

    await setChecked(group.getByRole('radio', { name: 'All' }), true);
    await expect.poll(() => searchParam(page, 'category')).toBeNull();
    expect((await expectGridMatchesUrl(page, request)).total).toBe(98);
  });

  test('In Stock, On Sale and New Arrivals filter for real', async ({ page, request }) => {
    const catalog = await catalogById(request);
    const outOfStock = [...catalog.values()].filter((product) => product.stock <= 0);
    expect(outOfStock.length, 'the seed has products that are out of stock').toBeGreaterThan(0);

    // Without the filter, out-of-stock products are listed and marked; pick a category that fits on one page.
    const perCategory = (slug: string) => [...catalog.values()].filter((product) => product.category === slug).length;
    const sample = outOfStock.find((product) => perCategory(product.category) <= PAGE_SIZE);
    expect(sample, 'an out-of-stock product in a one-page category').toBeDefined();
    await page.goto(`/shop?category=${sample!.category}`);
    const unfiltered = await expectGridMatchesUrl(page, request);
    const markedOut = unfiltered.cards.filter((card) => card.outOfStock).map((card) => card.id);
    expect(markedOut.length, 'an out-of-stock card is marked').toBeGreaterThan(0);
    expect(markedOut.every((id) => (catalog.get(id)?.stock ?? 1) <= 0)).toBe(true);

    const status = filters(page).getByRole('group', { name: 'Status' });
    await setChecked(status.getByRole('checkbox', { name: 'In Stock' }), true);
    await expect(page).toHaveURL(/[?&]inStock=true(&|$)/);
    const inStock = await expectGridMatchesUrl(page, request);
    expect(
      inStock.cards.filter((card) => card.outOfStock),
      'no card shows Out of stock',
    ).toEqual([]);
    expect(
      productsFor(
        catalog,
        inStock.cards.map((card) => card.id),
      ).every((product) => product.stock > 0),
    ).toBe(true);
    expect(inStock.total).toBe(unfiltered.total - markedOut.length);
    await setChecked(status.getByRole('checkbox', { name: 'In Stock' }), false);
    await expect.poll(() => searchParam(page, 'inStock')).toBeNull();

    await page.goto('/shop');
    await setChecked(status.getByRole('checkbox', { name: 'On Sale' }), true);
    await expect(page).toHaveURL(/[?&]onSale=true(&|$)/);
    const onSale = await expectGridMatchesUrl(page, request);
    expect(onSale.total).toBe([...catalog.values()].filter((product) => product.discount > 0).length);
    for (const product of productsFor(
      catalog,
      onSale.cards.map((card) => card.id),
    )) {
      expect(product.discount, `${product.name} is discounted`).toBeGreaterThan(0);
    }
    // A discounted card shows the struck-through original price = price / (1 − discount/100), rounded.
    const firstSale = onSale.cards[0]!;
    const firstProduct = catalog.get(firstSale.id)!;
    const original = Math.round(firstProduct.price / (1 - firstProduct.discount / 100));
    expect(firstSale.text).toContain(`Original price: ₹${original.toLocaleString('en-IN')}`);

    await setChecked(status.getByRole('checkbox', { name: 'New Arrivals' }), true);
    await expect(page).toHaveURL(/onSale=true/);
    await expect(page).toHaveURL(/[?&]isNew=true(&|$)/);
    const newOnSale = await expectGridMatchesUrl(page, request);
    expect(newOnSale.total).toBeGreaterThan(0);
    for (const product of productsFor(
      catalog,
      newOnSale.cards.map((card) => card.id),
    )) {
      expect(product.isNew && product.discount > 0, `${product.name} is new and on sale`).toBe(true);
    }
    await expect(page.getByRole('main').getByRole('article').getByText('New', { exact: true })).toHaveCount(newOnSale.cards.length);

    await filters(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/shop\??$/);
    await expect(status.getByRole('checkbox', { name: 'New Arrivals' })).not.toBeChecked();
    await expect(status.getByRole('checkbox', { name: 'On Sale' })).not.toBeChecked();
    await expect(filters(page).getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  test('sorting by price orders the cards low to high and high to low', async ({ page, request }) => {
    await page.goto('/shop');
    await expectGridMatchesUrl(page, request);

    await sortSelect(page).selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/[?&]sort=price-low(&|$)/);
    const low = await expectGridMatchesUrl(page, request);
    const lowPrices = low.cards.map((card) => card.price);
    expect(isAscending(lowPrices), `ascending: ${lowPrices.join(', ')}`).toBe(true);
    expect(lowPrices[0]).toBeLessThan(lowPrices[lowPrices.length - 1]!);

    await sortSelect(page).selectOption({ label: 'Price: High to Low' });
    await expect(page).toHaveURL(/[?&]sort=price-high(&|$)/);
    const high = await expectGridMatchesUrl(page, request);
    const highPrices = high.cards.map((card) => card.price);
    expect(isDescending(highPrices), `descending: ${highPrices.join(', ')}`).toBe(true);
    expect(highPrices[0]).toBeGreaterThan(lowPrices[lowPrices.length - 1]!);

    // The order holds across pages: page 2 continues below page 1.
    await page.getByRole('navigation', { name: 'Shop pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    const second = await expectGridMatchesUrl(page, request);
    const secondPrices = second.cards.map((card) => card.price);
    expect(isDescending(secondPrices)).toBe(true);
    expect(secondPrices[0]).toBeLessThanOrEqual(highPrices[highPrices.length - 1]!);

    await sortSelect(page).selectOption({ label: 'Featured' });
    await expect.poll(() => searchParam(page, 'sort')).toBeNull();
    // Changing the sort starts again at page 1.
    expect(searchParam(page, 'page')).toBeNull();
  });

  test('pagination moves to page 2 with different products', async ({ page, request }) => {
    await page.goto('/shop');
    const first = await expectGridMatchesUrl(page, request);
    const pages = page.getByRole('navigation', { name: 'Shop pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Page 9' })).toBeVisible();

    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const second = await expectGridMatchesUrl(page, request);
    expect(second.cards).toHaveLength(PAGE_SIZE);
    await expect(resultCount(page)).toHaveText('Showing 13–24 of 98 products');
    const overlap = second.cards.filter((card) => first.cards.some((other) => other.id === card.id));
    expect(overlap, 'page 2 shares no product with page 1').toEqual([]);

    await pages.getByRole('link', { name: /^Next/ }).click();
    await expect(page).toHaveURL(/\/shop\?page=3$/);
    await expectGridMatchesUrl(page, request);

    await pages.getByRole('link', { name: 'Page 9' }).click();
    await expect(page).toHaveURL(/\/shop\?page=9$/);
    const last = await expectGridMatchesUrl(page, request);
    expect(last.cards).toHaveLength(98 - 8 * PAGE_SIZE);
    await expect(resultCount(page)).toHaveText('Showing 97–98 of 98 products');
    await expect(pages.getByText('Next')).toHaveAttribute('aria-disabled', 'true');

    await pages.getByRole('link', { name: /^Previous/ }).click();
    await expect(page).toHaveURL(/\/shop\?page=8$/);
  });

  test('a shared URL with filters restores them', async ({ page, request }) => {
    const catalog = await catalogById(request);
    await page.goto('/shop?category=lighting&minPrice=500&maxPrice=5000&inStock=true&sort=price-high');

    const panel = filters(page);
    await expect(panel.getByRole('radio', { name: 'Lighting', exact: true })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'In Stock' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'On Sale' })).not.toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'New Arrivals' })).not.toBeChecked();
    await expect(minSlider(page)).toHaveValue('500');
    await expect(maxSlider(page)).toHaveValue('5000');
    await expect(sortSelect(page)).toHaveValue('price-high');
    await expect(panel.getByRole('button', { name: 'Clear filters' })).toBeEnabled();

    const { cards, total } = await expectGridMatchesUrl(page, request);
    expect(total).toBeGreaterThan(0);
    const products = productsFor(
      catalog,
      cards.map((card) => card.id),
    );
    for (const product of products) {
      expect(product.category).toBe('lighting');
      expect(product.stock).toBeGreaterThan(0);
      expect(product.price).toBeGreaterThanOrEqual(500);
      expect(product.price).toBeLessThanOrEqual(5000);
    }
    expect(isDescending(cards.map((card) => card.price))).toBe(true);
    expect(total).toBe([...catalog.values()].filter((p) => p.category === 'lighting' && p.stock > 0 && p.price >= 500 && p.price <= 5000).length);
  });

  test('the back button restores the previous filters', async ({ page, request }) => {
    await page.goto('/shop');
    await expectGridMatchesUrl(page, request);
    const panel = filters(page);
    const inStock = panel.getByRole('checkbox', { name: 'In Stock' });
    const onSale = panel.getByRole('checkbox', { name: 'On Sale' });

    await setChecked(inStock, true);
    await expect(page).toHaveURL(/\/shop\?inStock=true$/);
    const stockOnly = await expectGridMatchesUrl(page, request);

    await setChecked(onSale, true);
    await expect(page).toHaveURL(/inStock=true&onSale=true$/);
    const both = await expectGridMatchesUrl(page, request);
    expect(both.total).toBeLessThan(stockOnly.total);

    await setChecked(panel.getByRole('radio', { name: 'Switches', exact: true }), true);
    await expect(page).toHaveURL(/category=switches/);
    await expectGridMatchesUrl(page, request);

    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?inStock=true&onSale=true$/);
    await expect(panel.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(onSale).toBeChecked();
    expect((await expectGridMatchesUrl(page, request)).total).toBe(both.total);

    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?inStock=true$/);
    await expect(inStock).toBeChecked();
    await expect(onSale).not.toBeChecked();
    expect((await expectGridMatchesUrl(page, request)).total).toBe(stockOnly.total);

    await page.goBack();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(inStock).not.toBeChecked();
    expect((await expectGridMatchesUrl(page, request)).total).toBe(98);

    await page.goForward();
    await expect(page).toHaveURL(/\/shop\?inStock=true$/);
    await expect(inStock).toBeChecked();

    // Slider positions follow the history too.
    await maxSlider(page).fill('2000');
    await expect(page).toHaveURL(/maxPrice=2000/);
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?inStock=true$/);
    await expect(maxSlider(page)).toHaveValue('10000');
    const cards = await readCards(page.getByRole('main'));
    expect(cards.length).toBeGreaterThan(0);
  });
});
