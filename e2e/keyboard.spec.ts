import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';

interface FocusStyle {
  focusVisible: boolean;
  outlineStyle: string;
  outlineWidth: string;
  outlineColor: string;
  boxShadow: string;
}

/** The computed focus styles of the element that has focus now. */
async function activeFocusStyle(page: Page): Promise<FocusStyle & { label: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) throw new Error('nothing is focused');
    const style = getComputedStyle(element);
    return {
      label: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName,
      focusVisible: element.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: style.outlineWidth,
      outlineColor: style.outlineColor,
      boxShadow: style.boxShadow,
    };
  });
}

function isTransparent(color: string): boolean {
  return color === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);
}

/** A focus ring is either a visible outline or a box-shadow. */
function hasVisibleIndicator(style: FocusStyle): boolean {
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !isTransparent(style.outlineColor);
  const shadow = style.boxShadow !== 'none' && style.boxShadow.trim() !== '';
  return outline || shadow;
}

async function expectVisibleFocus(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const style = await activeFocusStyle(page);
  expect(style.focusVisible, `${style.label} matches :focus-visible`).toBe(true);
  expect(hasVisibleIndicator(style), `${style.label} shows a focus ring (outline ${style.outlineStyle} ${style.outlineColor}, shadow ${style.boxShadow})`).toBe(
    true,
  );
}

test.describe('keyboard and accessibility', () => {
  test('Tab from the top reaches the skip link and then the navigation links, each with a visible focus ring', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Popular Products' })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expectVisibleFocus(page, skip);
    await expect(skip).toBeInViewport();

    const nav = page.getByRole('navigation', { name: 'Main' });
    const order = [
      nav.getByRole('link', { name: 'Wattson home' }),
      nav.getByRole('link', { name: 'Home', exact: true }),
      nav.getByRole('link', { name: 'Shop', exact: true }),
      nav.getByRole('button', { name: 'Category', exact: true }),
      nav.getByRole('link', { name: 'About', exact: true }),
      nav.getByRole('link', { name: 'Contact', exact: true }),
      nav.getByRole('link', { name: 'Blog', exact: true }),
      nav.getByRole('button', { name: 'Search products' }),
      nav.getByRole('link', { name: 'Wishlist' }),
      nav.getByRole('link', { name: 'Cart' }),
    ];
    for (const target of order) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page, target);
    }

    // The skip link moves focus past the navigation into the page.
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/shop$/);
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(focusedInMain, 'the next Tab lands inside main').toBe(true);
  });

  test('the Popular Products tabs follow the arrow-key pattern with a visible focus', async ({ page }) => {
    await page.goto('/');
    const tablist = page.getByRole('tablist', { name: 'Product collections' });
    const all = tablist.getByRole('tab', { name: 'All Products' });
    await all.focus();
    await page.keyboard.press('ArrowRight');
    const newArrivals = tablist.getByRole('tab', { name: 'New Arrivals' });
    await expectVisibleFocus(page, newArrivals);
    await expect(newArrivals).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tablist.getByRole('tab', { name: 'Best Sellers' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(all).toBeFocused();
    // Only the selected tab is in the Tab order (roving tabindex).
    await expect(tablist.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  });

  test('every image on the home page has an alt attribute', async ({ page }) => {
    await page.goto('/');
    // Wait for the lazy parts (category tiles, product cards) so their images are counted too.
    await expect(page.getByRole('region', { name: 'Shop by Category' }).getByRole('link')).toHaveCount(10);
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toBeVisible();

    const images = page.locator('img');
    expect(await images.count()).toBeGreaterThan(10);
    const missing = await page.locator('img:not([alt])').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
    expect(missing, 'images without alt').toEqual([]);

    // Informative images (banner, product cards) have real text; empty alt is only for decorative ones.
    await expect(page.getByRole('img', { name: 'Illustration of an LED bulb' })).toHaveCount(1);
    const cardImages = page.getByRole('tabpanel').locator('article img');
    const cardAlts = await cardImages.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('alt') ?? ''));
    expect(cardAlts.length).toBeGreaterThan(0);
    expect(cardAlts.filter((alt) => alt.trim() === '')).toEqual([]);
  });
});
