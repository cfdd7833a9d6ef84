import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { readCode } from '../fixtures/mailbox';

export const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@wattson.local';
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'e2e-admin-password';

// Playwright empties test-results at the start of every run, so a token kept there belongs to this run's server.
const port = process.env.E2E_PORT ?? '3100';
const tokenFile = join('test-results', `admin-session-${port}.txt`);
const lockDir = join('test-results', `admin-session-${port}.lock`);

async function stillValid(request: APIRequestContext, token: string): Promise<boolean> {
  const me = await request.get('/api/admin/me', { headers: { authorization: `Bearer ${token}` } });
  return me.ok();
}

function readKept(): string | null {
  try {
    return readFileSync(tokenFile, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Password, then the mailed code, through the API; a code voided by another journey's sign-in is asked for again. */
async function signInThroughApi(request: APIRequestContext): Promise<string> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const sentAt = new Date();
    const login = await request.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.ok(), `admin login ${login.status()}: ${await login.text()}`).toBe(true);
    const { challenge } = (await login.json()) as { challenge: string };
    const otp = await readCode(request, ADMIN_EMAIL, sentAt);
    const verified = await request.post('/api/auth/verify-admin-otp', { data: { email: ADMIN_EMAIL, otp, challenge } });
    if (verified.ok()) return ((await verified.json()) as { token: string }).token;
  }
  throw new Error('The admin code was refused three times');
}

/**
 * One staff session for the whole run, shared by every journey and worker: the admin may be sent 5
 * codes an hour (the security rules stay as they are), and the admin session is the browser's, not
 * the tab's (ADR 56). The first journey to need it signs in; the others wait for its token.
 */
export async function sharedAdminToken(request: APIRequestContext): Promise<string> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const kept = readKept();
    if (kept && (await stillValid(request, kept))) return kept;
    let locked = false;
    try {
      mkdirSync(lockDir, { recursive: false });
      locked = true;
    } catch {
      // Another worker is signing in: wait for its token.
    }
    if (locked) {
      try {
        const token = await signInThroughApi(request);
        writeFileSync(tokenFile, token);
        return token;
      } finally {
        rmdirSync(lockDir);
      }
    }
    if (Date.now() > deadline) throw new Error('No admin session: another worker held the sign-in lock for 90 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
