import { expect, test } from './support/test';
import { readCode } from './fixtures/mailbox';

const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@wattson.local';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'e2e-admin-password';
const REDIRECT = { timeout: 6000 };

test('an admin signs in with the second code sent to the admin email', async ({ page, request }) => {
  // Two 2 s redirects and a mailed code: more than the default 30 s on a busy machine.
  test.slow();
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  const sentAt = new Date();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page.getByText('OTP sent to admin email!')).toBeVisible();
  // No session before the second code.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page).toHaveURL(/\/otp-signin$/, REDIRECT);

  await page.getByLabel('Verification code').fill(await readCode(request, ADMIN_EMAIL, sentAt));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Admin verification successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, REDIRECT);

  const main = page.getByRole('main');
  await expect(main.getByText('Administrator', { exact: true })).toBeVisible();
  await expect(main.getByTitle(ADMIN_EMAIL)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Open Admin Site' })).toBeVisible();

  const tokens = await page.evaluate(() => ({ token: localStorage.getItem('token'), adminToken: localStorage.getItem('adminToken') }));
  expect(tokens.token).toBeTruthy();
  expect(tokens.adminToken).toBe(tokens.token);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My profile' }).click();
  const profile = page.getByRole('region', { name: 'My Profile' });
  await expect(profile.getByText('Admin Account')).toBeVisible();
  await expect(profile.getByText('Customer')).toHaveCount(0);
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);

  // The hand-off: the admin site opens signed in, and no code or token is left in the address.
  await account.getByRole('button', { name: 'Admin Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).toMatch(/^\/admin\/?/);
  expect(page.url()).not.toContain('handoff');
  expect(page.url()).not.toContain(tokens.token ?? 'no-token');
});
