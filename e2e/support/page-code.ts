import type { Page } from '@playwright/test';

/** Holds back the code that makes a server-rendered page live, until the returned function is called. */
export async function holdPageCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
