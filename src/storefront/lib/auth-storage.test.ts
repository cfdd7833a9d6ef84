import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, saveSession } from './auth-storage';

/**
 * The server never sets the session cookie (sign-in answers with the token in the body; see
 * src/server/hostile-input/security-headers.test.ts). The storefront writes `userToken` itself, so
 * this is where "Secure in production" is decided: on https, always.
 */
function fakeBrowser(protocol: 'https:' | 'http:'): { cookies: string[] } {
  const written = { cookies: [] as string[] };
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  vi.stubGlobal('window', { location: { protocol }, localStorage: storage, sessionStorage: storage, dispatchEvent: () => true });
  vi.stubGlobal('document', {
    set cookie(value: string) {
      written.cookies.push(value);
    },
  });
  return written;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = { _id: 'u1', username: 'Asha', email: 'asha@example.in', isAdmin: false };

describe('the userToken cookie', () => {
  it('is Secure and SameSite=Lax on https (production sits behind TLS)', () => {
    const browser = fakeBrowser('https:');
    saveSession('token-123', user);
    expect(browser.cookies[0]).toMatch(/^userToken=token-123;/);
    expect(browser.cookies[0]).toContain('; Secure');
    expect(browser.cookies[0]).toContain('SameSite=Lax');
  });

  it('leaves out Secure only on plain http (a laptop), where the browser would drop it', () => {
    const browser = fakeBrowser('http:');
    saveSession('token-123', user);
    expect(browser.cookies[0]).not.toContain('Secure');
  });

  it('is encoded, so a token can never add attributes of its own', () => {
    const browser = fakeBrowser('https:');
    saveSession('x; Domain=evil.example', user);
    expect(browser.cookies[0]).toMatch(/^userToken=x%3B%20Domain%3Devil\.example;/);
  });

  it('is removed on sign-out', () => {
    const browser = fakeBrowser('https:');
    clearAuth();
    expect(browser.cookies[0]).toMatch(/^userToken=; Path=\/; Max-Age=0/);
  });
});
