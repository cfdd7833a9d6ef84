import { expect, test } from './support/test';
import { getCategories, listProducts } from './support/catalog';
import { expectMail, marker } from './support/content';
import { readCode, uniqueEmail } from './fixtures/mailbox';
import { createShopper, signInAs, SHOPPER_PASSWORD } from './support/shopper';

const REDIRECT = { timeout: 6000 };

test.describe('unknown addresses answer 404 with their own panels', () => {
  test('an unknown product: HTTP 404 and the product not-found panel', async ({ page }) => {
    const response = await page.goto('/products/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByText('No product with id "no-such-product" exists.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Shop' })).toBeVisible();
  });

  test('an unknown post: HTTP 404 and Blog Not Found', async ({ page }) => {
    const response = await page.goto('/blogs/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Blog Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blogs' })).toBeVisible();
  });

  test('an unknown category or sub-category: HTTP 404 with the spec text; known ones answer 200', async ({ page }) => {
    const unknown = await page.goto('/categories/moon-rocks');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText('No products found in the moon-rocks category.')).toBeVisible();
    expect((await page.goto('/categories/lighting/not-a-sub'))?.status()).toBe(404);
    expect((await page.goto('/categories/lighting'))?.status()).toBe(200);
    expect((await page.goto('/products/1'))?.status()).toBe(200);
    expect((await page.goto('/blogs/ceiling-fans-for-chennai-humidity'))?.status()).toBe(200);
  });

  test("a sub-category with no products says 'No products available in this category'", async ({ page, request }) => {
    const categories = await getCategories(request);
    let empty: string | undefined;
    for (const item of categories.flatMap((category) => category.submenuGroups.flatMap((group) => group.items))) {
      const [category, sub] = item.path.split('/');
      if ((await listProducts(request, { category, sub, pageSize: 1 })).total === 0) {
        empty = item.path;
        break;
      }
    }
    test.skip(empty === undefined, 'every sub-category of the seeded catalog has products');
    await page.goto(`/categories/${empty}`);
    await expect(page.getByText('No products available in this category')).toBeVisible();
  });
});

test.describe('the cart without an account', () => {
  test('an empty guest cart says so and offers Continue Shopping, never "No token found"', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByText('No token found')).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });
});

