import { httpRequest } from './http-client.js';
import type { ServerProcess } from './server-process.js';

/**
 * The newest 6-digit code mailed to `to`, read from the dev mailbox of the server that sent it: codes
 * are never stored, only that process keeps a copy in memory. Polled, since some
 * code requests mail after answering.
 */
export async function codeFromMailbox(server: ServerProcess, to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await httpRequest(`${server.url}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const newest = Array.isArray(res.body) ? (res.body as { text: string }[])[0] : undefined;
    const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${to} on ${server.url}`);
}
