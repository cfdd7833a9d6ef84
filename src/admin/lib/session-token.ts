/**
 * The admin session token lives in sessionStorage, not localStorage: it dies with the tab, so a
 * staff session left on a shared till does not outlive the browser window.
 */
const TOKEN_KEY = 'wattsonAdminToken';

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readAdminToken(): string | null {
  return store()?.getItem(TOKEN_KEY) ?? null;
}

export function saveAdminToken(token: string): void {
  store()?.setItem(TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  store()?.removeItem(TOKEN_KEY);
}
