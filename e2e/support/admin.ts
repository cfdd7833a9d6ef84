import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sharedAdminToken } from './admin-session';

export { ADMIN_EMAIL } from './admin-session';

/**
 * Opens the admin site signed in as the shop's owner with the run's shared session (admin-session.ts):
 * journeys that need staff to set something up do not spend one of the admin's hourly codes each.
 * (admin-journey.spec.ts signs in through the form.) Answers the session token for API set-up calls.
 */
export async function signInToAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const token = await sharedAdminToken(request);
  await page.addInitScript((value) => localStorage.setItem('wattsonAdminToken', value), token);
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return token;
}
