import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readCode } from '../fixtures/mailbox';

export const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@wattson.local';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'e2e-admin-password';

/**
 * Signs in at /admin/ with the password and the mailed code, as staff do. Other journeys sign the
 * same admin in and a new code voids the previous one, so a refused code is retried with a fresh one.
 * Answers the tab's session token, for the API calls a journey makes as staff to set up its data.
 */
export async function signInToAdmin(page: Page, request: APIRequestContext): Promise<string> {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  let sentAt = new Date();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible();
  for (let attempt = 1; ; attempt += 1) {
    await page.getByLabel('Sign-in code').fill(await readCode(request, ADMIN_EMAIL, sentAt));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    const dashboard = page.getByRole('heading', { name: 'Dashboard' });
    const refusal = page.getByRole('alert');
    await expect(dashboard.or(refusal)).toBeVisible();
    if (await dashboard.isVisible()) break;
    if (attempt === 3) throw new Error(`The admin code was refused three times: ${await refusal.textContent()}`);
    sentAt = new Date();
    await page.getByRole('button', { name: 'Send a new code' }).click();
  }
  const token = await page.evaluate(() => sessionStorage.getItem('wattsonAdminToken'));
  expect(token, 'the admin session token').toBeTruthy();
  return token ?? '';
}
