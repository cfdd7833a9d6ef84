import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { readCode, uniqueEmail } from './fixtures/mailbox';

/** Creates a verified shopper through the API, then signs in through the page like a person would. */
async function signedInShopper(page: Page, request: APIRequestContext, password: string): Promise<string> {
  const email = uniqueEmail('settings');
  const sentAt = new Date();
  expect((await request.post('/api/auth/signup', { data: { username: 'Neha Iyer', email, password } })).status()).toBe(201);
  expect((await request.post('/api/auth/verify-otp', { data: { email, otp: await readCode(request, email, sentAt) } })).ok()).toBe(true);

  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  return email;
}

test('account settings: password, preferences and account deletion all work', async ({ page, request }) => {
  // A whole journey with several 2 s redirects and mailed codes: more than the default 30 s on a busy machine.
  test.slow();
  const password = 'ceiling-fan-blade-9';
  const newPassword = 'ceiling-fan-blade-10';
  const email = await signedInShopper(page, request, password);

  await page.goto('/profile?section=settings');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();

  // Update Password: a wrong current password is refused, the right one works.
  await page.getByLabel('Current Password').fill('not-my-password');
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /incorrect/i })).toBeVisible();
  await page.getByLabel('Current Password').fill(password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated. Other devices have been signed out.')).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveValue('');

  // Save Preferences: the choice survives a reload.
  const newsletter = page.getByRole('checkbox', { name: 'Newsletter' });
  const wasChecked = await newsletter.isChecked();
  await newsletter.setChecked(!wasChecked);
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked({ checked: !wasChecked });

  // Mobile-style menu state is exposed to assistive technology.
  await page.setViewportSize({ width: 375, height: 800 });
  const toggle = page.getByRole('button', { name: 'Account menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Orders' })).toBeVisible();
  await toggle.click();
  await page.setViewportSize({ width: 1366, height: 900 });

  // Delete Account asks again, with the password, in a dialog.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const login = await request.post('/api/auth/login', { data: { email, password: newPassword } });
  expect(login.status()).toBe(401);
});
