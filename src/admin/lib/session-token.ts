/**
 * The admin session token lives in localStorage so every tab of one browser shares one session
 * (ADR 56): opening the admin in a new tab does not ask for a new sign-in and a new emailed code.
 * The server bounds it instead: 4 idle hours, 12 hours at most. Signing out in one tab signs out all.
 */
const TOKEN_KEY = 'wattsonAdminToken';
/** Earlier builds kept the token per tab; it is moved over once so nobody is signed out by the update. */
const LEGACY_KEY = TOKEN_KEY;

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readAdminToken(): string | null {
  const stored = store()?.getItem(TOKEN_KEY) ?? null;
  if (stored) return stored;
  try {
    const legacy = window.sessionStorage.getItem(LEGACY_KEY);
    if (legacy) {
      window.sessionStorage.removeItem(LEGACY_KEY);
      saveAdminToken(legacy);
    }
    return legacy;
  } catch {
    return null;
  }
}

export function saveAdminToken(token: string): void {
  store()?.setItem(TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  store()?.removeItem(TOKEN_KEY);
}

/** Runs when another tab of this browser signs in or out: `token` is the new token, or null. */
export function onAdminTokenChangedElsewhere(listener: (token: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY) listener(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
