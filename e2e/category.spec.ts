import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectCards, isAscending } from './support/cards';
import { catalogById, getCategories, listProducts, productsFor, type Category, type CategoryItem } from './support/catalog';

const PAGE_SIZE = 12;

function resultCount(page: Page) {
  return page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^Showing|^Loading/ });
}

function breadcrumb(page: Page) {
  return page.getByRole('navigation', { name: 'Breadcrumb' });
}

test.describe('category pages', () => {
  test('/categories/lighting lists only lighting products under a Lighting heading', async ({ page, request }) => {
    const catalog = await catalogById(request);
    const lightingCount = [...catalog.values()].filter((product) => product.category === 'lighting').length;
    expect(lightingCount).toBeGreaterThanOrEqual(5);

    const response = await page.goto('/categories/lighting');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Lighting' })).toBeVisible();
    await expect(page).toHaveTitle(/Lighting/);
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText([/Home/, 'Lighting']);
    await expect(breadcrumb(page).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    const expected = await listProducts(request, { category: 'lighting', pageSize: PAGE_SIZE });
    const cards = await expectCards(
      page.getByRole('main'),
      expected.items.map((item) => item._id),
    );
    expect(cards.length).toBe(Math.min(PAGE_SIZE, lightingCount));
    const categories = productsFor(
      catalog,
      cards.map((card) => card.id),
    ).map((product) => product.category);
    expect(categories, 'every card is a lighting product').toEqual(cards.map(() => 'lighting'));
    await expect(resultCount(page)).toHaveText(`Showing 1–${cards.length} of ${lightingCount} products`);

    // The sub-category chips: 'All Lighting' is current here.
    const chips = page.getByRole('navigation', { name: 'Lighting sub-categories' });
    await expect(chips.getByRole('link', { name: 'All Lighting' })).toHaveAttribute('aria-current', 'page');

    // Sorting works here too.
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/\/categories\/lighting\?sort=price-low$/);
    const sorted = await listProducts(request, { category: 'lighting', sort: 'price-low', pageSize: PAGE_SIZE });
    const sortedCards = await expectCards(
      page.getByRole('main'),
      sorted.items.map((item) => item._id),
    );
    expect(isAscending(sortedCards.map((card) => card.price))).toBe(true);

    // The footer is shown on category pages.
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a sub-category page shows its breadcrumb and only matching products', async ({ page, request }) => {
    const catalog = await catalogById(request);
    const categories = await getCategories(request);
    const lighting = categories.find((category: Category) => category.category === 'lighting');
    expect(lighting).toBeDefined();

    // A real sub path from the API that has products, e.g. lighting/led-bulbs.
    const items: CategoryItem[] = lighting!.submenuGroups.flatMap((group) => group.items);
    const withProducts = items.filter((item) => {
      const sub = item.path.split('/')[1];
      return [...catalog.values()].some((product) => product.category === 'lighting' && product.subCategory === sub);
    });
    expect(withProducts.length).toBeGreaterThan(0);
    const item = withProducts[0]!;
    const sub = item.path.split('/')[1]!;
    const inSub = [...catalog.values()].filter((product) => product.category === 'lighting' && product.subCategory === sub);

    await page.goto(`/categories/${item.path}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText([/Home/, /Lighting/, item.name]);
    await expect(breadcrumb(page).getByRole('link', { name: 'Lighting' })).toHaveAttribute('href', '/categories/lighting');
    await expect(breadcrumb(page).getByText(item.name)).toHaveAttribute('aria-current', 'page');

    const expected = await listProducts(request, { category: 'lighting', sub, pageSize: PAGE_SIZE });
    const cards = await expectCards(
      page.getByRole('main'),
      expected.items.map((product) => product._id),
    );
    expect(cards.length).toBe(inSub.length);
    for (const product of productsFor(
      catalog,
      cards.map((card) => card.id),
    )) {
      expect(product.category).toBe('lighting');
      expect(product.subCategory, `${product.name} belongs to ${item.path}`).toBe(sub);
    }

    // The chip of this sub-category is current; another chip switches the list.
    const chips = page.getByRole('navigation', { name: 'Lighting sub-categories' });
    await expect(chips.getByRole('link', { name: item.name, exact: true })).toHaveAttribute('aria-current', 'page');
    const other = withProducts[1];
    if (other) {
      await chips.getByRole('link', { name: other.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/categories/${other.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
      const otherSub = other.path.split('/')[1]!;
      const otherExpected = await listProducts(request, { category: 'lighting', sub: otherSub, pageSize: PAGE_SIZE });
      const otherCards = await expectCards(
        page.getByRole('main'),
        otherExpected.items.map((product) => product._id),
      );
      expect(
        productsFor(
          catalog,
          otherCards.map((card) => card.id),
        ).every((product) => product.subCategory === otherSub),
      ).toBe(true);
    }

    // The breadcrumb leads back up to the whole category.
    await breadcrumb(page).getByRole('link', { name: 'Lighting' }).click();
    await expect(page).toHaveURL(/\/categories\/lighting$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lighting' })).toBeVisible();
  });

  test('an unknown category says no products were found', async ({ page }) => {
    await page.goto('/categories/moon-rocks');
    await expect(page.getByText('No products found in the moon-rocks category.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'moon-rocks' })).toBeVisible();

    await page.goto('/categories/lighting/not-a-sub');
    await expect(page.getByText('No products found in the not-a-sub category.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    await expect(breadcrumb(page).getByRole('link', { name: 'Lighting' })).toBeVisible();
  });

  test('other category routes (fans, accessories) list at least five of their own products', async ({ page, request }) => {
    const catalog = await catalogById(request);
    const categories = await getCategories(request);
    // Two categories from the far ends of the strip keep this quick while still covering more than one route.
    for (const category of [categories[3]!, categories[9]!]) {
      await page.goto(`/categories/${category.category}`);
      await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
      const expected = await listProducts(request, { category: category.category, pageSize: PAGE_SIZE });
      expect(expected.total).toBeGreaterThanOrEqual(5);
      const cards = await expectCards(
        page.getByRole('main'),
        expected.items.map((product) => product._id),
      );
      expect(
        productsFor(
          catalog,
          cards.map((card) => card.id),
        ).every((product) => product.category === category.category),
      ).toBe(true);
    }
  });
});
