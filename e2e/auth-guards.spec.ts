import { expect, test } from './support/test';
import { uniqueEmail } from './fixtures/mailbox';

const REDIRECT = { timeout: 6000 };

test('/otp-signin without an email in navigation state goes back to sign-in after the delay', async ({ page }) => {
  await page.goto('/otp-signin');
  await expect(page.getByText('No email provided. Redirecting to Sign In...')).toBeVisible();
  // Still here while the message is read (spec: redirect after 2 s, not at once).
  await expect(page).toHaveURL(/\/otp-signin$/);
  await expect(page).toHaveURL(/\/sign-in$/, REDIRECT);
});

test('/profile without a token asks to sign in, then redirects', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByText('Authentication required. Please sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page).toHaveURL(/\/sign-in$/, REDIRECT);
});

test('/dashboard without a token goes to sign-in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in$/, REDIRECT);
});

test('a wrong password is refused with the same message as an unknown email', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email and password are required' })).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(process.env.ADMIN_EMAIL ?? 'admin@wattson.local');
  await page.getByLabel('Password', { exact: true }).fill('definitely-wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('registration checks the form in the browser with the spec messages', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'All fields are required' })).toBeVisible();

  await page.getByLabel('Name').fill('Ravi');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await page.getByLabel('Confirm Password').fill('long-enough-2');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('a token the server no longer accepts is dropped and the shopper is sent to sign in (spec §8)', async ({ page }) => {
  await page.goto('/sign-in');
  await page.evaluate(() => {
    localStorage.setItem('token', 'revoked-or-made-up-token');
    localStorage.setItem('userId', 'someone');
  });
  // The count fetches run with the stored user id; their 401 clears the session and redirects.
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userId')])).toEqual([null, null]);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('/profile with an expired session says so, then redirects', async ({ page }) => {
  await page.goto('/sign-in');
  await page.evaluate(() => localStorage.setItem('token', 'expired-session-token'));
  await page.goto('/profile');
  await expect(page.getByText('Session expired. Please sign in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/, REDIRECT);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
