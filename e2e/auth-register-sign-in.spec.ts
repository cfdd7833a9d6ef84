import { expect, test } from './support/test';
import { readCode, uniqueEmail } from './fixtures/mailbox';

/** Spec §9: the redirects wait 2 s; allow a little more for a loaded machine. */
const REDIRECT = { timeout: 6000 };

test('a shopper registers with the emailed code, signs in, sees the profile and logs out', async ({ page, request }) => {
  // A whole journey with several 2 s redirects and mailed codes: more than the default 30 s on a busy machine.
  test.slow();
  const name = 'Asha Verma';
  const email = uniqueEmail('shopper');
  const password = 'copper-wire-lamp-42';

  await page.goto('/register');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  const sentAt = new Date();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Registration successful! Redirecting to OTP verification...')).toBeVisible();
  await expect(page).toHaveURL(/\/otp-register$/, REDIRECT);
  expect(await page.evaluate(() => sessionStorage.getItem('registrationEmail'))).toBe(email);

  await page.getByLabel('Verification code').fill(await readCode(request, email, sentAt));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verification successful! Redirecting...')).toBeVisible();
  // The code signs the new shopper in (spec §7 stores the token and user), and a link goes on at once.
  await expect(page.getByRole('link', { name: 'Start shopping now' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, REDIRECT);
  expect(await page.evaluate(() => sessionStorage.getItem('registrationEmail'))).toBeNull();

  // Out, and back in with the password.
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue now' })).toHaveAttribute('href', '/');
  // The bar switches at once, before the 2 s redirect.
  await expect(nav.getByRole('link', { name: 'My profile' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, REDIRECT);

  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userId: localStorage.getItem('userId'),
    user: localStorage.getItem('user'),
    cookie: document.cookie,
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.userId).toBeTruthy();
  expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ email, username: name, isAdmin: false });
  expect(stored.cookie).toContain(`userToken=${stored.token}`);

  await nav.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const profile = page.getByRole('region', { name: 'My Profile' });
  await expect(profile.getByText(name)).toBeVisible();
  // The address is one element (wrapping only at its @), titled with the whole of it.
  await expect(profile.getByTitle(email)).toBeVisible();
  await expect(profile.getByText('Customer')).toBeVisible();
  await expect(profile.getByText('Active')).toBeVisible();
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(account.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);

  await account.getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto('/profile');
  await expect(page.getByText('Authentication required. Please sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/, REDIRECT);
});

test('signing in before verifying leads to the code page with the email remembered', async ({ page, request }) => {
  // A whole journey with several 2 s redirects and mailed codes: more than the default 30 s on a busy machine.
  test.slow();
  const email = uniqueEmail('unverified');
  const password = 'switchboard-fan-77';
  await page.goto('/register');
  await page.getByLabel('Name').fill('Kiran Rao');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/otp-register$/, REDIRECT);

  // A new tab session: the remembered email is gone, as if the shopper came back later.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const sentAt = new Date();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/otp-register$/);
  await expect(page.getByText(/Please verify your email first/)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.getByLabel('Verification code').fill(await readCode(request, email, sentAt));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/, REDIRECT);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a forgotten password is reset with an emailed code', async ({ page, request }) => {
  // A whole journey with several 2 s redirects and mailed codes: more than the default 30 s on a busy machine.
  test.slow();
  const email = uniqueEmail('forgetful');
  const oldPassword = 'old-socket-board-1';
  const newPassword = 'new-socket-board-2';
  const signedUp = new Date();
  const signup = await request.post('/api/auth/signup', { data: { username: 'Meera', email, password: oldPassword } });
  expect(signup.status()).toBe(201);
  const verify = await request.post('/api/auth/verify-otp', { data: { email, otp: await readCode(request, email, signedUp) } });
  expect(verify.ok()).toBe(true);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  const requested = new Date();
  await page.getByRole('button', { name: 'Send Code' }).click();

  await page.getByLabel('Verification code').fill(await readCode(request, email, requested));
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Your password has been reset. Please sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/, REDIRECT);

  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
});
