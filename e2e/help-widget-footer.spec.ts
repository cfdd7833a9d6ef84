import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniqueEmail } from './fixtures/mailbox';
import { getSiteInfo } from './support/catalog';
import { expectMail, marker } from './support/content';

function helpButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Need help? Chat with us' });
}

function helpPanel(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Need help?' });
}

async function openHelp(page: Page): Promise<Locator> {
  await expect(helpButton(page)).toHaveAttribute('aria-expanded', 'false');
  await helpButton(page).click();
  const panel = helpPanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

interface LinkTarget {
  label: string;
  path: string;
  /** The h1 of the page the link opens. */
  heading: string;
}

const QUICK_LINKS: LinkTarget[] = [
  { label: 'Home', path: '/', heading: 'Wattson — electrical and lighting store' },
  { label: 'Products', path: '/products', heading: 'All Products' },
  { label: 'About Us', path: '/about', heading: 'Powering Indian homes with the right electricals' },
  { label: 'Blogs', path: '/blogs', heading: 'Our Blog' },
  { label: 'Contact', path: '/contact', heading: 'Contact Us' },
];

const SERVICE_LINKS: LinkTarget[] = [
  { label: 'FAQ', path: '/faq', heading: 'Frequently Asked Questions' },
  { label: 'Shipping Policy', path: '/shipping-policy', heading: 'Shipping Policy' },
  { label: 'Return Policy', path: '/return-policy', heading: 'Return Policy' },
  { label: 'Privacy Policy', path: '/privacy-policy', heading: 'Privacy Policy' },
  { label: 'Terms & Conditions', path: '/terms', heading: 'Terms & Conditions' },
];

/** A real page: its own heading, its own title, never the not-found page. */
async function expectPage(page: Page, target: LinkTarget): Promise<void> {
  await expect(page).toHaveURL(target.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  await expect(page).not.toHaveTitle(/Page not found/);
}

function footer(page: Page): Locator {
  return page.getByRole('contentinfo');
}

test.describe('help widget', () => {
  test('opens from the floating button, checks its fields, sends a message that reaches the shop mailbox', async ({ page, request }) => {
    test.slow();
    const site = await getSiteInfo(request);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });

    await page.goto('/');
    const panel = await openHelp(page);
    await expect(page.getByRole('button', { name: 'Close help' })).toHaveCount(2);
    const name = panel.getByRole('textbox', { name: 'Your name' });
    const email = panel.getByRole('textbox', { name: 'Your email' });
    const message = panel.getByRole('textbox', { name: 'Your message' });
    await expect(message).toBeFocused();

    // Nothing filled in: the browser says what is missing and sends nothing.
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Full name is required');
    await name.fill('Farhan Shaikh');
    await email.fill('farhan.example.com');
    await message.fill('Hi');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Please enter a valid email');
    expect(alerts).toEqual([]);

    const token = marker('widget');
    const sender = uniqueEmail('widget');
    const text = `Do you stock 1.5 sq mm FR wire in red and black? Need 4 coils. ${token}`;
    await email.fill(sender);
    await message.fill(text);
    const [response] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === '/api/contact' && res.request().method() === 'POST'),
      panel.getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(response.status()).toBe(201);
    await expect(page.locator('.Toastify').getByText('Your message has been sent! We will get back to you soon.')).toBeVisible();
    expect(alerts, 'no browser alert').toEqual([]);
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(message).toHaveValue('');
    await expect(name).toHaveValue('Farhan Shaikh');

    const mail = await expectMail(request, site.email, 'New contact message: Help widget message', token);
    expect(mail.text).toContain(`From: Farhan Shaikh <${sender}>`);
    expect(mail.text).toContain(text);

    // Escape closes the panel and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(helpPanel(page)).toHaveCount(0);
    await expect(helpButton(page)).toBeFocused();
  });

  test('its three FAQ links open real help pages', async ({ page }) => {
    await page.goto('/');
    let panel = await openHelp(page);
    await expect(panel.getByRole('listitem')).toHaveText(['How do I track my order?', 'What is your return policy?', 'Do you offer installation?']);

    await panel.getByRole('link', { name: 'How do I track my order?' }).click();
    await expect(page).toHaveURL('/faq#track-order');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await expect(page.getByRole('heading', { level: 3, name: 'How do I track my order?' })).toBeInViewport();
    await expect(helpPanel(page)).toHaveCount(0);

    panel = await openHelp(page);
    await panel.getByRole('link', { name: 'What is your return policy?' }).click();
    await expectPage(page, { label: '', path: '/return-policy', heading: 'Return Policy' });
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();

    panel = await openHelp(page);
    await panel.getByRole('link', { name: 'Do you offer installation?' }).click();
    await expect(page).toHaveURL('/faq#installation');
    const question = page.getByRole('heading', { level: 3, name: 'Do you offer installation?' });
    await expect(question).toBeInViewport();
    await expect(page.locator('#installation')).toContainText('licensed electrician');
  });
});

