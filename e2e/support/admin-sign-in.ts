import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { readCode } from '../fixtures/mailbox';

const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@wattson.local';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'e2e-admin-password';

/**
 * Signs in at /admin/ with the password and the mailed code. Other journeys sign the same admin in
 * concurrently and a new code voids the previous one, so a refused code is retried with a fresh one.
 * (The same steps as admin-journey.spec.ts, for journeys that need staff to set something up.)
 */
export async function signInToAdmin(page: Page, request: APIRequestContext): Promise<void> {
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
    if (await dashboard.isVisible()) return;
    if (attempt === 3) throw new Error(`The admin code was refused three times: ${await refusal.textContent()}`);
    sentAt = new Date();
    await page.getByRole('button', { name: 'Send a new code' }).click();
  }
}
