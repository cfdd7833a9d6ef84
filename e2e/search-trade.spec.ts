import { expect, test } from './support/test';
import { expectCards } from './support/cards';
import { listProducts } from './support/catalog';

const phone = { width: 390, height: 844 };

test.describe('search that speaks the trade', () => {
  test('a Hindi word in Devanagari finds fans, and the search page has facets', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('पंखा')}`);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toContainText(/Fan/);
    const facets = page.getByRole('complementary', { name: 'Filters' });
    await facets.getByRole('combobox', { name: 'Category' }).selectOption('fans');
    await expect(page).toHaveURL(/category=fans/);
    // The category's own facets (sweep in mm) join brand and rating.
    await expect(facets.getByRole('group', { name: /Sweep/ })).toBeVisible();
    await facets
      .getByRole('group', { name: 'Brand' })
      .getByRole('checkbox', { name: /Havells/ })
      .click();
    await expect(page).toHaveURL(/brand=Havells/);
    await expect(cards.first()).toContainText('Havells');
  });

  test('on a phone the filters open in a drawer whose button shows the results', async ({ page, request }) => {
    await page.setViewportSize(phone);
    await page.goto('/categories/fans');
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toBeVisible();
    // Closed, the facets take no room above the products.
    await expect(page.getByRole('group', { name: 'Brand' })).toBeHidden();
    await filters.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer
      .getByRole('group', { name: 'Brand' })
      .getByRole('checkbox', { name: /Crompton/ })
      .click();
    await expect(page).toHaveURL(/brand=Crompton/);
    const expected = await listProducts(request, { category: 'fans', brand: 'Crompton', pageSize: 12 });
    const show = drawer.getByRole('button', { name: `Show ${expected.total} result${expected.total === 1 ? '' : 's'}` });
    await expect(show).toBeVisible();
    await show.click();
    await expect(drawer).toBeHidden();
    await expectCards(
      page.getByRole('main'),
      expected.items.map((item) => item._id),
      'the filtered fans',
    );
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });
});

test.describe('compare', () => {
  test('ticks two fans from cards, compares them side by side, shows only differences, shares the link and removes one', async ({ page }) => {
    await page.goto('/categories/fans');
    const cards = page.getByRole('main').getByRole('article');
    await cards
      .nth(0)
      .getByRole('checkbox', { name: /^Compare / })
      .check();
    await cards
      .nth(1)
      .getByRole('checkbox', { name: /^Compare / })
      .check();
    await cards.nth(1).getByRole('link', { name: 'View comparison (2)' }).click();
    await expect(page).toHaveURL(/\/compare\?ids=[^,]+,[^,]+$/);
    const table = page.getByRole('table', { name: 'Products side by side' });
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    // Every attribute of fans in a row, with its unit.
    await expect(table.getByRole('rowheader', { name: 'Sweep (mm)' })).toBeVisible();
    const rowsBefore = await table.getByRole('row').count();
    await page.getByRole('checkbox', { name: 'Show only differences' }).check();
    await expect.poll(async () => table.getByRole('row').count()).toBeLessThan(rowsBefore);
    await expect(table.getByRole('rowheader', { name: 'Price (before GST)' })).toBeVisible();

    // The link opens the same comparison in a browser that never saw it.
    const shared = page.url();
    const other = await page.context().browser()?.newContext();
    if (!other) throw new Error('no second browser context');
    const visitor = await other.newPage();
    await visitor.goto(shared);
    await expect(visitor.getByRole('table', { name: 'Products side by side' }).getByRole('columnheader')).toHaveCount(2);
    await other.close();

    const [first] = await table.getByRole('columnheader').allInnerTexts();
    await table
      .getByRole('button', { name: /^Remove .* from the comparison$/ })
      .first()
      .click();
    await expect(table.getByRole('columnheader')).toHaveCount(1);
    await expect(table.getByRole('columnheader')).not.toContainText(first?.split('\n')[0] ?? '');
    // Kept in the browser: a reload shows what is left.
    await page.goto('/compare');
    await expect(page).toHaveURL(/\/compare\?ids=[^,]+$/);
  });

  test('the product page adds to the comparison, and a product of another category starts a new one', async ({ page }) => {
    await page.goto('/products/2');
    // Related products below have their own boxes: this one is named by the product.
    await page.getByRole('checkbox', { name: 'Compare Havells Ambrose 1200 mm Ceiling Fan Pearl White', exact: true }).check();
    await expect(page.getByRole('link', { name: 'View comparison (1)' })).toBeVisible();
    await page.goto('/products/1');
    await page.getByRole('checkbox', { name: 'Compare Philips 9W LED Bulb B22 Cool Daylight', exact: true }).check();
    await expect(page.getByText('a new comparison has started')).toBeVisible();
    await page.getByRole('link', { name: 'View comparison (1)' }).click();
    await expect(page).toHaveURL(/\/compare\?ids=1$/);
    await expect(page.getByRole('rowheader', { name: 'Wattage (W)' })).toBeVisible();
  });
});
