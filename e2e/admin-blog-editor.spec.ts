import { signInToAdmin } from './support/admin';
import { listProducts } from './support/catalog';
import { expect, test } from './support/test';

/**
 * The blog in the admin (ADR 66). Staff write a post in the rich-text editor (bold text, a list), attach a product with the
 * picker, keep it as a draft that the storefront does not show, then publish it: it appears on /blogs
 * with the product under it. (An admin-* journey, so it runs after the storefront's blog journeys,
 * whose expectations a new post or category would change while they ran.) And the owner edits the
 * blog's categories, which are the storefront's filter chips.
 */
test('staff write a post with bold text, a list and a product, keep it as a draft, then publish it to the blog', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signInToAdmin(page, request);
  const { items } = await listProducts(request, { category: 'lighting', pageSize: 12 });
  const product = items[0];
  if (!product) throw new Error('no lighting product to attach');
  const title = `Wiring a porch light safely ${Date.now()}`;

  await page.goto('/admin/content/blogs/new');
  const form = page.getByRole('form', { name: 'New blog post' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category').selectOption('Safety');
  await form.getByLabel('Author', { exact: true }).fill('Meera Pillai');
  await form.getByLabel('Short description').fill('An outdoor light needs the right cable, an RCCB and a weatherproof box.');

  // The body, written with the toolbar as a person would: a sentence with a bold word, then a list.
  const body = form.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('Before anything else, ');
  await form.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('switch off the MCB');
  await form.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' and test the wire.');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('An IP65 fitting');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Armoured cable');
  await expect(body.locator('strong')).toHaveText('switch off the MCB');
  await expect(body.locator('ul > li')).toHaveText(['An IP65 fitting', 'Armoured cable']);

  // The product picker finds the product by name and attaches it.
  await form.getByLabel('Find a product').fill(product.name);
  await form
    .getByRole('button', { name: `Attach ${product.name}` })
    .first()
    .click();
  await expect(form.getByRole('list', { name: 'Attached products' })).toContainText(product.name);

  // A new post starts as a draft.
  await expect(form.getByRole('radio', { name: /^Draft/ })).toBeChecked();
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('The draft was saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/blogs\/[a-z0-9-]+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  try {
    // Staff see it listed as a draft; shoppers see nothing of it.
    await page.goto('/admin/content/blogs');
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Draft');
    expect((await request.get(`/api/blogs/${id}`)).status()).toBe(404);
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    await page.goto(`/blogs/${id}`);
    await expect(page.getByRole('heading', { name: 'Blog Not Found' })).toBeVisible();

    // Publish it.
    await page.goto(`/admin/content/blogs/${id}`);
    const edit = page.getByRole('form', { name: `Edit ${title}` });
    await expect(edit.getByRole('textbox', { name: 'Body' }).locator('strong')).toHaveText('switch off the MCB');
    await edit.getByRole('radio', { name: /^Published/ }).check();
    await edit.getByRole('button', { name: 'Publish post' }).click();
    await expect(page.getByText('The post is on the blog')).toBeVisible();

    // On the blog, with its bold text, its list and its product.
    await page.goto('/blogs');
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const article = page.getByRole('article', { name: title });
    await expect(article.locator('strong', { hasText: 'switch off the MCB' })).toBeVisible();
    for (const item of ['An IP65 fitting', 'Armoured cable']) await expect(article.locator('ul > li', { hasText: item })).toBeVisible();
    const related = page.getByRole('region', { name: 'Related Products' });
    await expect(related).toContainText(product.name);
    await expect(related.getByRole('link', { name: product.name })).toHaveAttribute('href', `/products/${product._id}`);
  } finally {
    // The storefront's blog journeys count the seeded posts: leave the blog as it was.
    await request.delete(`/api/admin/blogs/${id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

test('the owner adds a blog category that the blog offers as a chip; one that posts use cannot be deleted', async ({ page, request }) => {
  await signInToAdmin(page, request);
  const name = `Solar ${Date.now() % 100_000}`;

  await page.goto('/admin/content/blog-categories');
  const form = page.getByRole('form', { name: 'New blog category' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText(`${name} was added`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Blog categories' });
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText(name.toLowerCase().replace(' ', '-'));

  try {
    await page.goto('/blogs');
    await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('button')).toHaveText([
      'All',
      'Lighting',
      'Wiring',
      'Safety',
      'Energy saving',
      name,
    ]);

    // Wiring holds posts: the owner is told to move them first, and it stays.
    await page.goto('/admin/content/blog-categories');
    await page.getByRole('button', { name: 'Delete Wiring' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this category?' });
    await dialog.getByRole('button', { name: 'Delete category' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/The blog category Wiring is used by \d+ posts?; move them to another category first/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(table.getByRole('row', { name: /Wiring/ })).toBeVisible();
  } finally {
    // The new one has no post: it goes, and the blog's chips are as the storefront journeys expect.
    await page.goto('/admin/content/blog-categories');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete this category?' }).getByRole('button', { name: 'Delete category' }).click();
    await expect(page.getByText(`${name} was deleted`)).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Blog categories' }).getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