test.describe('footer', () => {
  test('shows the shop contact details and lists the Quick Links and Customer Service links', async ({ page, request }) => {
    const site = await getSiteInfo(request);
    await page.goto('/');
    const foot = footer(page);
    await expect(foot).toContainText('Premium electrical and lighting solutions');
    await expect(foot).toContainText('trading since 2005');
    await expect(foot).toContainText(site.address);
    await expect(foot.getByRole('link', { name: site.phone })).toHaveAttribute('href', `tel:${site.phone.replace(/[^\d+]/g, '')}`);
    await expect(foot.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(foot.getByRole('navigation', { name: 'Quick Links' }).getByRole('link')).toHaveText(QUICK_LINKS.map((link) => link.label));
    await expect(foot.getByRole('navigation', { name: 'Customer Service' }).getByRole('link')).toHaveText(SERVICE_LINKS.map((link) => link.label));
  });

  for (const [group, links] of [
    ['Quick Links', QUICK_LINKS],
    ['Customer Service', SERVICE_LINKS],
  ] as const) {
    test(`every ${group} link on the home page opens a page with its own heading`, async ({ page }) => {
      test.slow();
      for (const link of links) {
        // Home is tested from the shop page, where following it is a real navigation.
        await page.goto(link.path === '/' ? '/shop' : '/');
        await footer(page).getByRole('navigation', { name: group }).getByRole('link', { name: link.label, exact: true }).click();
        await expectPage(page, link);
        if (group === 'Customer Service') {
          // Real content: several sections and a way to ask more.
          expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(4);
          await expect(page.getByRole('navigation', { name: 'Help and policies' }).getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
            'aria-current',
            'page',
          );
        }
      }
    });
  }

  test('the footer newsletter subscribes and the address is stored', async ({ page, request }) => {
    await page.goto('/');
    const foot = footer(page);
    const address = uniqueEmail('footer-news');
    await foot.getByLabel('Email address').fill(address);
    await foot.getByRole('button', { name: 'Subscribe' }).click();
    await expect(foot.getByRole('status')).toHaveText('Thank you for subscribing!');
    await expect(foot.getByLabel('Email address')).toHaveValue('');

    const again = await request.post('/api/newsletter', { data: { email: address } });
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual({ message: 'You are already subscribed.' });
  });
});

test.describe('about page', () => {
  test('shows the figures and a contact button that opens /contact', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | Wattson');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Powering Indian homes with the right electricals');
    for (const heading of ['Our Story', 'Our Mission', 'Our Vision', 'Our Leadership']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Our Leadership' }).getByRole('listitem')).toHaveCount(4);

    const figures = page.getByRole('region', { name: 'Wattson in figures' });
    await expect(figures.getByRole('definition')).toHaveText(['1+', '100+', '50+', '5+']);
    await expect(figures.getByRole('term')).toHaveText([/years/i, /products/i, /clients/i, /cities/i]);

    const contact = page.getByRole('main').getByRole('link', { name: 'Contact Us' });
    await expect(contact).toHaveAttribute('href', '/contact');
    await contact.click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });
});
