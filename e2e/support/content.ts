import { expect, type APIRequestContext } from '@playwright/test';
import type { BlogPost, BlogPostSummary } from '../../src/shared/content/blog.schema';

export type { BlogPost, BlogPostSummary };

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** The list the blog page asks for (newest first), with the same optional filters. */
export function listBlogs(request: APIRequestContext, filters: { q?: string; category?: string } = {}): Promise<BlogPostSummary[]> {
  const search = new URLSearchParams();
  if (filters.q !== undefined) search.set('q', filters.q);
  if (filters.category !== undefined) search.set('category', filters.category);
  const query = search.toString();
  return getJson<BlogPostSummary[]>(request, `/api/blogs${query ? `?${query}` : ''}`);
}

export function getBlog(request: APIRequestContext, id: string): Promise<BlogPost> {
  return getJson<BlogPost>(request, `/api/blogs/${encodeURIComponent(id)}`);
}

interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/**
 * Waits until the dev mailbox of `to` holds a mail with exactly this subject whose text contains `marker`
 * (a per-test token, so parallel tests and earlier mails never match), and returns it.
 */
export async function expectMail(request: APIRequestContext, to: string, subject: string, marker: string): Promise<MailboxEntry> {
  let found: MailboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return false;
        const mails = (await response.json()) as MailboxEntry[];
        found = mails.find((mail) => mail.subject === subject && mail.text.includes(marker));
        return found !== undefined;
      },
      { message: `a mail to ${to} with subject "${subject}" containing ${marker}`, timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll above only passes once the mail is found');
  return found;
}

/** A token to recognise this test's message among others. */
export function marker(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
