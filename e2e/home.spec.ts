import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { cardIds, expectCards } from './support/cards';
import { catalogById, getCategories, getSiteInfo, listProducts, productsFor } from './support/catalog';

const CATEGORY_ORDER = ['lighting', 'switches', 'wiring', 'fans', 'appliances', 'automation', 'plugs', 'protection', 'tools', 'accessories'];

function banner(page: Page): Locator {
  return page.getByRole('region', { name: 'Featured collections' });
}

function slide(page: Page, number: number): Locator {
  return banner(page).locator(`[aria-roledescription="slide"][aria-label="${number} of 3"]`);
}

function dot(page: Page, number: number): Locator {
  return banner(page).getByRole('button', { name: `Go to slide ${number}` });
}

async function expectCurrentSlide(page: Page, number: number, timeout?: number): Promise<void> {
  await expect(dot(page, number)).toHaveAttribute('aria-current', 'true', { timeout });
  for (const other of [1, 2, 3].filter((n) => n !== number)) {
    await expect(dot(page, other)).not.toHaveAttribute('aria-current', 'true');
    // Off-screen slides are inert, so their links cannot be tabbed to.
    await expect(slide(page, other)).toHaveJSProperty('inert', true);
  }
  await expect(slide(page, number)).toHaveJSProperty('inert', false);
  await expect(slide(page, number).getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 0.9 });
}

function categoryStrip(page: Page): Locator {
  return page.getByRole('region', { name: 'Shop by Category' });
}

