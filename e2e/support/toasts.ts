import { expect, type Page } from '@playwright/test';

/**
 * Closes every open toast. They sit top-right over the navigation's cart and wishlist icons for 5 s
 * (spec §9), and Playwright waits for a covered link to be clickable.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.Toastify__toast');
  // A toast may still be sliding in (not stable) or close by itself mid-click (detached): a click that
  // waited for such an element would wait for ever, so each attempt is short and the loop checks again.
  await expect(async () => {
    const closer = page.locator('.Toastify').getByRole('button', { name: 'close' }).first();
    if ((await closer.count()) > 0) await closer.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(toasts).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
