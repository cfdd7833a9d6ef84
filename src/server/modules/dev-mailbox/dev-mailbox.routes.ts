import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLoopbackHost } from '../../config.js';
import { latestMail } from '../../mail/mailer.js';
import { escapeHtml } from '../../http/escape-html.js';

/** A mail's own headers (List-Unsubscribe on newsletter mails), so a developer can check them without a mail server. */
function headerList(headers: Record<string, string> | null): string {
  if (!headers) return '';
  return `<ul>${Object.entries(headers)
    .map(([name, value]) => `<li><strong>${escapeHtml(name)}:</strong> ${escapeHtml(value)}</li>`)
    .join('')}</ul>`;
}

const mailboxQuery = z.object({ to: z.email({ message: 'must be an email address' }).optional() });

/** Outside production, to this machine only: the last 50 mails the shop "sent", so codes can be read without a mail server. */
export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.devMailbox) return;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Only this machine may read it: the peer must be loopback (not X-Forwarded-For, which anyone can
  // write) and so must the Host it was asked by (a proxy or a DNS-rebinding page names another).
  api.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host ?? '';
    const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
    if (!isLoopbackHost(request.socket.remoteAddress ?? '') || !isLoopbackHost(hostname)) {
      return reply.code(404).send({ message: 'Not found' });
    }
  });

  /** Codes are never stored: the full text of a code mail comes from this process's memory, if it sent it. */
  const readMailbox = async (to: string | undefined) => (await latestMail(app.db, to, 50)).map((m) => ({ ...m, text: app.mailer.fullText?.(m.id) ?? m.text }));

  api.get('/api/dev/mailbox', { schema: { hide: true, querystring: mailboxQuery } }, async (request) => {
    const mails = await readMailbox(request.query.to);
    return mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
  });

  api.get('/dev/mailbox', { schema: { hide: true, querystring: mailboxQuery } }, async (request, reply) => {
    const mails = await readMailbox(request.query.to);
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p><strong>To:</strong> ${escapeHtml(m.to)} · ${m.createdAt.toISOString()} · ${m.status}</p>${headerList(m.headers)}<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox | Wattson</title><meta name="robots" content="noindex"><style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#14181f}article{border:1px solid #dde2e9;border-radius:10px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;background:#f5f7fa;padding:1rem;border-radius:6px}</style></head><body><h1>Dev mailbox</h1><p>Mails the shop would have sent (no SMTP_URL set). Newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
