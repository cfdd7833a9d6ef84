import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectCards } from './support/cards';
import { listProducts, type ProductQuery } from './support/catalog';

const PAGE_SIZE = 12;

interface FacetValue {
  value: string;
  count: number;
}
interface Facet {
  key: string;
  label: string;
  kind: string;
  values?: FacetValue[];
}

const facets = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const fieldset = (page: Page, legend: string | RegExp) => facets(page).getByRole('group', { name: legend });

/** The API query the page's URL stands for. */
function queryOf(page: Page): ProductQuery {
  const url = new URL(page.url());
  const query: ProductQuery = { category: 'lighting', pageSize: PAGE_SIZE };
  for (const [key, value] of url.searchParams) query[key] = value;
  return query;
}

async function expectGridMatchesUrl(page: Page, request: Parameters<typeof listProducts>[0]) {
  const expected = await listProducts(request, queryOf(page));
  await expectCards(
    page.getByRole('main'),
    expected.items.map((item) => item._id),
    `cards for ${page.url()}`,
  );
  return expected;
}

test.describe('filtering a category', () => {
  test('the facets arrive rendered by the server, with counts', async ({ request }) => {
    const html = await (await request.get('/categories/lighting')).text();
    expect(html).toContain('Wattage');
    expect(html).toMatch(/Philips<\/span><span[^>]*>\(\d+\)/);
  });

  test('brand and wattage filters, chips, Clear all and the back button', async ({ page, request }) => {
    await page.goto('/categories/lighting');
    const all = await expectGridMatchesUrl(page, request);

    // Tick a brand: the URL carries it and the grid is the API's answer for it.
    await fieldset(page, 'Brand')
      .getByRole('checkbox', { name: /Philips/ })
      .first()
      .click();
    await expect(page).toHaveURL(/brand=Philips/);
    const philips = await expectGridMatchesUrl(page, request);
    expect(philips.total).toBeLessThan(all.total);
    await expect(page.getByRole('button', { name: /Remove filter Philips/ })).toBeVisible();

    // Values that would empty the list are shown, disabled.
    const answer = (await listProducts(request, queryOf(page))) as unknown as { facets: Facet[] };
    const dead = answer.facets.flatMap((f) =>
      f.key !== 'brand' && f.values ? f.values.filter((v) => v.count === 0).map((v) => ({ facet: f, value: v })) : [],
    )[0];
    if (dead) await expect(fieldset(page, dead.facet.label).getByRole('checkbox', { name: new RegExp(`^${dead.value.value}`) })).toBeDisabled();

    // A wattage range in watts.
    await fieldset(page, /Wattage/)
      .getByLabel('Wattage from (W)')
      .fill('5');
    await fieldset(page, /Wattage/)
      .getByLabel('Wattage to (W)')
      .fill('12');
    await fieldset(page, /Wattage/)
      .getByRole('button', { name: 'Go' })
      .click();
    await expect(page).toHaveURL(/r\.wattage=5\.\.12/);
    await expectGridMatchesUrl(page, request);
    await expect(page.getByRole('button', { name: 'Remove filter Wattage: 5–12 W' })).toBeVisible();

    // Clear all, then back: the filters return from the URL.
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).not.toHaveURL(/brand=|r\.wattage/);
    await expectGridMatchesUrl(page, request);
    await page.goBack();
    await expect(page).toHaveURL(/r\.wattage=5\.\.12/);
    await expect(
      fieldset(page, 'Brand')
        .getByRole('checkbox', { name: /Philips/ })
        .first(),
    ).toBeChecked();
    await expectGridMatchesUrl(page, request);
  });
});
