import { expect, type Page } from '@playwright/test';

/**
 * Closes every open toast. They sit top-right over the navigation's cart and wishlist icons for 5 s
 * (spec §9), and Playwright waits for a covered link to be clickable.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const closers = page.locator('.Toastify').getByRole('button', { name: 'close' });
  // Last to first, so a toast leaving the list never shifts the index of the next one to close.
  for (let index = (await closers.count()) - 1; index >= 0; index -= 1) await closers.nth(index).click();
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
}
