import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { readCode, uniqueEmail } from './fixtures/mailbox';

const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@wattson.local';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'e2e-admin-password';

/** Password, then the code mailed to `codeTo` (retried once: other journeys sign the same owner in and void codes). */
async function signIn(page: Page, request: APIRequestContext, email: string, password: string, codeTo: string, trust: boolean): Promise<void> {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  let sentAt = new Date();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible();
  for (let attempt = 1; ; attempt += 1) {
    await page.getByLabel('Sign-in code').fill(await readCode(request, codeTo, sentAt));
    if (trust) await page.getByLabel(/Trust this browser/).check();
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    const dashboard = page.getByRole('heading', { name: 'Dashboard' });
    const refusal = page.getByRole('alert');
    await expect(dashboard.or(refusal)).toBeVisible();
    if (await dashboard.isVisible()) return;
    if (attempt === 3) throw new Error(`The code was refused three times: ${await refusal.textContent()}`);
    sentAt = new Date();
    await page.getByRole('button', { name: 'Send a new code' }).click();
  }
}

async function readInviteLink(request: APIRequestContext, to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as { text: string }[];
        link = /(https?:\/\/\S+\/admin\/accept-invite#token=\S+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
        return link;
      },
      { message: `an invitation mailed to ${to}`, timeout: 10_000 },
    )
    .toContain('#token=');
  return new URL(link).pathname + new URL(link).hash;
}

test('the owner invites a support person, who signs in with their own code and is refused the catalog', async ({ page, request, browser }) => {
  test.slow();
  const staffEmail = uniqueEmail('support');

  await test.step('the owner signs in once and trusts this browser; a second tab needs no sign-in', async () => {
    await signIn(page, request, ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_EMAIL, true);
    const tab = await page.context().newPage();
    await tab.goto('/admin/orders');
    await expect(tab.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await tab.close();
  });

  await test.step('the owner invites a support person by email', async () => {
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Invite a staff member' });
    await form.getByLabel('Email').fill(staffEmail);
    await form.getByLabel('Role').selectOption('support');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${staffEmail}.`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Open invitations' }).getByText(staffEmail)).toBeVisible();
  });

  await test.step('signed out, the trusted browser signs the owner in with the password alone', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    // Back on the screen they were on, with no code asked.
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  });

  const other = await browser.newContext();
  const staffPage = await other.newPage();
  await test.step('the invited person sets a password from the link', async () => {
    await staffPage.goto(await readInviteLink(request, staffEmail));
    await expect(staffPage.getByRole('heading', { name: 'Join the staff' })).toBeVisible();
    expect(staffPage.url()).not.toContain('token');
    await staffPage.getByLabel('Your name').fill('Ravi Kumar');
    await staffPage.getByLabel('Password').fill('copper-lamp-77');
    await staffPage.getByRole('button', { name: 'Set password' }).click();
    await expect(staffPage.getByText('Your password is set. Sign in with your email and password.')).toBeVisible();
  });

  await test.step('they sign in with the code mailed to them and see only their part of the admin', async () => {
    await signIn(staffPage, request, staffEmail, 'copper-lamp-77', staffEmail, false);
    const nav = staffPage.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveCount(0);
    await staffPage.goto('/admin/products');
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Not part of your role' })).toBeVisible();
    const token = await staffPage.evaluate(() => localStorage.getItem('wattsonAdminToken'));
    const refused = await request.get('/api/admin/products/table', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
  });
  await other.close();
});
