import { test as base, type Page } from '@playwright/test';

/**
 * A server-rendered page shows before its code has made it live (the entry waits for the first paint).
 * Journeys about what a person does on a live page wait for that after each navigation they start
 * themselves (`goto`, `reload`); what happens before it (held clicks, typed text, scroll, no
 * JavaScript at all) has journeys of its own in server-rendering.spec.ts, which use Playwright's own test.
 */
async function waitUntilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('page-scripts') || document.documentElement.dataset.hydrated === 'true');
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        await waitUntilLive(page);
        return response;
      };
      page.reload = async (...args: Parameters<Page['reload']>) => {
        const response = await reload(...args);
        await waitUntilLive(page);
        return response;
      };
    }
    await use(page);
  },
});

export { expect } from '@playwright/test';