test.describe('the blog counts for real', () => {
  test('statistics come from the posts; a signed-in like and bookmark survive a reload', async ({ page, request }) => {
    test.slow();
    const stats = (await (await request.get('/api/blog-stats')).json()) as { totalPosts: number; totalCategories: number };
    await page.goto('/blogs');
    const box = page.getByRole('region', { name: 'Blog Statistics' });
    await expect(box.getByText('Total Posts')).toBeVisible();
    await expect(box.locator('dd').first()).toHaveText(String(stats.totalPosts));
    await expect(box.locator('dd').nth(2)).toHaveText(String(stats.totalCategories));

    const shopper = await createShopper(request, 'liker');
    await signInAs(page, shopper);
    const post = 'safe-diy-wiring-checklist';
    const before = (await (await request.get(`/api/blogs/${post}`)).json()) as { likes: number };
    await page.goto(`/blogs/${post}`);
    const like = page.getByRole('button', { name: /^Like,/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText(String(before.likes + 1));
    await page.getByRole('button', { name: 'Bookmark' }).click();
    await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');

    // Another browser of the same shopper (no local storage carried over) sees both.
    await page.context().clearCookies();
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('wattson:blog-')) localStorage.removeItem(key);
    });
    await page.reload();
    await expect(page.getByRole('button', { name: /^Like,/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();
    const reactions = await request.get(`/api/blogs/${post}/reactions`, { headers: { Authorization: `Bearer ${shopper.token}` } });
    expect(await reactions.json()).toEqual({ likes: before.likes + 1, liked: true, bookmarked: true });
    // Leave the post as it was for other journeys.
    for (const kind of ['like', 'bookmark']) {
      await request.delete(`/api/blogs/${post}/${kind}`, { headers: { Authorization: `Bearer ${shopper.token}` } });
    }
  });
});

test.describe('spec §8 on the profile', () => {
  test('with a stored user id, an expired session still shows the profile message and waits 2 s', async ({ page }) => {
    await page.goto('/sign-in');
    await page.evaluate(() => {
      localStorage.setItem('token', 'expired-session-token');
      localStorage.setItem('userId', '00000000-0000-4000-8000-000000000000');
    });
    await page.goto('/profile');
    await expect(page.getByText('Session expired. Please sign in again.')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page).toHaveURL(/\/sign-in$/, REDIRECT);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userId')])).toEqual([null, null]);
  });
});

test.describe('profile pencils', () => {
  test('the name saves at once; the email changes after the code sent to the new address', async ({ page, request }) => {
    test.slow();
    const shopper = await createShopper(request, 'pencil');
    await signInAs(page, shopper);
    await page.goto('/profile');
    const profile = page.getByRole('region', { name: 'My Profile' });

    await profile.getByRole('button', { name: 'Edit name' }).click();
    await profile.getByLabel('Name').fill('Meera Krishnan');
    await profile.getByRole('button', { name: 'Save Name' }).click();
    await expect(profile.getByText('Meera Krishnan')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'My Profile' }).getByText('Meera Krishnan')).toBeVisible();

    const newEmail = uniqueEmail('moved');
    await profile.getByRole('button', { name: 'Edit email' }).click();
    await profile.getByLabel('New email').fill(newEmail);
    await profile.getByLabel('Current password').fill(SHOPPER_PASSWORD);
    const sentAt = new Date();
    await profile.getByRole('button', { name: 'Send Code' }).click();
    await expect(profile.getByText('We sent a 6-digit code to')).toBeVisible();
    await profile.getByLabel('Verification code').fill(await readCode(request, newEmail, sentAt));
    await profile.getByRole('button', { name: 'Confirm New Email' }).click();
    await expect(page.getByText('Your email has been changed.')).toBeVisible();
    await expect(profile.getByTitle(newEmail).first()).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}')).toMatchObject({ email: newEmail });
    // The old address is told.
    const told = await expectMail(request, shopper.email, 'Your Wattson email was changed', newEmail);
    expect(told.text).toContain(newEmail);
  });

  test('a password change is mailed to the account', async ({ page, request }) => {
    test.slow();
    const shopper = await createShopper(request, 'pwmail');
    await signInAs(page, shopper);
    await page.goto('/profile?section=settings');
    await page.getByLabel('Current Password', { exact: true }).fill(SHOPPER_PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill('brass-switch-panel-77');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('brass-switch-panel-77');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectMail(request, shopper.email, 'Your Wattson password was changed', 'from your profile');
  });
});

test('email addresses wrap at "@" rather than mid-word on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const shopper = await createShopper(request, `averyveryverylongmailboxname${marker('x').replace(/-/g, '')}`);
  await signInAs(page, shopper);
  await page.goto('/profile');
  const email = page.getByRole('region', { name: 'My Profile' }).getByTitle(shopper.email);
  await expect(email).toBeVisible();
  // Two parts, split at the @; each stays on one line (cut with an ellipsis when too long).
  const parts = email.locator(':scope > span[aria-hidden] > span');
  await expect(parts).toHaveCount(2);
  await expect(parts.nth(1)).toHaveText(/^@/);
  for (const part of await parts.all()) {
    const lines = await part.evaluate((element) =>
      Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight || '20')),
    );
    expect(lines).toBeLessThanOrEqual(1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('the shop has a favicon and app icons', async ({ page, request }) => {
  await page.goto('/');
  for (const selector of ['link[rel="icon"][href="/favicon.ico"]', 'link[rel="apple-touch-icon"]', 'link[rel="manifest"]']) {
    const href = await page.locator(selector).getAttribute('href');
    expect(href, selector).toBeTruthy();
    expect((await request.get(href!)).status(), href!).toBe(200);
  }
});
