/** Spec §3 "Browser storage": the signed-in state is the stored token; the user id drives the count fetches. */
import type { PublicUser } from '../../shared/auth/auth.schema';

const TOKEN_KEY = 'token';
const USER_ID_KEY = 'userId';
const USER_KEY = 'user';
const ADMIN_TOKEN_KEY = 'adminToken';
const REGISTRATION_EMAIL_KEY = 'registrationEmail';
const COOKIE_NAME = 'userToken';
/** Spec §9: the cookie lives 30 days, path /, Lax. */
const COOKIE_MAX_AGE_S = 2_592_000;

/** Fired on this tab whenever the token appears or goes, so the navigation bar updates without a reload. */
const AUTH_CHANGE_EVENT = 'wattson:auth-change';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function notifyAuthChange(): void {
  window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function readUserId(): string | null {
  return storage()?.getItem(USER_ID_KEY) ?? null;
}

/**
 * Stores a new session the way the spec's pages read it: token, user (JSON), user id and the
 * `userToken` cookie (sent by the browser on full page loads such as the admin site).
 */
export function saveSession(token: string, user: PublicUser): void {
  const s = storage();
  s?.setItem(TOKEN_KEY, token);
  s?.setItem(USER_KEY, JSON.stringify(user));
  s?.setItem(USER_ID_KEY, user._id);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_NAME}=${encodeURIComponent(token)}; Max-Age=${COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  notifyAuthChange();
}

/** Spec §6: an admin's token is also kept under its own key. */
export function saveAdminToken(token: string): void {
  storage()?.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAuth(): void {
  const s = storage();
  s?.removeItem(TOKEN_KEY);
  s?.removeItem(USER_ID_KEY);
  s?.removeItem(USER_KEY);
  // The admin token is the same session; leaving it behind would outlive the sign-out.
  s?.removeItem(ADMIN_TOKEN_KEY);
  document.cookie = `${COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax`;
  notifyAuthChange();
}

/** Keeps the shared user id (spec §3) in storage: stored when set, removed when cleared. */
export function writeUserId(userId: string | null): void {
  const s = storage();
  if (userId) s?.setItem(USER_ID_KEY, userId);
  else s?.removeItem(USER_ID_KEY);
}

/** Spec §4: the email being registered is remembered for the browser session only. */
export function readRegistrationEmail(): string | null {
  return sessionStore()?.getItem(REGISTRATION_EMAIL_KEY) ?? null;
}

export function rememberRegistrationEmail(email: string): void {
  sessionStore()?.setItem(REGISTRATION_EMAIL_KEY, email);
}

export function forgetRegistrationEmail(): void {
  sessionStore()?.removeItem(REGISTRATION_EMAIL_KEY);
}

/** Calls `listener` when the token changes in this tab or in another one (the `storage` event). */
export function subscribeToAuth(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY) listener();
  };
  window.addEventListener(AUTH_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(AUTH_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