test.describe('home page', () => {
  test('shows the announcement bar, navigation and a three-slide banner with Shop Now links', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Wattson/);
    await expect(page.getByText('Custom available - No extra charges')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Shop', 'About', 'Contact', 'Blog']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Category opens the category menu on the page (ADR 39), so it is a button.
    await expect(nav.getByRole('button', { name: 'Category', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();

    const slides = banner(page).locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    for (let index = 0; index < 3; index += 1) {
      // Every slide's call to action reads 'Shop Now' (its accessible name adds which collection).
      await expect(slides.nth(index).locator('a', { hasText: 'Shop Now' })).toHaveCount(1);
    }
    await expect(banner(page).getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(3);
    await expectCurrentSlide(page, 1);
    await expect(banner(page).getByRole('link', { name: /^Shop Now\s*: lighting$/ })).toHaveAttribute('href', '/categories/lighting');
  });

  test('dots switch slides, arrows wrap around and Shop Now opens the slide target', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await expectCurrentSlide(page, 1);

    await dot(page, 3).click();
    await expectCurrentSlide(page, 3);
    await expect(slide(page, 3).getByRole('heading', { name: 'A smarter, safer home' })).toBeVisible();

    await dot(page, 2).click();
    await expectCurrentSlide(page, 2);
    await expect(slide(page, 2).getByRole('heading', { name: 'Stay cool, stay comfortable' })).toBeVisible();

    // Infinite: next from the last slide is the first, previous from the first is the last.
    await dot(page, 3).click();
    await expectCurrentSlide(page, 3);
    await banner(page).getByRole('button', { name: 'Next slide' }).click();
    await expectCurrentSlide(page, 1);
    await banner(page).getByRole('button', { name: 'Previous slide' }).click();
    await expectCurrentSlide(page, 3);

    await dot(page, 2).click();
    await expectCurrentSlide(page, 2);
    await banner(page)
      .getByRole('link', { name: /^Shop Now\s*: fans and appliances$/ })
      .click();
    await expect(page).toHaveURL(/\/categories\/fans$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fans' })).toBeVisible();
  });

  test('autoplay advances the banner every 3 seconds without interaction', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await expectCurrentSlide(page, 1);
    // Record in the page when each dot becomes current, so the interval is measured without polling lag.
    await page.evaluate(() => {
      const dots = Array.from(document.querySelectorAll<HTMLButtonElement>('button[aria-label^="Go to slide"]'));
      const observer = new MutationObserver(() => {
        const current = dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
        const log = document.body.dataset.slideLog ?? '';
        document.body.dataset.slideLog = `${log}${log ? ';' : ''}${current + 1}@${Math.round(performance.now())}`;
      });
      for (const dot of dots) observer.observe(dot, { attributes: true, attributeFilter: ['aria-current'] });
    });

    // Spec §9: a new slide every 3000 ms (500 ms slide); allow slack for a loaded machine.
    await expectCurrentSlide(page, 2, 6_000);
    await expectCurrentSlide(page, 3, 6_000);
    await expectCurrentSlide(page, 1, 6_000);

    const log = await page.evaluate(() => document.body.dataset.slideLog ?? '');
    // Each change flips two dots (old off, new on); keep the moments a dot became current.
    const changes: Array<{ slide: number; at: number }> = [];
    for (const entry of log.split(';')) {
      const [slide, at] = entry.split('@').map(Number);
      if (slide && at !== undefined && slide > 0 && changes[changes.length - 1]?.slide !== slide) changes.push({ slide, at });
    }
    expect(changes.map((change) => change.slide)).toEqual([2, 3, 1]);
    const intervals = changes.slice(1).map((change, index) => change.at - changes[index]!.at);
    test.info().annotations.push({ type: 'slide intervals (ms)', description: intervals.join(', ') });
    for (const interval of intervals) {
      // A timer never fires early, so the lower bound is tight; the upper bound leaves room for a busy CPU.
      expect(interval, `interval between slides (${intervals.join(', ')} ms)`).toBeGreaterThanOrEqual(2_900);
      expect(interval).toBeLessThan(5_000);
    }
  });

  test('category strip shows ten tiles; hovering Lighting opens a wide sub-menu; a tile opens its category', async ({ page, request }) => {
    test.slow();
    const categories = await getCategories(request);
    expect(categories.map((category) => category.category)).toEqual(CATEGORY_ORDER);
    const lighting = categories[0]!;

    // A window tall enough for the strip and an open menu. Had pointing at them to scroll the page, the scroll
    // would turn the navigation bar compact and move the page under the pointer, which could slide off the
    // tile and close the menu, as it would for a person.
    await page.setViewportSize({ width: 1366, height: 1400 });
    await page.goto('/');
    const strip = categoryStrip(page);
    await expect(strip.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
    // With every sub-menu closed, the only links in the strip are the ten tiles, in catalog order.
    const tiles = strip.getByRole('link');
    await expect(tiles).toHaveText(categories.map((category) => category.name));
    for (const category of categories) {
      await expect(strip.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('href', `/categories/${category.category}`);
    }

    const lightingTile = strip.getByRole('link', { name: 'Lighting', exact: true });
    const panelId = await lightingTile.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();
    await expect(lightingTile).toHaveAttribute('aria-expanded', 'false');

    await lightingTile.hover();
    await expect(panel).toBeVisible();
    await expect(lightingTile).toHaveAttribute('aria-expanded', 'true');
    const box = await panel.boundingBox();
    expect(box, 'sub-menu has a layout box').not.toBeNull();
    expect(box!.width).toBeGreaterThanOrEqual(600);
    await expect(panel.getByRole('link', { name: 'View All Lighting Products' })).toHaveAttribute('href', '/categories/lighting');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(lighting.submenuGroups.map((group) => group.title));
    expect(lighting.submenuGroups.map((group) => group.title)).toEqual(['Indoor', 'Outdoor', 'Smart', 'Decorative']);
    for (const group of lighting.submenuGroups) {
      for (const item of group.items) {
        await expect(panel.getByRole('link', { name: item.name, exact: true })).toHaveAttribute('href', `/categories/${item.path}`);
      }
    }

    // Leaving the tile closes the menu again.
    await page.mouse.move(5, 5);
    await expect(panel).toBeHidden();

    // A sub-menu item goes to its sub-category page. Pointing, as a person does, again if the menu had
    // closed under a still pointer before the click (seen once in a few full runs on a loaded machine,
    // never alone): what this journey checks is where the item leads, and that the menu opens to it.
    const firstItem = lighting.submenuGroups[0]!.items[0]!;
    const subLink = panel.getByRole('link', { name: firstItem.name, exact: true });
    // The click does not wait for the navigation: the sub-category page may take seconds to load on a
    // busy machine, and a second pass must not point at a home page that is already being left.
    const subCategoryUrl = new RegExp(`/categories/${firstItem.path}$`);
    await expect(async () => {
      if (!subCategoryUrl.test(page.url())) {
        await lightingTile.hover();
        await expect(subLink).toBeInViewport({ timeout: 2_000 });
        await subLink.click({ timeout: 2_000, noWaitAfter: true });
      }
      await expect(page).toHaveURL(subCategoryUrl, { timeout: 10_000 });
    }).toPass({ timeout: 40_000 });
    await expect(page.getByRole('heading', { level: 1, name: firstItem.name })).toBeVisible();

    // Clicking a tile itself goes to the category route.
    await page.goto('/');
    await categoryStrip(page).getByRole('link', { name: 'Fans', exact: true }).click();
    await expect(page).toHaveURL(/\/categories\/fans$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fans' })).toBeVisible();
  });

  test('the sub-menu also opens from the keyboard and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const tile = categoryStrip(page).getByRole('link', { name: 'Switches', exact: true });
    await tile.focus();
    // Focus alone does not open it (ten tab stops, not a hundred); arrow down does.
    await expect(tile).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(tile).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await tile.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('link', { name: 'View All Switches Products' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test('Popular Products tabs show all, new, featured and best-selling products from the catalog', async ({ page, request }) => {
    test.slow();
    const catalog = await catalogById(request);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Popular Products' });
    const tablist = section.getByRole('tablist', { name: 'Product collections' });
    await expect(tablist.getByRole('tab')).toHaveText(['All Products', 'New Arrivals', 'Featured', 'Best Sellers']);
    const panel = section.getByRole('tabpanel');

    const cases = [
      { tab: 'All Products', params: { pageSize: 8, sort: 'featured' }, check: () => true },
      { tab: 'New Arrivals', params: { pageSize: 8, isNew: true, sort: 'newest' }, check: (id: string) => catalog.get(id)?.isNew === true },
      { tab: 'Featured', params: { pageSize: 8, featured: true }, check: (id: string) => catalog.get(id)?.isFeatured === true },
      { tab: 'Best Sellers', params: { pageSize: 8, bestSeller: true }, check: (id: string) => catalog.get(id)?.isBestSeller === true },
    ] as const;

    const shownPerTab: string[][] = [];
    for (const { tab, params, check } of cases) {
      const tabButton = tablist.getByRole('tab', { name: tab });
      await tabButton.click();
      await expect(tabButton).toHaveAttribute('aria-selected', 'true');
      await expect(tablist.getByRole('tab', { selected: true })).toHaveCount(1);
      await expect(panel).toHaveAttribute('aria-labelledby', (await tabButton.getAttribute('id')) ?? 'missing-id');

      const expected = await listProducts(request, params);
      const cards = await expectCards(
        panel,
        expected.items.map((item) => item._id),
        `cards under ${tab}`,
      );
      expect(cards.length, `${tab} shows products`).toBeGreaterThan(0);
      expect(cards.length).toBeLessThanOrEqual(8);
      const failing = cards.filter((card) => !check(card.id)).map((card) => card.name);
      expect(failing, `${tab}: every card matches the tab`).toEqual([]);
      // The card shows the catalog's name and price.
      const products = productsFor(
        catalog,
        cards.map((card) => card.id),
      );
      expect(cards.map((card) => [card.name, card.price])).toEqual(products.map((product) => [product.name, product.price]));
      shownPerTab.push(cards.map((card) => card.id));
    }

    // The tabs filter for real: New Arrivals is not just a slice of All Products.
    const newArrivals = shownPerTab[1]!;
    expect(newArrivals.every((id) => catalog.get(id)?.isNew)).toBe(true);
    expect(shownPerTab[0]).not.toEqual(newArrivals);
    expect([...catalog.values()].filter((product) => product.isNew).length).toBeGreaterThan(0);

    // Back to All Products restores the first list.
    await tablist.getByRole('tab', { name: 'All Products' }).click();
    await expect.poll(() => cardIds(panel)).toEqual(shownPerTab[0]);
  });

  test('footer shows the shop description, phone, email and address', async ({ page, request }) => {
    const site = await getSiteInfo(request);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Premium electrical and lighting solutions');
    await expect(footer).toContainText('since 2005');
    await expect(footer.getByText(site.address)).toBeVisible();
    const phone = footer.getByRole('link', { name: site.phone });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', `tel:${site.phone.replace(/[^\d+]/g, '')}`);
    const email = footer.getByRole('link', { name: site.email });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('href', `mailto:${site.email}`);
    const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' });
    await expect(quickLinks.getByRole('link')).toHaveText(['Home', 'Products', 'About Us', 'Blogs', 'Contact']);
    await expect(footer.getByRole('navigation', { name: 'Customer Service' }).getByRole('link')).toHaveText([
      'FAQ',
      'Shipping Policy',
      'Return Policy',
      'Privacy Policy',
      'Terms & Conditions',
    ]);
    // The help widget floats on every page.
    await expect(page.getByRole('button', { name: 'Need help? Chat with us' })).toBeVisible();
  });

  test('an unknown route shows the 404 page with a way back', async ({ page }) => {
    const response = await page.goto('/no-such-page/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('/no-such-page/here');
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.getByText('Custom available - No extra charges')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Popular Products' })).toBeVisible();
  });
});
