import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniqueEmail } from './fixtures/mailbox';
import { getSiteInfo } from './support/catalog';
import { expectMail, marker } from './support/content';

interface ContactFields {
  fullName: Locator;
  email: Locator;
  phone: Locator;
  subject: Locator;
  message: Locator;
  send: Locator;
}

function contactForm(page: Page): ContactFields {
  const main = page.getByRole('main');
  return {
    fullName: main.getByRole('textbox', { name: 'Full Name', exact: true }),
    email: main.getByRole('textbox', { name: 'Email Address', exact: true }),
    phone: main.getByRole('textbox', { name: 'Phone Number (optional)', exact: true }),
    subject: main.getByRole('textbox', { name: 'Subject', exact: true }),
    message: main.getByRole('textbox', { name: 'Message', exact: true }),
    send: main.getByRole('button', { name: 'Send Message' }),
  };
}

/** Every POST /api/contact the page makes, so a test can prove the browser kept a bad form to itself. */
function countContactPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') posts += 1;
  });
  return () => posts;
}

test.describe('contact page', () => {
  test('shows the shop phone, email and address from the configuration and a map card without an iframe', async ({ page, request }) => {
    const site = await getSiteInfo(request);
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact Us | Wattson');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

    const main = page.getByRole('main');
    const call = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Call Us' }) });
    await expect(call.getByRole('link', { name: site.phone })).toHaveAttribute('href', `tel:${site.phone.replace(/[^\d+]/g, '')}`);
    const mail = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Email Us' }) });
    await expect(mail.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    const visit = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Visit Us' }) });
    await expect(visit).toContainText(site.address);

    const map = main.getByRole('region', { name: 'Find Our Store' });
    await expect(map).toContainText(site.address);
    const mapsLink = map.getByRole('link', { name: /^Open in Google Maps/ });
    await expect(mapsLink).toBeVisible();
    const href = await mapsLink.getAttribute('href');
    const url = new URL(href ?? '');
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('query')).toBe(site.address);
    await expect(mapsLink).toHaveAttribute('target', '_blank');
    await expect(mapsLink).toHaveAttribute('rel', /noopener/);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('required fields and a bad email are flagged in the browser before anything is sent', async ({ page }) => {
    const posts = countContactPosts(page);
    await page.goto('/contact');
    const form = contactForm(page);
    await expect(form.fullName).toBeVisible();

    await form.send.click();
    await expect(form.fullName).toHaveAccessibleDescription('Full name is required');
    await expect(form.email).toHaveAccessibleDescription('Email is required');
    await expect(form.subject).toHaveAccessibleDescription('Subject is required');
    await expect(form.message).toHaveAccessibleDescription(/^Message is required/);
    for (const field of [form.fullName, form.email, form.subject, form.message]) await expect(field).toHaveAttribute('aria-invalid', 'true');
    // Phone is optional.
    await expect(form.phone).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(form.fullName).toBeFocused();

    // Fixing a field clears its message as the visitor types; a bad email and phone get their own.
    await form.fullName.fill('Anil Kapoor');
    await expect(form.fullName).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText('Full name is required')).toHaveCount(0);
    await form.email.fill('anil.at.example.com');
    await form.phone.fill('call me');
    await form.subject.fill('Bulk order of MCBs');
    await form.message.fill('Please quote for 40 MCBs.');
    await form.send.click();
    await expect(form.email).toHaveAccessibleDescription('Please enter a valid email');
    await expect(form.phone).toHaveAccessibleDescription('Please enter a valid phone number (7–20 digits, spaces or +)');
    await expect(form.email).toBeFocused();
    await expect(form.subject).toHaveAttribute('aria-invalid', 'false');
    await expect(form.message).toHaveAttribute('aria-invalid', 'false');

    expect(posts(), 'an invalid form never reaches the server').toBe(0);
  });

  test('a valid message is sent, confirmed in the shop toast (no browser alert), and mailed to the shop', async ({ page, request }) => {
    test.slow();
    const site = await getSiteInfo(request);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });

    await page.goto('/contact');
    const form = contactForm(page);
    const token = marker('contact');
    const sender = uniqueEmail('contact');
    const subject = `Wiring quote for a 2BHK (${token})`;
    const message = `Hello, I need a quote for rewiring a 2BHK flat in Pune with FR cables and an RCCB.\nReference ${token}.`;
    await form.fullName.fill('Sneha Patil');
    await form.email.fill(sender);
    await form.phone.fill('+91 98220 12345');
    await form.subject.fill(subject);
    await form.message.fill(message);
    await expect(page.getByText(`${message.length} / 5000 characters`)).toBeVisible();

    const [response] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === '/api/contact' && res.request().method() === 'POST'),
      form.send.click(),
    ]);
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ fullName: 'Sneha Patil', email: sender, phone: '+91 98220 12345', subject, message });

    await expect(page.locator('.Toastify').getByText('Your message has been sent. We will contact you soon!')).toBeVisible();
    expect(alerts, 'no browser alert').toEqual([]);
    // The form starts over.
    for (const field of [form.fullName, form.email, form.phone, form.subject, form.message]) await expect(field).toHaveValue('');
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

    const mail = await expectMail(request, site.email, `New contact message: ${subject}`, token);
    expect(mail.to).toBe(site.email);
    expect(mail.text).toContain(`From: Sneha Patil <${sender}>`);
    expect(mail.text).toContain('Phone: +91 98220 12345');
    expect(mail.text).toContain(`Reply to: ${sender}`);
    expect(mail.text).toContain(message);
  });
});
