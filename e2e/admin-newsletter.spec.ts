import type { APIRequestContext } from '@playwright/test';
import { sharedAdminToken } from './support/admin-session';
import { expect, test } from './support/test';

test.describe.configure({ mode: 'serial' });

let adminToken = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  adminToken = await sharedAdminToken(request);
  await request.dispose();
});

async function subscribe(request: APIRequestContext, email: string): Promise<void> {
  const res = await request.post('/api/newsletter', { data: { email } });
  expect(res.status(), await res.text()).toBe(201);
}

/** The unsubscribe link of the welcome mail, read from the dev mailbox (a path on this server). */
async function unsubscribeLink(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        text: string;
        headers: Record<string, string> | null;
      }[];
      const mail = mails[0];
      link = /https?:\/\/[^/\s]+(\/newsletter\/unsubscribe\?\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
      return mail?.headers?.['List-Unsubscribe-Post'] === 'List-Unsubscribe=One-Click' && link !== '';
    })
    .toBe(true);
  return link;
}

test('staff find a subscriber by email and unsubscribe them', async ({ page, request }) => {
  const email = `news-${Date.now()}@example.in`;
  await subscribe(request, email);

  await page.addInitScript((value) => localStorage.setItem('wattsonAdminToken', value), adminToken);
  await page.goto('/admin/content/newsletter');
  await expect(page.getByRole('heading', { name: 'Newsletter' })).toBeVisible();
  await expect(page.getByText(/\d+ (people are|person is) subscribed/)).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(email);
  await page.getByLabel('Search', { exact: true }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Footer or blog')).toBeVisible();

  await row.getByRole('button', { name: `Unsubscribe ${email}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Unsubscribe from the newsletter?' });
  await dialog.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByText(`${email} is unsubscribed`)).toBeVisible();
  await expect(page.getByText('No subscribers match this search.')).toBeVisible();

  await page.getByLabel('Show', { exact: true }).selectOption('unsubscribed');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: email })
      .getByText(/^Unsubscribed/),
  ).toBeVisible();
});

test('a subscriber leaves from the link in their welcome mail, without signing in', async ({ page, request }) => {
  const email = `leaver-${Date.now()}@example.in`;
  await subscribe(request, email);
  const link = await unsubscribeLink(request, email);

  // A tampered link is refused and changes nothing.
  await page.goto(link.replace(/token=([\w-])/, (_m, first: string) => `token=${first === 'A' ? 'B' : 'A'}`));
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter?' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  // Opening the link again shows it done.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  const listed = await request.get(`/api/admin/newsletter/subscribers?status=unsubscribed&q=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(((await listed.json()) as { total: number }).total).toBe(1);
});
